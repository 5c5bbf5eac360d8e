/**
 * The pictograms staff can pick: for the rows of the commune's pages (priority axes, ways to take
 * part, investment points), and for services, their features and procedures. The site maps each
 * value to a drawing; the CMS offers them by their French names.
 */

interface IconOption<V extends string> {
  value: V
  label: string
}

const options = <V extends string>(labels: Record<V, string>): IconOption<V>[] =>
  (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }))

const AXIS_ICON_LABELS = {
  governance: 'Gouvernance (bâtiment public)',
  infrastructure: 'Infrastructures (bâtiment)',
  economy: 'Économie (courbe)',
  education: 'Éducation (toque)',
  environment: 'Environnement (feuille)',
} as const
export type AxisIcon = keyof typeof AXIS_ICON_LABELS
export const AXIS_ICON_OPTIONS = /* @__PURE__ */ options<AxisIcon>(AXIS_ICON_LABELS)

const PARTICIPATION_ICON_LABELS = {
  committees: 'Comités (personnes)',
  budget: 'Budget (porte-monnaie)',
  forums: 'Forums (bulles de dialogue)',
} as const
export type ParticipationIcon = keyof typeof PARTICIPATION_ICON_LABELS
export const PARTICIPATION_ICON_OPTIONS = /* @__PURE__ */ options<ParticipationIcon>(PARTICIPATION_ICON_LABELS)

const INVEST_ICON_LABELS = {
  map: 'Carte',
  sprout: 'Pousse',
  users: 'Personnes',
  handshake: 'Poignée de main',
  store: 'Commerce',
  route: 'Route',
  graduation: 'Toque',
  sun: 'Soleil',
  palm: 'Palmier',
  landmark: 'Bâtiment public',
  shield: 'Bouclier',
  trending: 'Courbe en hausse',
} as const
export type InvestIcon = keyof typeof INVEST_ICON_LABELS
export const INVEST_ICON_OPTIONS = /* @__PURE__ */ options<InvestIcon>(INVEST_ICON_LABELS)

const PRIORITY_LABELS_BY_VALUE = { haute: 'Priorité haute', moyenne: 'Priorité moyenne' } as const
export type PlanPriority = keyof typeof PRIORITY_LABELS_BY_VALUE
export const PLAN_PRIORITY_LABELS: Record<PlanPriority, string> = PRIORITY_LABELS_BY_VALUE
export const PLAN_PRIORITY_OPTIONS = /* @__PURE__ */ options<PlanPriority>(PRIORITY_LABELS_BY_VALUE)

/** The icons of services, their features and procedures (stored as text: older items may hold others). */
const CONTENT_ICON_LABELS = {
  ambulance: 'Ambulance',
  baby: 'Bébé',
  backpack: 'Cartable',
  book: 'Livre',
  building: 'Bâtiment',
  calendar: 'Calendrier',
  certificate: 'Document officiel',
  clock: 'Horloge',
  droplet: 'Goutte d’eau',
  faucet: 'Robinet',
  flask: 'Analyses',
  'hand-heart': 'Entraide',
  home: 'Maison',
  hospital: 'Hôpital',
  'id-card': 'Carte d’identité',
  language: 'Langues',
  rings: 'Mariage',
  road: 'Route',
  school: 'École',
  sign: 'Panneau indicateur',
  stamp: 'Tampon',
  stethoscope: 'Stéthoscope',
  syringe: 'Vaccin',
  trash: 'Déchets',
  truck: 'Camion',
  users: 'Personnes',
  utensils: 'Repas',
  water: 'Eau',
} as const
export type ContentIcon = keyof typeof CONTENT_ICON_LABELS
export const CONTENT_ICON_OPTIONS = /* @__PURE__ */ options<ContentIcon>(CONTENT_ICON_LABELS)

export const UNKNOWN_ICON_MESSAGE = 'Choisissez une icône dans la liste'

/** An icon as older items may hold it (« fa-baby », « Baby »), read as one of the list, or none. */
export function contentIconOf(name: string | null | undefined): ContentIcon | null {
  const key = (name ?? '')
    .trim()
    .toLowerCase()
    .replace(/^(fa|fas|lucide)[- ]/, '')
  return Object.hasOwn(CONTENT_ICON_LABELS, key) ? (key as ContentIcon) : null
}
