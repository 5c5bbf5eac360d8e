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

export const CITIZEN_REQUEST_MESSAGES = {
  formTitle: (procedure: string) => `Demande en ligne : ${procedure}`,
  onlineButton: 'Faire la demande en ligne',
  sent: (reference: string) => `Votre demande est enregistrée sous la référence ${reference}.`,
  nameRequired: 'Indiquez votre nom et prénom.',
  phoneRequired: 'Indiquez votre numéro de téléphone portable : vous recevrez la référence par SMS.',
  phoneInvalid: 'Ce numéro n’est pas un numéro de portable du Sénégal (par exemple 77 123 45 67).',
  emailInvalid: 'L’adresse e-mail n’est pas valide.',
  beneficiaryRequired: 'Indiquez si la demande est pour vous ou pour un proche.',
  relationRequired: 'Indiquez votre lien avec la personne (par exemple « mère », « frère »).',
  procedureUnknown: 'Cette démarche n’accepte pas de demande en ligne.',
  fieldRequired: (label: string) => `Le champ « ${label} » est obligatoire.`,
  fieldTooLong: (label: string) =>
    `Le champ « ${label} » est trop long (${REQUEST_LIMITS.textLength} caractères au maximum).`,
  fieldDate: (label: string) => `Le champ « ${label} » doit être une date valide, au plus tard aujourd’hui.`,
  fieldNumber: (label: string, min?: number | null, max?: number | null) =>
    `Le champ « ${label} » doit être un nombre entier${min != null && max != null ? ` entre ${min} et ${max}` : ''}.`,
  fieldChoice: (label: string) => `Choisissez une réponse de la liste pour « ${label} ».`,
  fieldPhone: (label: string) => `Le champ « ${label} » doit être un numéro de téléphone valide.`,
  tooManyFiles: `Joignez ${REQUEST_LIMITS.attachmentsPerRequest} fichiers au plus.`,
  fileType: 'Ce fichier n’est pas accepté : joignez une photo (JPEG ou PNG) ou un PDF.',
  fileTooLarge: 'Ce fichier dépasse 5 Mo : prenez une photo moins grande ou envoyez un PDF plus léger.',
  challengeMissing: 'La vérification anti-robot n’a pas abouti. Rechargez la page et envoyez de nouveau.',
  challengeInvalid: 'La vérification anti-robot a expiré ou n’est pas valide. Envoyez de nouveau le formulaire.',
  tooMany: 'Trop de demandes envoyées depuis cet appareil. Réessayez dans une heure ou venez à la mairie.',
  tooManyForContact: 'Ce numéro ou cette adresse a déjà envoyé 5 demandes aujourd’hui. Réessayez demain.',
  referenceInvalid: 'Indiquez la référence reçue, par exemple DS-2026-00042.',
  digitsInvalid: 'Indiquez les 4 derniers chiffres du numéro de téléphone donné avec la demande.',
  notFound: 'Aucune demande ne correspond à cette référence et à ces chiffres. Vérifiez-les et réessayez.',
  tooManyTries: 'Trop d’essais pour cette référence. Réessayez dans une heure.',
  notIncomplete: 'Cette demande n’attend pas de complément.',
  completeEmpty: 'Écrivez une précision ou joignez un document.',
  completed: 'Merci : votre complément est envoyé à la mairie.',
  offlineSaved:
    'Vous êtes hors ligne : votre demande est gardée sur ce téléphone. Elle partira dès que le site sera ouvert avec une connexion.',
  offlineSent: (reference: string) =>
    `Votre demande gardée hors ligne est partie : elle est enregistrée sous la référence ${reference}.`,
  offlineFailed: 'Votre demande gardée hors ligne n’a pas pu partir. Ouvrez le formulaire pour la renvoyer.',
  // The citizen's pages (site/src/pages/espace-citoyen/demande/[id].astro, site/src/pages/suivi.astro).
  /** The one error summary above a form, its points listed and linked to their fields. */
  errorSummary: (count: number) =>
    count > 1
      ? `La demande n’est pas partie : ${count} points à corriger.`
      : 'La demande n’est pas partie : 1 point à corriger.',
  sending: 'Envoi en cours…',
  fileShrinking: 'Préparation de la photo…',
  trackingNotFoundTitle: 'Demande introuvable',
  offlineTracking: 'Vous êtes hors ligne : le suivi a besoin d’une connexion. Réessayez une fois connecté.',
  stateChangeNeedsNote: 'Écrivez au demandeur ce qui manque (« Message au demandeur »).',
  refusalNeedsNote: 'Écrivez au demandeur la raison du refus (« Message au demandeur »).',
} as const

/** The words of the form page, the receipt and /suivi (docs/product/requests.md#what-a-citizen-gets). */
export const CITIZEN_REQUEST_LABELS = {
  /** The form page's document title, short: the commune's name follows it. */
  documentTitle: (procedure: string) => `Demande : ${procedure}`,
  required: 'obligatoire',
  optional: 'facultatif',
  requiredForRelative: 'obligatoire pour un proche',
  you: 'Vous',
  name: 'Nom et prénom',
  phone: 'Téléphone portable',
  phoneHelp: 'Par exemple : 77 123 45 67. Vous recevrez la référence et les nouvelles de la demande par SMS.',
  email: 'Adresse e-mail',
  emailHelp: 'Pour recevoir aussi les nouvelles par e-mail.',
  forWhom: 'Pour qui ?',
  relation: 'Votre lien avec la personne',
  relationHelp: 'Par exemple : mère, frère, fils. À remplir seulement pour un proche.',
  request: 'La demande',
  choose: 'Choisir dans la liste',
  fileHelp: 'Une photo (JPEG ou PNG) ou un PDF, 5 Mo au plus : les photos sont allégées avant l’envoi.',
  submit: 'Envoyer la demande',
  privacy: 'Vos réponses servent seulement à traiter cette demande : voir',
  receiptTitle: 'Votre demande est enregistrée',
  referenceLabel: 'Votre référence',
  keepReference: 'Notez-la : elle sert à suivre la demande et au guichet.',
  trackLink: 'Suivre ma demande',
  delay: 'Délai de traitement',
  cost: 'À payer au guichet',
  bring: 'À apporter au retrait',
  office: 'Où retirer le document',
  hours: 'Heures d’ouverture',
  nextSteps:
    'La mairie traite la demande puis vous prévient par SMS quand le document est prêt. Vous venez le retirer au guichet avec les pièces demandées et vous payez sur place.',
  trackTitle: 'Suivre une demande',
  trackLead: 'Indiquez la référence reçue par SMS et les 4 derniers chiffres du téléphone donné avec la demande.',
  reference: 'Référence de la demande',
  referenceHelp: 'Par exemple : DS-2026-00042.',
  digits: '4 derniers chiffres du téléphone',
  digitsHelp: 'Ceux du numéro donné avec la demande, par exemple 4567.',
  trackSubmit: 'Voir où en est ma demande',
  /** Before the reference, as /suivi titles a request: « Demande DS-2026-00042 ». */
  requestHeading: 'Demande',
  timeline: 'Étapes de la demande',
  ready: 'Votre document vous attend',
  missing: 'Ce qu’il manque',
  refusal: 'Raison du refus',
  completeTitle: 'Compléter la demande',
  note: 'Votre précision',
  noteHelp: `${REQUEST_LIMITS.noteLength} caractères au plus.`,
  attachment: 'Document (photo ou PDF)',
  completeSubmit: 'Envoyer le complément',
  anotherRequest: 'Suivre une autre demande',
} as const

/**
 * The words the pages' scripts draw (the receipt, the timeline, the offline notice), apart from
 * CITIZEN_REQUEST_LABELS so that the scripts do not carry every word of the pages.
 */
export const CITIZEN_REQUEST_SCRIPT_LABELS = {
  /** How the reference is read out over the phone. */
  spelled: (reference: string) => `À lire au téléphone : ${spellReference(reference)}`,
  notifiedSms: 'Vous allez aussi la recevoir par SMS.',
  notifiedSmsAndEmail: 'Vous allez aussi la recevoir par SMS et par e-mail.',
  currentStep: 'étape actuelle',
  doneStep: 'étape passée',
  nextStep: 'étape à venir',
  openForm: 'Ouvrir le formulaire',
} as const

/** « DS-2026-00042 » as read out, a character at a time: « D S, tiret, 2 0 2 6, tiret, 0 0 0 4 2 ». */
export const spellReference = (reference: string): string =>
  reference
    .split('-')
    .map((part) => [...part].join(' '))
    .join(', tiret, ')

/** The SMS and e-mail a citizen receives (plain words, GSM-7 once sent: messaging/sms/texts.ts). */
export const CITIZEN_REQUEST_NOTIFICATIONS = {
  receivedSms: (commune: string, reference: string, procedure: string, link: string) =>
    `${commune} : demande ${reference} recue (${procedure}). Suivi : ${link}`,
  changedSms: (commune: string, reference: string, state: RequestState, note: string, link: string) =>
    `${commune} : demande ${reference} : ${REQUEST_STATE_LABELS[state]}.${note ? ` ${note}` : ''} Suivi : ${link}`,
  receivedSubject: (reference: string) => `Demande ${reference} reçue`,
  changedSubject: (reference: string, state: RequestState) => `Demande ${reference} : ${REQUEST_STATE_LABELS[state]}`,
} as const

/** Staff's words (panel, /admin, dashboard). */
export const CITIZEN_REQUEST_STAFF_MESSAGES = {
  overdue: 'En retard',
  dueOn: (date: string) => `À rendre le ${date}`,
  receivedThisWeek: 'Demandes reçues cette semaine',
  overdueCount: 'Demandes en retard',
  medianToReady: 'Délai médian jusqu’à « Prête à retirer » (90 jours)',
  days: (count: number) => `${count} jour${count > 1 ? 's' : ''}`,
  print: 'Imprimer la demande',
  exportData: 'Exporter les données du demandeur',
  eraseData: 'Effacer les données personnelles',
  erased: 'Données personnelles effacées',
} as const
