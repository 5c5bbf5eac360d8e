/**
 * The tabs of the projects page (docs/product/projects.md#projects-page). Its texts are the CMS's
 * (projects-page global); what is computed from the CMS's projects lives in lib/projects.ts.
 */

// ---------------------------------------------------------------------------------------------
// Tabs: one pre-rendered route per tab, so a deep link works without JavaScript.
// ---------------------------------------------------------------------------------------------

export type ProjectTabId = 'vue-ensemble' | 'projets-en-cours' | 'plan-quinquennal'

export interface ProjectTab {
  id: ProjectTabId
  label: string
  /** The route that opens the page on this tab. */
  href: string
  /** That route's <title> and description; `{période}` stands for the plan's period (projects-page global). */
  pageTitle: string
  description: string
}

export const PROJECT_TABS: ProjectTab[] = [
  {
    id: 'vue-ensemble',
    label: "Vue d'ensemble",
    href: '/projets',
    pageTitle: 'Projets et développement',
    description:
      'Les cinq axes prioritaires du développement de la commune, ses projets en cours et son plan quinquennal {période}.',
  },
  {
    id: 'projets-en-cours',
    label: 'Projets en cours',
    href: '/projets/initiatives',
    pageTitle: 'Initiatives et projets en cours',
    description:
      'Eau potable, électrification rurale, pistes : avancement, budget et partenaires des projets en cours dans la commune.',
  },
  {
    id: 'plan-quinquennal',
    label: 'Plan quinquennal',
    href: '/projets/plan-quinquennal',
    pageTitle: 'Plan quinquennal {période}',
    description:
      'Vision, objectifs généraux et projets structurants du Plan de Développement Quinquennal {période} de la commune.',
  },
]

export const tabById = (id: ProjectTabId): ProjectTab => PROJECT_TABS.find((tab) => tab.id === id)!

/** A tab's title and description with the five-year plan's period staff gave. */
export const withPlanPeriod = (tab: ProjectTab, period: string): ProjectTab => ({
  ...tab,
  pageTitle: tab.pageTitle.replaceAll('{période}', period),
  description: tab.description.replaceAll('{période}', period),
})
