import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react'
import { CONTACT_SENT, REQUIRED_FIELDS_NOTE, validateContactMessage } from 'shared-types'

import { postJson } from '../lib/cms/client'

const CONTACT_FAILURE = "Votre message n'a pas pu être envoyé. Veuillez réessayer."
const TOAST_MS = 8000

interface ContactValues {
  name: string
  email: string
  subject: string
  message: string
}

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' }

interface Props {
  /** Prefix of the field ids, so that two forms on one page keep unique ids. */
  idPrefix?: string
}

/**
 * The public contact form (SPEC §5): four required fields, stored in the CMS's `contact-messages`.
 * On success the fields are cleared and a toast confirms; on failure what the visitor typed stays.
 */
export default function ContactForm({ idPrefix = 'contact' }: Props) {
  const [values, setValues] = useState<ContactValues>(EMPTY)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [toast, setToast] = useState<string | null>(null)
  const toastTimer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(toastTimer.current), [])

  const id = (field: keyof ContactValues) => `${idPrefix}-${field}`

  const update = (field: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  const showToast = (text: string) => {
    setToast(text)
    window.clearTimeout(toastTimer.current)
    toastTimer.current = window.setTimeout(() => setToast(null), TOAST_MS)
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    // The button stays focusable while busy (aria-disabled), so a second submit is ignored here.
    if (busy) return
    // Native `required` already blocks empty fields; this also catches blanks and loose emails.
    const invalid = validateContactMessage(values)
    if (invalid) {
      setError(invalid)
      return
    }
    setBusy(true)
    setError(null)
    try {
      const data = {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      }
      await postJson('/contact-messages', data, CONTACT_FAILURE)
      setValues(EMPTY)
      showToast(CONTACT_SENT)
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : CONTACT_FAILURE)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <form onSubmit={submit} aria-busy={busy} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={id('name')} className="field-label">
              Nom complet <span aria-hidden="true">*</span>
            </label>
            <input id={id('name')} name="name" type="text" autoComplete="name" required maxLength={200} className="field-input" value={values.name} onChange={update('name')} />
          </div>
          <div>
            <label htmlFor={id('email')} className="field-label">
              Email <span aria-hidden="true">*</span>
            </label>
            <input id={id('email')} name="email" type="email" autoComplete="email" required maxLength={320} className="field-input" value={values.email} onChange={update('email')} />
          </div>
        </div>
        <div>
          <label htmlFor={id('subject')} className="field-label">
            Sujet <span aria-hidden="true">*</span>
          </label>
          <input id={id('subject')} name="subject" type="text" required maxLength={300} className="field-input" value={values.subject} onChange={update('subject')} />
        </div>
        <div>
          <label htmlFor={id('message')} className="field-label">
            Message <span aria-hidden="true">*</span>
          </label>
          <textarea id={id('message')} name="message" rows={5} required maxLength={5000} className="field-input" value={values.message} onChange={update('message')} />
        </div>
        <p className="text-sm text-gray-700">{REQUIRED_FIELDS_NOTE}</p>
        {error && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary w-full sm:w-auto" aria-disabled={busy || undefined}>
          {busy ? 'Envoi en cours...' : 'Envoyer le message'}
        </button>
      </form>
      {/* The live region exists before its text does, so screen readers announce the toast. */}
      <div role="status" className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6">
        {toast && (
          <p className="pointer-events-auto flex items-center gap-3 rounded-lg bg-primary-800 px-5 py-3 font-medium text-white shadow-lg">
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M20 6 9 17l-5-5" />
            </svg>
            {toast}
          </p>
        )}
      </div>
    </>
  )
}
