import { formatLongDate } from './format'

/**
 * What the commune says about its projects as a whole: how many are under way (the home page's key
 * figure, counted from the projects rather than typed), and which « En cours » project has outlived
 * its end date (the panel warns the clerk, since a citizen would read it as a stalled project).
 */

interface ProjectDates {
  status?: string | null
  endDate?: string | Date | null
}

/** The projects staff mark « En cours ». */
export const countProjectsInProgress = (projects: readonly ProjectDates[]): number =>
  projects.filter((project) => project.status === 'IN_PROGRESS').length

/** The day a date falls on, Dakar's calendar (UTC all year round). */
const dayOf = (value: string | Date): string => new Date(value).toISOString().slice(0, 10)

/** True when a project still « En cours » has an end date before `today`. */
export function isOverdueProject(project: ProjectDates, today: Date = new Date()): boolean {
  if (project.status !== 'IN_PROGRESS' || !project.endDate) return false
  const end = new Date(project.endDate)
  if (Number.isNaN(end.getTime())) return false
  return dayOf(end) < dayOf(today)
}

/** The panel's warning on such a project. */
export const overdueProjectWarning = (endDate: string | Date): string =>
  `Ce projet est « En cours » alors que sa date de fin (${formatLongDate(endDate)}) est passée. Mettez à jour son statut, son avancement ou sa date de fin : les citoyens le lisent sur le site.`
