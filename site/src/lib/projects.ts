import type { Project } from 'shared-types/payload-types'

/** What the projects pages compute from the CMS's projects (texts live in content/projects.ts). */

/** Current projects first, then what is coming, then what is over. */
const STATUS_ORDER: Record<string, number> = { IN_PROGRESS: 0, PLANNED: 1, COMPLETED: 2, CANCELLED: 3 }

/** By status; within a status the CMS's own order (most recent start first) is kept: sort is stable. */
export function sortProjects(projects: Project[]): Project[] {
  return [...projects].sort((a, b) => (STATUS_ORDER[a.status] ?? 9) - (STATUS_ORDER[b.status] ?? 9))
}

/** Number of cards in the "Projets en cours" tab; the full list is one click away. */
export const FEATURED_PROJECTS = 3

/** The cards of the tab: the projects in progress, or the first ones of any status when none is. */
export function featuredProjects(sorted: Project[]): Project[] {
  const current = sorted.filter((project) => project.status === 'IN_PROGRESS')
  return (current.length > 0 ? current : sorted).slice(0, FEATURED_PROJECTS)
}

const year = (value: string | null | undefined): number | undefined => {
  const date = value ? new Date(value) : undefined
  return date && !Number.isNaN(date.getTime()) ? date.getUTCFullYear() : undefined
}

/** '2023 - 2024', '2023' or 'Depuis 2023' when no end date is known. */
export function projectPeriod(project: Pick<Project, 'startDate' | 'endDate'>): string {
  const start = year(project.startDate)
  const end = year(project.endDate)
  if (start === undefined) return end === undefined ? '' : `Jusqu’en ${end}`
  if (end === undefined) return `Depuis ${start}`
  return start === end ? String(start) : `${start} - ${end}`
}

/** Sum of the numeric budgets (budgets are free text in the CMS; others are left out). */
export function totalBudget(projects: Project[]): number {
  return projects.reduce((sum, project) => {
    const value = Number((project.budget ?? '').replace(/[\s\u00a0\u202f]/g, ''))
    return Number.isFinite(value) ? sum + value : sum
  }, 0)
}

/** DOM ids of a project's dialog and its title. */
export const projectDialogId = (project: Pick<Project, 'id'>): string => `projet-details-${project.id}`

/** The id of a project's card (or row) on the projects page: the target of its details link. */
export const projectAnchorId = (project: Pick<Project, 'id'>): string => `projet-${project.id}`

/**
 * Where « Détails du projet » leads from elsewhere: the "Projets en cours" tab, where the project's
 * card is, at its card (a plain anchor that works without JavaScript); the page's script then
 * opens the project's dialog (scripts/projectsPage.ts).
 */
export const projectDetailsHref = (project: Pick<Project, 'id'>): string =>
  `/projets/initiatives#${projectAnchorId(project)}`
