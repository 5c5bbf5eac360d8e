import { truncate } from 'shared-types'
import type { Investment } from 'shared-types/payload-types'

/**
 * What the investment pages compute from a project, for the build and for the live fallback of
 * the 404 page alike: no server-only import here. The pages' sentences live in src/content/investments.ts.
 */

/**
 * The landing page shows 3 projects, and each 'Voir plus de projets' adds 3
 * (docs/product/investments.md#landing-page).
 */
export const INVESTMENTS_STEP = 3

type Schedule = Pick<Investment, 'startYear' | 'endYear'>

/** '2026 – 2027', 'À partir de 2026', "Jusqu'en 2027", or '' when neither year is known. */
export function investmentSchedule({ startYear, endYear }: Schedule): string {
  if (startYear && endYear) return startYear === endYear ? String(startYear) : `${startYear} – ${endYear}`
  if (startYear) return `À partir de ${startYear}`
  if (endYear) return `Jusqu'en ${endYear}`
  return ''
}

/**
 * The card's text: the short description, else the description cut at 150 characters
 * (docs/product/investments.md#investment-card).
 */
export const investmentSummary = (investment: Pick<Investment, 'shortDescription' | 'description'>): string =>
  investment.shortDescription?.trim() || truncate(investment.description)

/** A project's picture fills half of the page from 1024 px, the whole column below. */
export const INVESTMENT_IMAGE_SIZES =
  '(min-width: 1152px) 524px, (min-width: 1024px) calc((100vw - 104px) / 2), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)'

export const mailtoHref = (email: string, subject: string): string =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}`
