import { useEffect, useRef, useState, type SubmitEvent } from 'react'
import {
  CONTACT_FORM,
  CONTACT_SENT,
  MESSAGES,
  REQUIRED_FIELDS_NOTE,
  missingFieldsMessage,
  validateField,
} from 'shared-types'

import { postJson } from '../lib/cms/client'

const CONTACT_FAILURE = "Votre message n'a pas pu être envoyé. Veuillez réessayer."
const TOAST_MS = 8000

const FIELDS = ['name', 'email', 'subject', 'message'] as const
type ContactField = (typeof FIELDS)[number]
type ContactValues = Record<ContactField, string>
/** What the visitor reads of each field: its label, and its name in the sentence about blank fields. */
const LABELS: Record<ContactField, string> = {
  name: 'Nom complet',
  email: 'Email',
  subject: 'Sujet',
  message: 'Message',
}
/** The sentences of the form's alert, each with the id the fields it speaks of are described by. */
interface AlertLine {
  id: string
  text: string
}
/** Each wrong field and the id of the alert's sentence about it. */
type FieldErrors = Partial<Record<ContactField, string>>

interface Props {
  /** Prefix of the field ids, so that two forms on one page keep unique ids. */
  idPrefix?: string
}

/**
 * The public contact form (docs/product/citizen-space.md#contact-form): four required fields,
 * stored in the CMS's `contact-messages`. On success the fields are cleared and a toast confirms;
 * on failure what the visitor typed stays. What is wrong is said once, in the alert above the
 * button: one sentence names the blank fields (the form's own when all are blank), another says the
 * address is not valid. Each wrong field is marked invalid and described by the sentence about it,
 * and the first one takes the focus. The fields are uncontrolled: what a visitor types before this
 * island runs is kept as it is, and sending waits for the island (the button is disabled until
 * then, so the browser never sends the form itself, which would put the message in the page's
 * address).
 */
export default function ContactForm({ idPrefix = 'contact' }: Props) {
  const [ready, setReady] = useState(false)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<AlertLine[]>([])
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [toast, setToast] = useState<string | null>(null)
  const toastTimer = useRef<number | undefined>(undefined)

  useEffect(() => {
    setReady(true)
    return () => window.clearTimeout(toastTimer.current)
  }, [])

  const id = (field: ContactField) => `${idPrefix}-${field}`
  const errorId = (field: ContactField) => `${id(field)}-erreur`
  const missingId = `${idPrefix}-champs-erreur`

  const showToast = (text: string) => {
    setToast(text)
    window.clearTimeout(toastTimer.current)
    toastTimer.current = window.setTimeout(() => setToast(null), TOAST_MS)
  }

  // Once the visitor edits a wrong field, its mark goes; the next send checks again.
  const clearFieldError = (field: ContactField) => () =>
    setFieldErrors((current) => {
      if (!current[field]) return current
      const next = { ...current }
      delete next[field]
      return next
    })

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    // The button stays focusable while busy (aria-disabled), so a second submit is ignored here.
    if (busy) return
    const form = event.currentTarget
    const data = new FormData(form)
    const values = Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as ContactValues
    // The shared rules (blanks, then the address) decide, field by field, instead of the browser's bubbles.
    const wrong = FIELDS.map((field) => ({ field, message: validateField(CONTACT_FORM, field, values[field]) })).filter(
      ({ message }) => message,
    )
    if (wrong.length) {
      const missing = wrong.filter(({ message }) => message === MESSAGES.contactRequired).map(({ field }) => field)
      const lines: AlertLine[] = []
      if (missing.length) {
        const text =
          missing.length === FIELDS.length
            ? MESSAGES.contactRequired
            : missingFieldsMessage(missing.map((field) => LABELS[field]))
        lines.push({ id: missingId, text })
      }
      const errors: FieldErrors = Object.fromEntries(missing.map((field) => [field, missingId]))
      // Blank fields share that one sentence; any other refusal (an invalid address) has its own.
      for (const { field, message } of wrong) {
        if (message === MESSAGES.contactRequired) continue
        lines.push({ id: errorId(field), text: message! })
        errors[field] = errorId(field)
      }
      setFieldErrors(errors)
      setAlert(lines)
      document.getElementById(id(wrong[0]!.field))?.focus()
      return
    }
    setBusy(true)
    setAlert([])
    setFieldErrors({})
    try {
      const body = {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      }
      await postJson('/contact-messages', body, CONTACT_FAILURE)
      form.reset()
      showToast(CONTACT_SENT)
    } catch (failure) {
      setAlert([
        {
          id: `${idPrefix}-erreur`,
          text: failure instanceof Error && failure.message ? failure.message : CONTACT_FAILURE,
        },
      ])
    } finally {
      setBusy(false)
    }
  }

  /** What every field carries: its id, its error state and the alert's sentence that describes it. */
  const fieldProps = (field: ContactField) => ({
    id: id(field),
    name: field,
    required: true,
    className: fieldErrors[field] ? 'field-input border-red-700' : 'field-input',
    'aria-invalid': fieldErrors[field] ? (true as const) : undefined,
    'aria-describedby': fieldErrors[field],
    onInput: clearFieldError(field),
  })

  return (
    <>
      <form onSubmit={submit} noValidate aria-busy={busy} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={id('name')} className="field-label">
              {LABELS.name} <span aria-hidden="true">*</span>
            </label>
            <input {...fieldProps('name')} type="text" autoComplete="name" maxLength={200} />
          </div>
          <div>
            <label htmlFor={id('email')} className="field-label">
              {LABELS.email} <span aria-hidden="true">*</span>
            </label>
            <input {...fieldProps('email')} type="email" autoComplete="email" maxLength={320} />
          </div>
        </div>
        <div>
          <label htmlFor={id('subject')} className="field-label">
            {LABELS.subject} <span aria-hidden="true">*</span>
          </label>
          <input {...fieldProps('subject')} type="text" maxLength={300} />
        </div>
        <div>
          <label htmlFor={id('message')} className="field-label">
            {LABELS.message} <span aria-hidden="true">*</span>
          </label>
          <textarea {...fieldProps('message')} rows={5} maxLength={5000} />
        </div>
        <p className="text-sm text-gray-700">{REQUIRED_FIELDS_NOTE}</p>
        {alert.length > 0 && (
          <div
            role="alert"
            className="space-y-1 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
          >
            {alert.map((line) => (
              <p key={line.id} id={line.id}>
                {line.text}
              </p>
            ))}
          </div>
        )}
        <button
          type="submit"
          className="btn-primary w-full sm:w-auto"
          disabled={!ready}
          aria-disabled={busy || undefined}
        >
          {busy ? 'Envoi en cours...' : 'Envoyer le message'}
        </button>
      </form>
      {/* The live region exists before its text does, so screen readers announce the toast. */}
      <div
        role="status"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6"
      >
        {toast && (
          <p className="pointer-events-auto flex items-center gap-3 rounded-lg bg-primary-800 px-5 py-3 font-medium text-white shadow-lg">
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M20 6 9 17l-5-5" />
            </svg>
            {toast}
          </p>
        )}
      </div>
    </>
  )
}
