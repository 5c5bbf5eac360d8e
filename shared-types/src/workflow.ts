import type { Badge } from './labels'

/**
 * Where a document with drafts stands for staff (docs/product/workflow.md#drafts), read from the
 * document citizens get (its main row, `GET /api/{c}`) and its latest version (`?draft=true`):
 * - `published`: what citizens read is the latest version;
 * - `draft`: never published (or withdrawn): citizens read nothing of it;
 * - `changed`: published, with a newer draft that citizens do not see yet.
 */
export type EditorialState = 'published' | 'draft' | 'changed'

/**
 * A missing status counts as published: content stored before drafts existed is online (the CMS's
 * migration published it), and a collection without drafts publishes as it saves.
 */
export function editorialState(mainStatus: unknown, latestStatus: unknown): EditorialState {
  const online = mainStatus !== 'draft'
  const latest = latestStatus ?? mainStatus
  if (latest !== 'draft') return 'published'
  return online ? 'changed' : 'draft'
}

export const EDITORIAL_LABELS = {
  draft: 'Brouillon',
  changed: 'Brouillon en cours',
  review: 'À relire',
} as const

/**
 * The badges of a row in the /admin lists: none for published content (the lists look as they
 * did), « Brouillon » or « Brouillon en cours », and « À relire » once a draft is submitted for review.
 */
export function editorialBadges(state: EditorialState, reviewRequested: boolean | null | undefined): Badge[] {
  if (state === 'published') return []
  const badges: Badge[] = [
    state === 'draft'
      ? { label: EDITORIAL_LABELS.draft, tone: 'grey' }
      : { label: EDITORIAL_LABELS.changed, tone: 'yellow' },
  ]
  if (reviewRequested) badges.push({ label: EDITORIAL_LABELS.review, tone: 'blue' })
  return badges
}
