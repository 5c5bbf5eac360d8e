/**
 * The newsletter links' pages (pages/lettre-d-information/): confirm a sign-up with chosen topics,
 * or unsubscribe (docs/product/news.md#newsletter). The subscriber's id and token are read from
 * the address, never written in the page. The CMS's French message is shown as it comes; the
 * button is busy while sending, and gone once the CMS has said yes, so nothing is sent twice.
 */
import { MESSAGES, readNewsletterLink } from 'shared-types'

import { ApiError, postJson } from '../lib/cms/client'

const FAILED = "La demande n'a pas pu être enregistrée. Veuillez réessayer plus tard."
const BUSY = 'Envoi en cours...'
const SUCCESS_SHOWN = 'mt-6 rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900 ring-1 ring-green-200'
const ERROR_SHOWN = 'mt-6 rounded-lg bg-red-50 px-4 py-3 font-medium text-red-900 ring-1 ring-red-200'
const HIDDEN = 'sr-only'
const ROUTES = { confirm: '/newsletter-subscribers/confirm', unsubscribe: '/newsletter-subscribers/unsubscribe' }

const form = document.querySelector<HTMLFormElement>('form[data-newsletter-link]')
const link = readNewsletterLink(window.location.search)
const missing = document.querySelector<HTMLElement>('[data-link-missing]')
const signup = document.querySelector<HTMLElement>('[data-link-signup]')

if (form && !link) {
  // A link cut by a mail reader: say so, and offer to sign up again where the page can.
  form.hidden = true
  if (missing) missing.hidden = false
  if (signup) signup.hidden = false
} else if (form && link) {
  const kind = form.dataset.newsletterLink === 'confirm' ? 'confirm' : 'unsubscribe'
  const step = form.querySelector<HTMLElement>('[data-link-step]')!
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const label = button.textContent ?? ''
  const success = form.querySelector<HTMLElement>('[role="status"]')!
  const error = form.querySelector<HTMLElement>('[role="alert"]')!
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[name="topics[]"]')]
  let busy = false

  const show = (element: HTMLElement, text: string, shown: string) => {
    element.textContent = text
    element.className = text ? shown : HIDDEN
  }
  const setBusy = (value: boolean) => {
    busy = value
    button.textContent = value ? BUSY : label
    if (value) button.setAttribute('aria-disabled', 'true')
    else button.removeAttribute('aria-disabled')
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (busy) return
    const topics = boxes.filter((box) => box.checked).map((box) => box.value)
    if (kind === 'confirm' && topics.length === 0) {
      show(error, MESSAGES.newsletterTopicsRequired, ERROR_SHOWN)
      boxes[0]?.focus()
      return
    }
    show(error, '', ERROR_SHOWN)
    setBusy(true)
    const body = { subscriber: link.subscriber, token: link.token, ...(kind === 'confirm' ? { topics } : {}) }
    try {
      const answer = await postJson<{ message?: string } | null>(ROUTES[kind], body, FAILED)
      const done = kind === 'confirm' ? MESSAGES.newsletterConfirmed : MESSAGES.newsletterUnsubscribed
      step.hidden = true
      show(success, answer?.message || done, SUCCESS_SHOWN)
      // The button is gone: the keyboard goes on from the answer.
      success.focus()
    } catch (reason) {
      const message = reason instanceof ApiError ? reason.message : FAILED
      show(error, message, ERROR_SHOWN)
      // A dead link (not a missing topic): the page offers to sign up again, where it can.
      const dead = reason instanceof ApiError && reason.status === 400 && message !== MESSAGES.newsletterTopicsRequired
      if (dead && signup) signup.hidden = false
    } finally {
      setBusy(false)
    }
  })

  button.disabled = false
  form.dataset.ready = ''
}
