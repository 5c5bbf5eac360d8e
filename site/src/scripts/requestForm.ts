/**
 * The online request form (pages/espace-citoyen/demande/[id].astro, docs/product/requests.md#the-form).
 * The form works without this script; with it:
 * - the proof of work is solved from the citizen's first touch of the form, so that it is ready at
 *   « Envoyer » (the sending waits for it otherwise);
 * - photos are made lighter in a worker as soon as chosen (shared-types/shrinkImage), and a file
 *   still over 5 Mo is refused before anything leaves the phone;
 * - the request goes with fetch; the CMS's refusals are said beside their fields and in a summary
 *   that takes the focus; once accepted, the receipt takes the form's place;
 * - offline (or when the network fails on the way), the whole sending is kept on the phone
 *   (lib/requests/queue.ts) and leaves with the next page opened with a network (scripts/offline.ts).
 */
import {
  CITIZEN_REQUEST_SCRIPT_LABELS as LABELS,
  CITIZEN_REQUEST_MESSAGES as MESSAGES,
  ERRORS,
  REQUEST_API,
  REQUEST_ATTACHMENT_TYPES,
  REQUEST_INPUTS,
  REQUEST_LIMITS,
  type RequestReceipt,
  processingTimeLabel,
} from 'shared-types'

import { solvedAltcha } from '../lib/requests/altcha'
import { type FieldError, fieldErrors } from '../lib/requests/fieldErrors'
import { lighter } from '../lib/requests/lighter'
// Imported with the page, not when needed: offline, a file not yet downloaded cannot be.
import { entriesOf, keepRequest } from '../lib/requests/queue'
import { postRequest } from '../lib/requests/send'

const form = document.querySelector<HTMLFormElement>('form[data-request-form]')
if (form) wire(form)

function wire(form: HTMLFormElement): void {
  const area = document.querySelector<HTMLElement>('[data-request-area]')!
  const status = form.querySelector<HTMLElement>('[data-request-status]')!
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const procedure = form.querySelector<HTMLInputElement>(`input[name="${REQUEST_INPUTS.procedure}"]`)!.value
  // The script's French sentences take over from the browser's own bubbles.
  form.noValidate = true
  // No date after today (the commune's day: Dakar keeps UTC).
  for (const input of form.querySelectorAll<HTMLInputElement>('input[data-request-date]'))
    input.max = new Date().toISOString().slice(0, 10)

  // The proof of work, begun at the first touch; each sending uses a new one.
  let proof: Promise<string> | undefined
  const startProof = () => {
    if (proof) return
    const made = solvedAltcha(REQUEST_API.challenge)
    proof = made
    // Marked on the form when ready (the tests and `npm run bench` time it).
    made.then(
      () => {
        if (proof === made) form.dataset.proof = 'ready'
      },
      () => {
        if (proof === made) proof = undefined
      },
    )
  }
  for (const type of ['focusin', 'pointerdown', 'keydown'])
    form.addEventListener(type, () => navigator.onLine && startProof(), { once: true })

  // Chosen files, photos made lighter meanwhile.
  const files = new Map<string, Promise<File>>()
  for (const input of form.querySelectorAll<HTMLInputElement>('input[data-request-file]')) {
    input.addEventListener('change', () => {
      const file = input.files?.[0]
      if (file) files.set(input.name, lighter(file))
      else files.delete(input.name)
    })
  }

  const { show: showErrors, clear: clearErrors } = fieldErrors(form, form, 'demande')

  /** What can be said before sending: blanks, the browser's own reading of numbers, dates and addresses, files. */
  const check = async (): Promise<FieldError[]> => {
    const errors: FieldError[] = []
    const value = (name: string) => String(new FormData(form).get(name) ?? '').trim()
    if (!value(REQUEST_INPUTS.name)) errors.push({ field: REQUEST_INPUTS.name, message: MESSAGES.nameRequired })
    if (!value(REQUEST_INPUTS.phone)) errors.push({ field: REQUEST_INPUTS.phone, message: MESSAGES.phoneRequired })
    const email = form.querySelector<HTMLInputElement>(`input[name="${REQUEST_INPUTS.email}"]`)!
    if (email.validity.typeMismatch) errors.push({ field: REQUEST_INPUTS.email, message: MESSAGES.emailInvalid })
    const beneficiary = value(REQUEST_INPUTS.beneficiary)
    if (!beneficiary) errors.push({ field: REQUEST_INPUTS.beneficiary, message: MESSAGES.beneficiaryRequired })
    if (beneficiary === 'relative' && !value(REQUEST_INPUTS.relation))
      errors.push({ field: REQUEST_INPUTS.relation, message: MESSAGES.relationRequired })
    for (const wrapper of form.querySelectorAll<HTMLElement>('[data-label]')) {
      const name = wrapper.dataset.requestField!
      const label = wrapper.dataset.label!
      const control = wrapper.querySelector<HTMLInputElement>('[data-request-input]')!
      const file = files.get(name)
      if (control.required && !control.value.trim())
        errors.push({ field: name, message: MESSAGES.fieldRequired(label) })
      else if (control.type === 'number' && !control.validity.valid)
        errors.push({ field: name, message: MESSAGES.fieldNumber(label, bound(control.min), bound(control.max)) })
      else if (control.type === 'date' && !control.validity.valid)
        errors.push({ field: name, message: MESSAGES.fieldDate(label) })
      else if (file) {
        status.textContent = MESSAGES.fileShrinking
        const sent = await file
        if (!(REQUEST_ATTACHMENT_TYPES as readonly string[]).includes(sent.type))
          errors.push({ field: name, message: MESSAGES.fileType })
        else if (sent.size > REQUEST_LIMITS.attachmentBytes)
          errors.push({ field: name, message: MESSAGES.fileTooLarge })
      }
    }
    return errors
  }

  /** The form's entries, each photo as made lighter. */
  const formData = async (): Promise<FormData> => {
    const data = new FormData(form)
    for (const [name, file] of files) data.set(name, await file)
    return data
  }

  /** The receipt takes the form's place, and the focus. */
  const showReceipt = (receipt: RequestReceipt) => {
    const template = document.querySelector<HTMLTemplateElement>('template[data-request-receipt]')!
    const section = template.content.firstElementChild!.cloneNode(true) as HTMLElement
    const slot = (name: string) => section.querySelector<HTMLElement>(`[data-slot="${name}"]`)!
    slot('reference').textContent = receipt.reference
    slot('spelled').textContent = LABELS.spelled(receipt.reference)
    slot('notified').textContent = receipt.notified.email
      ? LABELS.notifiedSmsAndEmail
      : receipt.notified.sms
        ? LABELS.notifiedSms
        : ''
    // On this site's own address, whichever the citizen opened it at (the CMS writes the public one).
    const tracking = new URL(receipt.trackingUrl, location.href)
    ;(slot('tracking') as HTMLAnchorElement).href = `${tracking.pathname}${tracking.search}`
    slot('delay').textContent = processingTimeLabel(receipt.processingDays)
    slot('cost').textContent = receipt.cost
    slot('office').textContent = receipt.office
    slot('hours').textContent = receipt.hours
    // Each document as the page lists it, with its pictogram; one the page does not list, as text.
    const listed = [...document.querySelectorAll<HTMLElement>('[data-documents] [data-label]')]
    for (const item of receipt.bring) {
      const same = listed.find((entry) => entry.dataset.label === item)
      slot('bring').append(
        same ? same.cloneNode(true) : Object.assign(document.createElement('li'), { textContent: item }),
      )
    }
    if (receipt.bring.length === 0) section.querySelector('[data-slot-block="bring"]')!.remove()
    if (!receipt.hours) section.querySelector('[data-slot-block="hours"]')!.remove()
    area.replaceChildren(section)
    section.focus()
  }

  /** Kept on the phone until a page of the site is open with a network. */
  const keepOffline = async (data: FormData) => {
    try {
      await keepRequest({
        procedure,
        savedAt: new Date().toISOString(),
        entries: entriesOf(data, [REQUEST_INPUTS.challenge]),
      })
    } catch {
      // No room on the phone, or a browser without IndexedDB: what is typed stays in the form.
      return showErrors([{ message: ERRORS.serverUnreachable }])
    }
    const notice = document.createElement('p')
    notice.className = 'rounded-lg bg-amber-50 px-4 py-3 font-medium text-amber-950 ring-1 ring-amber-300'
    notice.tabIndex = -1
    notice.setAttribute('role', 'status')
    notice.textContent = MESSAGES.offlineSaved
    area.replaceChildren(notice)
    notice.focus()
  }

  let busy = false
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (busy) return
    busy = true
    const label = button.textContent
    button.setAttribute('aria-disabled', 'true')
    button.textContent = MESSAGES.sending
    clearErrors()
    try {
      const errors = await check()
      if (errors.length > 0) return showErrors(errors)
      const data = await formData()
      for (let attempt = 0; attempt < 2; attempt++) {
        if (!navigator.onLine) return await keepOffline(data)
        startProof()
        try {
          data.set(REQUEST_INPUTS.challenge, await proof!)
        } catch (failure) {
          // The challenge could not be fetched: no network on the way (fetch's TypeError), or the CMS out of reach.
          if (!navigator.onLine || failure instanceof TypeError) return await keepOffline(data)
          return showErrors([{ message: ERRORS.serverUnreachable }])
        } finally {
          proof = undefined
          delete form.dataset.proof
        }
        const { status: code, body } = await postRequest(data)
        if (code === 0) return await keepOffline(data)
        if (code === 201) return showReceipt((body as { receipt: RequestReceipt }).receipt)
        const refusal = (body ?? {}) as { message?: string; errors?: FieldError[] }
        const errors = refusal.errors?.length
          ? refusal.errors
          : [{ message: refusal.message ?? ERRORS.serverUnreachable }]
        // An expired proof of work: once more with a new one, unseen by the citizen.
        if (code === 400 && attempt === 0 && errors.every((error) => error.field === REQUEST_INPUTS.challenge)) continue
        return showErrors(
          errors.map((error) => (error.field === REQUEST_INPUTS.challenge ? { message: error.message } : error)),
        )
      }
    } finally {
      busy = false
      status.textContent = ''
      button.textContent = label
      button.removeAttribute('aria-disabled')
    }
  })
  form.dataset.ready = ''
}

const bound = (value: string): number | null => (value === '' ? null : Number(value))
