import { useState, type SubmitEvent } from 'react'
import { MESSAGES, validateNewsletterEmail } from 'shared-types'

import { ApiError, postJson } from '../lib/cms/client'

const SUBSCRIBE_FAILED = "L'inscription n'a pas pu être enregistrée. Veuillez réessayer plus tard."

interface Props {
  /** Prefix of the field ids, so that two forms on one page keep unique ids. */
  idPrefix?: string
  /** The box's title is dark text on a light background, or white on the green band. */
  tone?: 'light' | 'dark'
}

/**
 * The newsletter box (SPEC §2 news pages): one email field and 'S'abonner', stored in the CMS's
 * `newsletter-subscribers`. The CMS's French message is shown as it comes (201 success, 409 already
 * subscribed, 400 invalid); on error the typed address stays so it can be corrected.
 */
export default function NewsletterForm({ idPrefix = 'newsletter', tone = 'light' }: Props) {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [success, setSuccess] = useState('')
  const [error, setError] = useState('')
  const inputId = `${idPrefix}-email`
  const errorId = `${idPrefix}-erreur`

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setSuccess('')
    // The same check as the CMS's, so the visitor gets the same French sentence without a round trip.
    const invalid = validateNewsletterEmail(email)
    if (invalid) {
      setError(invalid)
      return
    }
    setBusy(true)
    setError('')
    try {
      const response = await postJson<{ message?: string }>('/newsletter-subscribers', { email: email.trim() }, SUBSCRIBE_FAILED)
      setSuccess(response?.message || MESSAGES.newsletterSubscribed)
      setEmail('')
    } catch (reason) {
      setError(reason instanceof ApiError ? reason.message : SUBSCRIBE_FAILED)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="w-full">
      <label htmlFor={inputId} className={tone === 'dark' ? 'mb-1 block text-sm font-medium text-white' : 'field-label'}>
        Votre adresse email
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder="prenom.nom@exemple.sn"
          className="field-input sm:flex-1"
        />
        <button type="submit" className={tone === 'dark' ? 'btn-light' : 'btn-primary'} aria-disabled={busy || undefined}>
          {busy ? 'Inscription...' : "S'abonner"}
        </button>
      </div>
      <p role="status" className={success ? 'mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900 ring-1 ring-green-200' : 'sr-only'}>
        {success}
      </p>
      <p id={errorId} role="alert" className={error ? 'mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900 ring-1 ring-red-200' : 'sr-only'}>
        {error}
      </p>
    </form>
  )
}
