export type BadgeTone = 'green' | 'yellow' | 'red' | 'blue' | 'purple' | 'grey'

export interface Badge {
  label: string
  tone: BadgeTone
}

/** Shape accepted by Payload `select` fields (kept mutable so it fits `Option[]`). */
export interface SelectOption<V extends string = string> {
  label: string
  value: V
  /** The heading it comes under in a list of many (an <optgroup>); consecutive options share one. */
  group?: string
}

function toOptions<V extends string>(values: readonly V[], labels: Record<V, string>): SelectOption<V>[] {
  return values.map((value) => ({ label: labels[value], value }))
}

function hasKey<K extends string>(record: Record<K, unknown>, key: string): key is K {
  return Object.hasOwn(record, key)
}

/** 'AGRICULTURE' → 'Agriculture'. */
/** A known value's French label; any other value capitalised (docs/product/services.md#the-service). */
function labelOrCapitalized<K extends string>(labels: Record<K, string>, value: string | null | undefined): string {
  const key = value ?? ''
  return hasKey(labels, key) ? labels[key] : capitalize(key)
}

export function capitalize(value: string | null | undefined): string {
  const [first = '', ...rest] = Array.from(value ?? '')
  return first.toLocaleUpperCase('fr-FR') + rest.join('').toLocaleLowerCase('fr-FR')
}

// Projects

export const PROJECT_STATUSES = ['PLANNED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]
export const DEFAULT_PROJECT_STATUS: ProjectStatus = 'PLANNED'

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  PLANNED: 'Planifié',
  IN_PROGRESS: 'En cours',
  COMPLETED: 'Terminé',
  CANCELLED: 'Annulé',
}

const PROJECT_STATUS_TONES: Record<ProjectStatus, BadgeTone> = {
  PLANNED: 'blue',
  IN_PROGRESS: 'yellow',
  COMPLETED: 'green',
  CANCELLED: 'red',
}

export const PROJECT_STATUS_OPTIONS = /* @__PURE__ */ toOptions(PROJECT_STATUSES, PROJECT_STATUS_LABELS)

/** Unknown statuses are shown raw in grey (docs/product/projects.md#the-project). */
export function projectStatusBadge(status: string | null | undefined): Badge {
  const value = status ?? ''
  if (hasKey(PROJECT_STATUS_LABELS, value)) {
    return { label: PROJECT_STATUS_LABELS[value], tone: PROJECT_STATUS_TONES[value] }
  }
  return { label: value, tone: 'grey' }
}

// Services

export const SERVICE_CATEGORIES = ['EDUCATION', 'SANTE', 'INFRASTRUCTURES'] as const
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number]
export const DEFAULT_SERVICE_CATEGORY: ServiceCategory = 'EDUCATION'

export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  EDUCATION: 'Éducation',
  SANTE: 'Santé',
  INFRASTRUCTURES: 'Infrastructures',
}

export const SERVICE_CATEGORY_OPTIONS = /* @__PURE__ */ toOptions(SERVICE_CATEGORIES, SERVICE_CATEGORY_LABELS)

export const serviceCategoryLabel = (value: string | null | undefined): string =>
  labelOrCapitalized(SERVICE_CATEGORY_LABELS, value)

// Procedures

export const PROCEDURE_CATEGORIES = ['ETAT_CIVIL', 'IDENTITE', 'ATTESTATIONS', 'URBANISME', 'SOCIAL'] as const
export type ProcedureCategory = (typeof PROCEDURE_CATEGORIES)[number]
export const DEFAULT_PROCEDURE_CATEGORY: ProcedureCategory = 'ETAT_CIVIL'

export const PROCEDURE_CATEGORY_LABELS: Record<ProcedureCategory, string> = {
  ETAT_CIVIL: 'État civil',
  IDENTITE: 'Identité',
  ATTESTATIONS: 'Attestations',
  URBANISME: 'Urbanisme',
  SOCIAL: 'Social',
}

export const PROCEDURE_CATEGORY_OPTIONS = /* @__PURE__ */ toOptions(PROCEDURE_CATEGORIES, PROCEDURE_CATEGORY_LABELS)

export const procedureCategoryLabel = (value: string | null | undefined): string =>
  labelOrCapitalized(PROCEDURE_CATEGORY_LABELS, value)

// News

export const NEWS_CATEGORIES = ['culture', 'education', 'environnement', 'sante', 'evenements'] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]

export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  culture: 'Culture',
  education: 'Éducation',
  environnement: 'Environnement',
  sante: 'Santé',
  evenements: 'Événements',
}

export const NEWS_CATEGORY_OPTIONS = /* @__PURE__ */ toOptions(NEWS_CATEGORIES, NEWS_CATEGORY_LABELS)

export const newsCategoryLabel = (value: string | null | undefined): string =>
  labelOrCapitalized(NEWS_CATEGORY_LABELS, value)

// Downloadable documents of the citizen space (forms, budgets, town planning, civil status)

export const DOCUMENT_CATEGORIES = ['FORMULAIRE', 'BUDGET', 'URBANISME', 'ETAT_CIVIL', 'AUTRE'] as const
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  FORMULAIRE: 'Formulaires',
  BUDGET: 'Budget et finances',
  URBANISME: 'Urbanisme',
  ETAT_CIVIL: 'État civil',
  AUTRE: 'Autres',
}

export const DOCUMENT_CATEGORY_OPTIONS = /* @__PURE__ */ toOptions(DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS)

export const documentCategoryLabel = (value: string | null | undefined): string =>
  labelOrCapitalized(DOCUMENT_CATEGORY_LABELS, value)

// Municipal decisions (council deliberations, mayor's orders, minutes)

export const DECISION_TYPES = ['DELIBERATION', 'ARRETE', 'PROCES_VERBAL', 'AUTRE'] as const
export type DecisionType = (typeof DECISION_TYPES)[number]

export const DECISION_TYPE_LABELS: Record<DecisionType, string> = {
  DELIBERATION: 'Délibération du conseil municipal',
  ARRETE: 'Arrêté du maire',
  PROCES_VERBAL: 'Procès-verbal de séance',
  AUTRE: 'Autre',
}

export const DECISION_TYPE_OPTIONS = /* @__PURE__ */ toOptions(DECISION_TYPES, DECISION_TYPE_LABELS)

export const decisionTypeLabel = (value: string | null | undefined): string =>
  labelOrCapitalized(DECISION_TYPE_LABELS, value)

// Investments (status is free text in the data, so the list only drives the badge and the select)

export const INVESTMENT_STATUSES = [
  'En recherche de partenaires',
  'Études préliminaires',
  "Recherche d'investisseurs",
  'En cours',
  'Terminé',
] as const
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number]
export const DEFAULT_INVESTMENT_STATUS: InvestmentStatus = 'En recherche de partenaires'

const INVESTMENT_STATUS_TONES: Record<InvestmentStatus, BadgeTone> = {
  'En recherche de partenaires': 'blue',
  'Études préliminaires': 'purple',
  "Recherche d'investisseurs": 'blue',
  'En cours': 'yellow',
  Terminé: 'green',
}

export const INVESTMENT_STATUS_OPTIONS: SelectOption<InvestmentStatus>[] = INVESTMENT_STATUSES.map((value) => ({
  label: value,
  value,
}))

// Editors may type a typographic apostrophe or decomposed accents; compare on a normal form.
function normalizeStatus(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\u2019/g, "'")
    .trim()
    .toLocaleLowerCase('fr-FR')
}

const INVESTMENT_TONE_BY_KEY = /* @__PURE__ */ new Map<string, BadgeTone>(
  INVESTMENT_STATUSES.map((status) => [normalizeStatus(status), INVESTMENT_STATUS_TONES[status]]),
)

/** Known statuses match case-insensitively; the label is always the status as given. */
export function investmentStatusBadge(status: string | null | undefined): Badge {
  const label = status ?? ''
  return { label, tone: INVESTMENT_TONE_BY_KEY.get(normalizeStatus(label)) ?? 'grey' }
}

// Gallery

export type GalleryTypeLabel = 'photo' | 'vidéo'

/** 'IMAGE' in any case is a photo; anything else is a video (docs/product/gallery.md#the-gallery-item). */
export function galleryTypeLabel(type: string | null | undefined): GalleryTypeLabel {
  return (type ?? '').trim().toUpperCase() === 'IMAGE' ? 'photo' : 'vidéo'
}

/**
 * Where staff are with a citizen's contact message (the panel's « Suivi »): « Répondu » once a reply
 * went from the panel (docs/product/citizen-space.md#contact-form), « Clos » when nothing more is to do.
 */
export const CONTACT_FOLLOW_UPS = ['new', 'inProgress', 'answered', 'closed'] as const
export type ContactFollowUp = (typeof CONTACT_FOLLOW_UPS)[number]
export const CONTACT_FOLLOW_UP_OPTIONS: { value: ContactFollowUp; label: string }[] = [
  { value: 'new', label: 'Nouveau' },
  { value: 'inProgress', label: 'En cours' },
  { value: 'answered', label: 'Répondu' },
  { value: 'closed', label: 'Clos' },
]
