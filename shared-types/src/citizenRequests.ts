import type { SelectOption } from './labels'
import { MB } from './uploads'

/**
 * Online requests (« Demandes en ligne », docs/product/requests.md): a citizen asks for an extract or
 * a certificate from a procedure's page, gets a reference and follows the request on /suivi until it
 * is collected at the counter. These are the words, limits and shapes both apps share.
 */

/** Where a request is: the citizen's timeline and the staff queue's filter. */
export const REQUEST_STATES = ['received', 'processing', 'incomplete', 'ready', 'collected', 'refused'] as const
export type RequestState = (typeof REQUEST_STATES)[number]

export const REQUEST_STATE_LABELS: Record<RequestState, string> = {
  received: 'Reçue',
  processing: 'En traitement',
  incomplete: 'Incomplète',
  ready: 'Prête à retirer',
  collected: 'Retirée',
  refused: 'Refusée',
}
export const REQUEST_STATE_OPTIONS: SelectOption<RequestState>[] = REQUEST_STATES.map((value) => ({
  value,
  label: REQUEST_STATE_LABELS[value],
}))
export const isRequestState = (value: unknown): value is RequestState => REQUEST_STATES.includes(value as RequestState)

/** The usual way of a request, as the timeline draws it; « Incomplète » and « Refusée » step aside from it. */
export const REQUEST_TIMELINE: readonly RequestState[] = ['received', 'processing', 'ready', 'collected']

/** Nothing more happens to these: they count for the retention period and leave the overdue list. */
export const CLOSED_REQUEST_STATES: readonly RequestState[] = ['collected', 'refused']
export const isClosedRequestState = (state: unknown): boolean => CLOSED_REQUEST_STATES.includes(state as RequestState)

/** What the citizen is told with each state (SMS, e-mail, /suivi), before the staff's own note. */
export const REQUEST_STATE_EXPLANATIONS: Record<RequestState, string> = {
  received: 'Votre demande est arrivée à la mairie. Un agent va la traiter.',
  processing: 'Un agent traite votre demande.',
  incomplete: 'Il manque quelque chose pour traiter votre demande. Vous pouvez le compléter depuis la page de suivi.',
  ready: 'Votre document est prêt. Venez le retirer à la mairie.',
  collected: 'Le document a été retiré. La demande est terminée.',
  refused: 'La mairie ne peut pas donner suite à votre demande.',
}

/** Who the request is for. */
export const REQUEST_BENEFICIARIES = ['self', 'relative'] as const
export type RequestBeneficiary = (typeof REQUEST_BENEFICIARIES)[number]
export const REQUEST_BENEFICIARY_LABELS: Record<RequestBeneficiary, string> = {
  self: 'Pour moi',
  relative: 'Pour un proche',
}

/** The kinds of field staff give a procedure's form. */
export const REQUEST_FIELD_KINDS = ['text', 'date', 'number', 'choice', 'phone', 'file'] as const
export type RequestFieldKind = (typeof REQUEST_FIELD_KINDS)[number]
export const REQUEST_FIELD_KIND_OPTIONS: SelectOption<RequestFieldKind>[] = [
  { value: 'text', label: 'Texte' },
  { value: 'date', label: 'Date' },
  { value: 'number', label: 'Nombre' },
  { value: 'choice', label: 'Choix dans une liste' },
  { value: 'phone', label: 'Numéro de téléphone' },
  { value: 'file', label: 'Fichier (photo ou PDF)' },
]

/** A field of a procedure's form, as the procedure stores it and the form page draws it. */
export interface RequestFormField {
  /** The array row's id: the form input's name is `champ-<id>`, stable when staff rename the label. */
  id: string
  label: string
  kind: RequestFieldKind
  required: boolean
  help?: string | null
  /** For a choice. */
  options?: string[] | null
  /** For a number. */
  min?: number | null
  max?: number | null
}

/** The form input that carries a field's answer. */
export const requestFieldInputName = (fieldId: string): string => `champ-${fieldId}`

export const REQUEST_LIMITS = {
  /** A file as sent: photos are shrunk in the browser first (shared-types/shrinkImage). */
  attachmentBytes: 5 * MB,
  /** Files in one sending (identity document, a page of the family book...). */
  attachmentsPerRequest: 4,
  /** Any text answer, a name, a place. */
  textLength: 200,
  /** A correction or a note. */
  noteLength: 1000,
  /** Wrong reference and digits for one reference before /suivi refuses it for the hour. */
  trackingTriesPerHour: 5,
  /** Requests per phone number and per e-mail address in a day. */
  requestsPerContactPerDay: 5,
} as const

/** What a citizen may attach: identity documents photographed or scanned. */
export const REQUEST_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const

/** The request's reference, read out over the phone: « DS-2026-00042 ». */
export const REQUEST_REFERENCE_PREFIX = 'DS'
export const requestReference = (year: number, sequence: number): string =>
  `${REQUEST_REFERENCE_PREFIX}-${year}-${String(sequence).padStart(5, '0')}`
const REFERENCE_PATTERN = /^DS-(\d{4})-(\d{5,7})$/

/** The sequence of a reference, for the next one of its year. */
export function referenceSequence(reference: string): number | undefined {
  const match = REFERENCE_PATTERN.exec(reference)
  return match ? Number(match[2]) : undefined
}

/**
 * A reference as a citizen types it: any case, spaces or dashes, the zeros or not
 * (« ds 2026 42 » → « DS-2026-00042 »); undefined when it cannot be one.
 */
export function normalizeReference(typed: unknown): string | undefined {
  if (typeof typed !== 'string') return undefined
  const match = /^\s*DS[\s\-_.]*(\d{4})[\s\-_.]*(\d{1,7})\s*$/i.exec(typed)
  if (!match) return undefined
  return requestReference(Number(match[1]), Number(match[2]))
}

/** The last four digits of a phone number, as the tracking form asks them. */
export const isFourDigits = (value: unknown): value is string => typeof value === 'string' && /^\d{4}$/.test(value)

/** The site's pages: a procedure's form and the tracking page. */
export const REQUEST_FORM_PATH = (procedureId: number | string): string => `/espace-citoyen/demande/${procedureId}`
export const REQUEST_TRACKING_PATH = '/suivi'
/** The link a citizen receives: opens the request without typing anything. */
export const requestTrackingLink = (siteUrl: string, reference: string, key: string): string =>
  `${siteUrl.replace(/\/$/, '')}${REQUEST_TRACKING_PATH}?ref=${encodeURIComponent(reference)}&cle=${encodeURIComponent(key)}`

/** The CMS routes (docs/API.md#online-requests), under /api/citizen-requests. */
export const REQUEST_API = {
  challenge: '/api/citizen-requests/challenge',
  submit: '/api/citizen-requests/submit',
  track: '/api/citizen-requests/track',
  complete: '/api/citizen-requests/complete',
} as const

/** Form inputs every request has, whatever the procedure. */
export const REQUEST_INPUTS = {
  procedure: 'procedure',
  name: 'nom',
  phone: 'telephone',
  email: 'email',
  beneficiary: 'pour',
  relation: 'lien',
  attachment: 'piece',
  challenge: 'altcha',
  reference: 'reference',
  digits: 'chiffres',
  key: 'cle',
  note: 'note',
} as const

/** One step of the timeline, as /suivi shows it. */
export interface RequestTimelineStep {
  state: RequestState
  label: string
  at: string
  /** What staff wrote to the citizen with this change. */
  note?: string
}

/** What /suivi answers for a request: never a name, a number or an answer of the form. */
export interface RequestTracking {
  reference: string
  procedure: string
  state: RequestState
  stateLabel: string
  explanation: string
  receivedAt: string
  steps: RequestTimelineStep[]
  /** Where and when to collect, what to bring: once ready. */
  collection?: { office: string; hours: string; bring: string[]; cost: string }
  /** An incomplete request can be completed from /suivi. */
  canComplete: boolean
}

/** What the form page shows once sent, and the no-JavaScript answer too. */
export interface RequestReceipt {
  reference: string
  trackingUrl: string
  procedure: string
  processingDays: number
  cost: string
  office: string
  hours: string
  bring: string[]
  /** Whether an SMS and an e-mail were queued. */
  notified: { sms: boolean; email: boolean }
}
