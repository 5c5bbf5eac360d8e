/**
 * « Suivre une demande » (pages/suivi.astro, docs/product/requests.md#tracking): asks the CMS
 * for a request by its reference and the phone's last four digits, or by the key of the link sent
 * by SMS and e-mail, and draws it: where it is on its way, the staff's messages, where and when to
 * collect it once ready, what is missing (with a form to add it) or why it was refused. The key is
 * taken out of the address bar at once (history.replaceState), so that it stays in no history list.
 */
import {
  CITIZEN_REQUEST_SCRIPT_LABELS as LABELS,
  CITIZEN_REQUEST_MESSAGES as MESSAGES,
  ERRORS,
  REQUEST_API,
  REQUEST_ATTACHMENT_TYPES,
  REQUEST_INPUTS,
  REQUEST_LIMITS,
  REQUEST_TRACKING_PATH,
  type RequestTracking,
  formatLongDateTime,
  isFourDigits,
  isoDate,
  normalizeReference,
} from 'shared-types'

import { type FieldError, fieldErrors } from '../lib/requests/fieldErrors'
import { lighter } from '../lib/requests/lighter'
import { postRequest } from '../lib/requests/send'
import { type TimelineEntry, currentNote, timelineOf } from '../lib/requests/timeline'

type Credentials = { reference: string; chiffres: string } | { reference: string; cle: string }

const form = document.querySelector<HTMLFormElement>('form[data-track-form]')
if (form) wire(form)

function wire(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[data-track-status]')!
  const result = document.querySelector<HTMLElement>('[data-track-result]')!
  const referenceInput = form.querySelector<HTMLInputElement>(`input[name="${REQUEST_INPUTS.reference}"]`)!
  const digitsInput = form.querySelector<HTMLInputElement>(`input[name="${REQUEST_INPUTS.digits}"]`)!
  const errors = fieldErrors(form, form, 'suivi')
  form.noValidate = true

  /** Asks the CMS; the request drawn, or its refusal said. */
  const track = async (credentials: Credentials): Promise<void> => {
    errors.clear()
    status.textContent = MESSAGES.sending
    let response: Response
    try {
      response = await fetch(REQUEST_API.track, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      })
    } catch {
      status.textContent = ''
      return errors.show(
        [{ message: navigator.onLine ? ERRORS.serverUnreachable : MESSAGES.offlineTracking }],
        MESSAGES.trackingNotFoundTitle,
      )
    }
    status.textContent = ''
    const body = (await response.json().catch(() => null)) as {
      tracking?: RequestTracking
      message?: string
      errors?: FieldError[]
    } | null
    if (response.ok && body?.tracking) return show(body.tracking, credentials)
    const refusals = body?.errors?.length ? body.errors : [{ message: body?.message ?? ERRORS.serverUnreachable }]
    errors.show(refusals, MESSAGES.trackingNotFoundTitle)
  }

  /** The request, drawn under the form and given the focus. */
  const show = (tracking: RequestTracking, credentials: Credentials, message?: string) => {
    const template = document.querySelector<HTMLTemplateElement>('template[data-track-template]')!
    const section = template.content.firstElementChild!.cloneNode(true) as HTMLElement
    const slot = (name: string) => section.querySelector<HTMLElement>(`[data-slot="${name}"]`)!
    const block = (name: string) => section.querySelector<HTMLElement>(`[data-slot-block="${name}"]`)!
    slot('procedure').textContent = tracking.procedure
    slot('reference').textContent = tracking.reference
    slot('state').textContent = tracking.stateLabel
    slot('explanation').textContent = tracking.explanation
    if (message) {
      slot('message').textContent = message
      slot('message').hidden = false
    }
    const collection = tracking.state === 'ready' ? tracking.collection : undefined
    if (collection) {
      slot('office').textContent = collection.office
      slot('hours').textContent = collection.hours
      slot('cost').textContent = collection.cost
      for (const item of collection.bring) slot('bring').append(element('li', '', item))
      if (!collection.hours) block('hours').remove()
      if (collection.bring.length === 0) block('bring').remove()
    } else block('ready').remove()
    if (tracking.state === 'refused') slot('reason').textContent = currentNote(tracking) ?? tracking.explanation
    else block('refused').remove()
    if (tracking.state === 'incomplete') {
      slot('missing').textContent = currentNote(tracking) ?? tracking.explanation
      const complete = section.querySelector<HTMLFormElement>('form[data-complete-form]')!
      if (tracking.canComplete) wireComplete(complete, credentials)
      else complete.remove()
    } else block('incomplete').remove()
    slot('timeline').append(...timelineOf(tracking).map(step))
    result.replaceChildren(section)
    section.focus()
  }

  /** « Compléter la demande »: a note, a document, or both; the request drawn again once received. */
  const wireComplete = (complete: HTMLFormElement, credentials: Credentials) => {
    complete.noValidate = true
    const note = complete.querySelector<HTMLTextAreaElement>('textarea')!
    const file = complete.querySelector<HTMLInputElement>('input[type="file"]')!
    const completeErrors = fieldErrors(complete, form, 'suivi')
    let chosen: Promise<File> | undefined
    file.addEventListener('change', () => {
      chosen = file.files?.[0] ? lighter(file.files[0]) : undefined
    })
    let busy = false
    complete.addEventListener('submit', async (event) => {
      event.preventDefault()
      if (busy) return
      busy = true
      completeErrors.clear()
      try {
        const piece = await chosen
        if (!note.value.trim() && !piece)
          return completeErrors.show([{ field: REQUEST_INPUTS.note, message: MESSAGES.completeEmpty }])
        if (piece && !(REQUEST_ATTACHMENT_TYPES as readonly string[]).includes(piece.type))
          return completeErrors.show([{ field: REQUEST_INPUTS.attachment, message: MESSAGES.fileType }])
        if (piece && piece.size > REQUEST_LIMITS.attachmentBytes)
          return completeErrors.show([{ field: REQUEST_INPUTS.attachment, message: MESSAGES.fileTooLarge }])
        const data = new FormData()
        for (const [name, value] of Object.entries(credentials)) data.set(name, value)
        data.set(REQUEST_INPUTS.note, note.value.trim())
        if (piece) data.set(REQUEST_INPUTS.attachment, piece)
        const { status: code, body } = await postRequest(data, REQUEST_API.complete)
        const answer = (body ?? {}) as { message?: string; tracking?: RequestTracking; errors?: FieldError[] }
        if (code === 200 && answer.tracking)
          return show(answer.tracking, credentials, answer.message ?? MESSAGES.completed)
        if (code === 0) return completeErrors.show([{ message: MESSAGES.offlineTracking }])
        completeErrors.show(
          answer.errors?.length ? answer.errors : [{ message: answer.message ?? ERRORS.serverUnreachable }],
        )
      } finally {
        busy = false
      }
    })
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const reference = normalizeReference(referenceInput.value)
    const digits = digitsInput.value.trim()
    const refusals: FieldError[] = []
    if (!reference) refusals.push({ field: REQUEST_INPUTS.reference, message: MESSAGES.referenceInvalid })
    if (!isFourDigits(digits)) refusals.push({ field: REQUEST_INPUTS.digits, message: MESSAGES.digitsInvalid })
    errors.clear()
    if (refusals.length > 0 || !reference) return errors.show(refusals)
    referenceInput.value = reference
    void track({ reference, chiffres: digits })
  })

  // The link of an SMS or an e-mail: the request opens at once, and the key leaves the address bar.
  const params = new URLSearchParams(location.search)
  const linked = normalizeReference(params.get('ref'))
  if (linked) referenceInput.value = linked
  const key = params.get('cle')
  if (linked && key) {
    history.replaceState(history.state, '', `${REQUEST_TRACKING_PATH}?ref=${encodeURIComponent(linked)}`)
    void track({ reference: linked, cle: key })
  }
  form.dataset.ready = ''
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  node.textContent = text
  return node
}

const STATUS_WORDS = { done: LABELS.doneStep, current: LABELS.currentStep, upcoming: LABELS.nextStep } as const

/** One step of the timeline: a dot on the line, its name, whether passed, current or to come, its date and messages. */
function step(entry: TimelineEntry): HTMLLIElement {
  const item = element(
    'li',
    `relative border-l-2 pb-6 pl-6 last:border-transparent last:pb-0 ${entry.status === 'done' ? 'border-primary-700' : 'border-gray-300'}`,
  )
  const dot = element(
    'span',
    `absolute -left-[9px] top-1 size-4 rounded-full ${
      entry.status === 'done'
        ? 'bg-primary-700'
        : entry.status === 'current'
          ? 'bg-white ring-4 ring-primary-700'
          : 'bg-white ring-2 ring-gray-400'
    }`,
  )
  dot.setAttribute('aria-hidden', 'true')
  const title = element(
    'p',
    entry.status === 'current'
      ? 'font-bold text-primary-900'
      : entry.status === 'done'
        ? 'font-semibold text-gray-900'
        : 'text-gray-700',
    entry.label,
  )
  title.append(
    element(
      'span',
      entry.status === 'current' ? 'ml-2 text-sm font-medium' : 'sr-only',
      ` (${STATUS_WORDS[entry.status]})`,
    ),
  )
  item.append(dot, title)
  if (entry.status === 'current') item.setAttribute('aria-current', 'step')
  if (entry.at) {
    const time = element('time', 'block text-sm text-gray-700', formatLongDateTime(entry.at))
    time.dateTime = isoDate(entry.at) ?? ''
    item.append(time)
  }
  for (const note of entry.notes)
    item.append(
      element(
        'p',
        'mt-2 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800 ring-1 ring-gray-200',
        `« ${note.text} »`,
      ),
    )
  return item
}
