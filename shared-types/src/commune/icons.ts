/**
 * The pictograms staff can pick for the rows of the commune's pages (priority axes, ways to take
 * part, investment points). Those of services, their features, procedures and the documents they
 * ask for are one set of their own (./pictograms.ts). The site maps each value to a drawing; the
 * CMS offers them by their French names.
 */

export interface IconOption<V extends string> {
  value: V
  label: string
}

export const iconOptions = <V extends string>(labels: Record<V, string>): IconOption<V>[] =>
  (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }))

const AXIS_ICON_LABELS = {
  governance: 'Gouvernance (bâtiment public)',
  infrastructure: 'Infrastructures (bâtiment)',
  economy: 'Économie (courbe)',
  education: 'Éducation (toque)',
  environment: 'Environnement (feuille)',
} as const
export type AxisIcon = keyof typeof AXIS_ICON_LABELS
export const AXIS_ICON_OPTIONS = /* @__PURE__ */ iconOptions<AxisIcon>(AXIS_ICON_LABELS)

const PARTICIPATION_ICON_LABELS = {
  committees: 'Comités (personnes)',
  budget: 'Budget (porte-monnaie)',
  forums: 'Forums (bulles de dialogue)',
} as const
export type ParticipationIcon = keyof typeof PARTICIPATION_ICON_LABELS
export const PARTICIPATION_ICON_OPTIONS = /* @__PURE__ */ iconOptions<ParticipationIcon>(PARTICIPATION_ICON_LABELS)

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
export const INVEST_ICON_OPTIONS = /* @__PURE__ */ iconOptions<InvestIcon>(INVEST_ICON_LABELS)

const PRIORITY_LABELS_BY_VALUE = { haute: 'Priorité haute', moyenne: 'Priorité moyenne' } as const
export type PlanPriority = keyof typeof PRIORITY_LABELS_BY_VALUE
export const PLAN_PRIORITY_LABELS: Record<PlanPriority, string> = PRIORITY_LABELS_BY_VALUE
export const PLAN_PRIORITY_OPTIONS = /* @__PURE__ */ iconOptions<PlanPriority>(PRIORITY_LABELS_BY_VALUE)
