import { countProjectsInProgress } from '../projects'

/**
 * The home page's key figures: a value staff type (« 18 500+ » inhabitants), or one the site counts
 * from the content at each build, so that it cannot drift from what the projects page lists.
 */
export const KEY_FIGURE_SOURCES = ['typed', 'projectsInProgress'] as const
export type KeyFigureSource = (typeof KEY_FIGURE_SOURCES)[number]

export const KEY_FIGURE_SOURCE_OPTIONS = [
  { label: 'Saisie', value: 'typed' },
  { label: 'Nombre de projets en cours (calculé)', value: 'projectsInProgress' },
] satisfies { label: string; value: KeyFigureSource }[]

export interface KeyFigure {
  source?: KeyFigureSource | null
  value?: string | null
  label: string
  note?: string | null
}

/** What the figure shows: the typed value, or the count of the projects « En cours ». */
export function keyFigureValue(figure: KeyFigure, projects: readonly { status?: string | null }[]): string {
  if (figure.source === 'projectsInProgress') return String(countProjectsInProgress(projects))
  return figure.value ?? ''
}
