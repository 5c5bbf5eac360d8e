/**
 * The two steps both SMS pages share (docs/product/public-pages.md#sms-alerts), in plain DOM code:
 * a number (and, to subscribe, topics and a place) asks the CMS for a code sent by SMS; the code
 * typed back confirms. The page's own script (./smsSubscribe.ts, ./smsStop.ts) gives the routes
 * and what the first step sends beside the number.
 *
 * Only blanks are checked here: reading a Senegalese number needs libphonenumber's metadata, too
 * heavy for the phones this page serves, so the CMS refuses a wrong one and its French sentence is
 * shown next to the field it is about, the field marked invalid and described by it. What was typed
 * stays. The number lives in the page only: the buttons are disabled until this script runs, so
 * the browser never sends a form itself (which would put the number in the page's address).
 */
import { ERRORS, MESSAGES, SMS_MESSAGES } from 'shared-types'

import { ApiError, postJson } from '../lib/cms/client'

const BUSY = 'Envoi en cours...'
const FIELD_ERROR_SHOWN = 'mt-2 text-sm font-medium text-red-800'
const FORM_ERROR_SHOWN = 'mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900 ring-1 ring-red-200'
const STATUS_SHOWN = 'rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900 ring-1 ring-green-200'
const HIDDEN = 'sr-only'

/** What the first step sends beside the number: the value, or the field and sentence that refuse it. */
export type Extra = { body: Record<string, unknown> } | { invalid: string; field: string }

export interface SmsStepsOptions {
  /** The CMS routes (under /api) that send a code, then check it. */
  request: string
  confirm: string
  /** The sentence shown once the code is accepted, when the CMS's answer has none. */
  done: string
  /** The first step's other fields, read when it is sent. */
  extra?: (form: HTMLFormElement) => Extra
}

type Setter = (text: string) => void

/**
 * The error said next to a field (`data-sms-field`, its controls inside or itself, its error
 * `#{id}-erreur`): while there is one, every control is marked invalid and described by it, beside
 * its hint.
 */
function fieldError(field: HTMLElement): { set: Setter; focus: () => void } {
  const error = document.getElementById(`${field.id}-erreur`)!
  const controls = field.matches('input, select') ? [field] : [...field.querySelectorAll<HTMLElement>('input, select')]
  const hints = controls.map((control) => control.getAttribute('aria-describedby'))
  return {
    set: (text) => {
      error.textContent = text
      error.className = text ? FIELD_ERROR_SHOWN : HIDDEN
      controls.forEach((control, index) => {
        const described = [hints[index], text ? error.id : ''].filter(Boolean).join(' ')
        if (text) control.setAttribute('aria-invalid', 'true')
        else control.removeAttribute('aria-invalid')
        if (described) control.setAttribute('aria-describedby', described)
        else control.removeAttribute('aria-describedby')
      })
    },
    focus: () => controls[0]?.focus(),
  }
}

/** Wires a page's two forms: `form[data-sms-request]`, then `form[data-sms-confirm]`, then `[data-sms-done]`. */
export function smsSteps({ request, confirm, done, extra }: SmsStepsOptions): void {
  const first = document.querySelector<HTMLFormElement>('form[data-sms-request]')
  const second = document.querySelector<HTMLFormElement>('form[data-sms-confirm]')
  if (!first || !second) return
  const finished = document.querySelector<HTMLElement>('[data-sms-done]')!
  const status = document.querySelector<HTMLElement>('[data-sms-status]')!
  const phone = first.querySelector<HTMLInputElement>('input[name="phone"]')!
  const code = second.querySelector<HTMLInputElement>('input[name="code"]')!
  const fields = new Map(
    [...document.querySelectorAll<HTMLElement>('[data-sms-field]')].map((field) => [
      field.dataset.smsField!,
      fieldError(field),
    ]),
  )
  const formError = (form: HTMLFormElement): Setter => {
    const element = form.querySelector<HTMLElement>('[data-sms-error]')!
    return (text) => {
      element.textContent = text
      element.className = text ? FORM_ERROR_SHOWN : HIDDEN
    }
  }
  const firstError = formError(first)
  const secondError = formError(second)
  const setStatus: Setter = (text) => {
    status.textContent = text
    status.className = text ? STATUS_SHOWN : HIDDEN
  }
  const clearErrors = () => {
    for (const field of fields.values()) field.set('')
    firstError('')
    secondError('')
  }
  /** A field's own refusal goes next to it, with the focus; any other (too many codes, the CMS out of reach) under the form. */
  const refuse = (fieldName: string | undefined, text: string, form: HTMLFormElement) => {
    const field = fieldName ? fields.get(fieldName) : undefined
    if (field) {
      field.set(text)
      field.focus()
    } else formError(form)(text)
  }
  /** The field a refusal of the CMS is about, from its sentence (the code's route refuses only the code). */
  const fieldOf = (text: string, route: string): string | undefined => {
    if (route === confirm) return 'code'
    if (text === SMS_MESSAGES.phoneRequired || text === SMS_MESSAGES.phoneInvalid) return 'phone'
    if (text === MESSAGES.newsletterTopicsRequired) return 'topics'
    if (text === SMS_MESSAGES.localityUnknown) return 'locality'
    return undefined
  }

  let busy = false
  /** Sends `body` to `route` with `button` busy; the answer's message, or undefined once the refusal is shown. */
  const send = async (
    form: HTMLFormElement,
    button: HTMLButtonElement,
    route: string,
    body: Record<string, unknown>,
  ): Promise<string | undefined> => {
    busy = true
    const label = button.textContent
    button.textContent = BUSY
    // Still focusable while busy (aria-disabled), so a second press is ignored instead of losing the focus.
    button.setAttribute('aria-disabled', 'true')
    try {
      const answer = await postJson<{ message?: string } | null>(route, body, ERRORS.unexpected)
      return answer?.message ?? ''
    } catch (reason) {
      const text = reason instanceof ApiError ? reason.message : ERRORS.unexpected
      const status = reason instanceof ApiError ? reason.status : 0
      refuse(status === 400 ? fieldOf(text, route) : undefined, text, form)
      return undefined
    } finally {
      busy = false
      button.textContent = label
      button.removeAttribute('aria-disabled')
    }
  }

  /** The number and the first step's other fields, or undefined once what is missing is shown. */
  const firstBody = (): Record<string, unknown> | undefined => {
    const number = phone.value.trim()
    const more = extra?.(first) ?? { body: {} }
    if (!number) refuse('phone', SMS_MESSAGES.phoneRequired, first)
    if ('invalid' in more) {
      fields.get(more.field)?.set(more.invalid)
      if (number) fields.get(more.field)?.focus()
    }
    return number && 'body' in more ? { phone: number, ...more.body } : undefined
  }

  /** Asks for a code; on the CMS's yes, the code step, with its sentence (the number as the CMS read it). */
  const askCode = async (button: HTMLButtonElement, from: HTMLFormElement) => {
    if (busy) return
    clearErrors()
    // The resend button sends the first step's values again, already accepted once.
    const body = firstBody()
    if (!body) return
    const sent = await send(from, button, request, body)
    if (sent === undefined) return
    setStatus(sent || SMS_MESSAGES.codeSent(String(body.phone)))
    first.hidden = true
    second.hidden = false
    code.focus()
  }

  const showFirst = () => {
    clearErrors()
    setStatus('')
    code.value = ''
    second.hidden = true
    first.hidden = false
    phone.focus()
  }

  const firstButton = first.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const secondButton = second.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const resend = second.querySelector<HTMLButtonElement>('[data-sms-resend]')!

  first.addEventListener('submit', (event) => {
    event.preventDefault()
    void askCode(firstButton, first)
  })
  resend.addEventListener('click', () => void askCode(resend, second))
  second.querySelector('[data-sms-change]')!.addEventListener('click', () => {
    if (!busy) showFirst()
  })
  second.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (busy) return
    clearErrors()
    const typed = code.value.trim()
    if (!typed) {
      refuse('code', SMS_MESSAGES.codeRequired, second)
      return
    }
    const answer = await send(second, secondButton, confirm, { phone: phone.value.trim(), code: typed })
    if (answer === undefined) return
    second.hidden = true
    finished.hidden = false
    setStatus(answer || done)
    // The form is gone: the keyboard goes on from the answer.
    status.focus()
  })

  for (const button of [firstButton, secondButton, resend]) button.disabled = false
  first.dataset.ready = ''
}
