import { ARCHIVED_NEWS, FALLBACK_PROCEDURES, LEGAL_PAGES, PHOTO_EXHIBITION, SAMPLE_INVESTMENTS } from 'shared-types'
import type { CommuneEvent, Investment, News, Page, Procedure } from 'shared-types/payload-types'

/**
 * The built-in content (docs/architecture.md#build-time-reads) in the CMS's own shapes, so pages
 * render it like any other item. Ids 1 to n: the CMS seeds the same items first, so merging by id
 * never shows them twice.
 */
const stamp = (date: string) => ({ createdAt: date, updatedAt: date })
const BUILT_IN_DATE = '2025-01-01T12:00:00.000Z'

export const archivedNews: News[] = ARCHIVED_NEWS.map((item, index) => ({
  ...item,
  id: index + 1,
  image: null,
  ...stamp(item.date),
}))

export const fallbackProcedures: Procedure[] = FALLBACK_PROCEDURES.map((item, index) => ({
  ...item,
  id: index + 1,
  ...stamp(BUILT_IN_DATE),
}))

export const sampleInvestments: Investment[] = SAMPLE_INVESTMENTS.map((item, index) => ({
  ...item,
  id: index + 1,
  image: null,
  ...stamp(BUILT_IN_DATE),
}))

/**
 * The agenda without the CMS: the built-in exhibition only, which is past, so the home box says
 * « Aucun événement à venir » rather than announcing an event the build could not check.
 */
export const builtInEvents: CommuneEvent[] = [{ ...PHOTO_EXHIBITION, id: 1, image: null, ...stamp(BUILT_IN_DATE) }]

export const fallbackPages: Page[] = LEGAL_PAGES.map((page, index) => ({
  ...page,
  id: index + 1,
  ...stamp(BUILT_IN_DATE),
}))
