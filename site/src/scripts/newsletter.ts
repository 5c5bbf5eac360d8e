/**
 * The newsletter forms (components/news/NewsletterForm.astro) in plain DOM code: a React island
 * cost every reader the framework's runtime for one field and a button. Fetched on a form's first
 * use by ./newsletterStarter.ts, which has already enabled the buttons; a form sent meanwhile
 * waits (`data-waiting`) and is sent here, once.
 *
 * Every valid address gets the same 202 and the same sentence (docs/product/news.md#newsletter):
 * what happens next, to be read in the mailbox. The address is cleared only then; on an error it
 * stays, marked invalid and described by the error.
 */
import { MESSAGES, validateNewsletterEmail } from 'shared-types'

import { ApiError, postJson } from '../lib/cms/client'

const SUBSCRIBE_FAILED = "L'inscription n'a pas pu être enregistrée. Veuillez réessayer plus tard."
const SUBSCRIBE = "S'abonner"
const BUSY = 'Inscription...'
const SUCCESS_SHOWN =
  'mt-3 flex items-start gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900 ring-1 ring-green-200'
const ERROR_SHOWN = 'mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900 ring-1 ring-red-200'
const HIDDEN = 'sr-only'

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-newsletter]')) {
  const field = form.querySelector<HTMLInputElement>('input[name="email"]')!
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const success = form.querySelector<HTMLElement>('[data-newsletter-status]')!
  const successText = success.querySelector('span')!
  const error = form.querySelector<HTMLElement>('[role="alert"]')!
  let busy = false

  /** The message after a sign-up, beside the mail pictogram (hidden with it when there is none). */
  const setSuccess = (text: string) => {
    successText.textContent = text
    success.className = text ? SUCCESS_SHOWN : HIDDEN
  }
  /** The error under the form; while there is one the field is marked invalid and described by it. */
  const setError = (text: string) => {
    error.textContent = text
    error.className = text ? ERROR_SHOWN : HIDDEN
    if (text) {
      field.setAttribute('aria-invalid', 'true')
      field.setAttribute('aria-describedby', error.id)
    } else {
      field.removeAttribute('aria-invalid')
      field.removeAttribute('aria-describedby')
    }
  }
  // The button stays focusable while busy (aria-disabled), so a second submit is ignored below.
  const setBusy = (value: boolean) => {
    busy = value
    button.textContent = value ? BUSY : SUBSCRIBE
    if (value) button.setAttribute('aria-disabled', 'true')
    else button.removeAttribute('aria-disabled')
  }

  const send = async () => {
    if (busy) return
    setSuccess('')
    // The same check as the CMS's, so the visitor gets the same French sentence without a round trip.
    const invalid = validateNewsletterEmail(field.value)
    if (invalid) {
      setError(invalid)
      return
    }
    setBusy(true)
    setError('')
    try {
      const response = await postJson<{ message?: string } | null>(
        '/newsletter-subscribers',
        { email: field.value.trim() },
        SUBSCRIBE_FAILED,
      )
      setSuccess(response?.message || MESSAGES.newsletterCheckInbox)
      field.value = ''
    } catch (reason) {
      setError(reason instanceof ApiError ? reason.message : SUBSCRIBE_FAILED)
    } finally {
      setBusy(false)
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void send()
  })
  form.dataset.handled = ''
  if ('waiting' in form.dataset) {
    delete form.dataset.waiting
    void send()
  }
}
