/**
 * The newsletter boxes' forms (components/news/NewsletterForm.astro) in plain DOM code: a React
 * island cost every reader of the news pages the framework's runtime for one field and a button.
 */
import { MESSAGES, validateNewsletterEmail } from 'shared-types'

import { ApiError, postJson } from '../lib/cms/client'

const SUBSCRIBE_FAILED = "L'inscription n'a pas pu être enregistrée. Veuillez réessayer plus tard."
const SUBSCRIBE = "S'abonner"
const BUSY = 'Inscription...'
const SUCCESS_SHOWN = 'mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900 ring-1 ring-green-200'
const ERROR_SHOWN = 'mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900 ring-1 ring-red-200'
const HIDDEN = 'sr-only'

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-newsletter]')) {
  const field = form.querySelector<HTMLInputElement>('input[name="email"]')!
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const success = form.querySelector<HTMLElement>('[role="status"]')!
  const error = form.querySelector<HTMLElement>('[role="alert"]')!
  let busy = false

  const setSuccess = (text: string) => {
    success.textContent = text
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

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
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
      setSuccess(response?.message || MESSAGES.newsletterSubscribed)
      field.value = ''
    } catch (reason) {
      setError(reason instanceof ApiError ? reason.message : SUBSCRIBE_FAILED)
    } finally {
      setBusy(false)
    }
  })

  // Ready: from now on the form is sent by this script, never by the browser itself.
  button.disabled = false
  form.dataset.ready = ''
}
