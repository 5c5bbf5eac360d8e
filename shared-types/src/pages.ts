import { MESSAGES } from './messages'
import { hasRichText } from './richText'
import { required, rule } from './validation'

/**
 * Editorial pages (`pages`): each one is served at the site's root, `/{slug}`, so its address must
 * be a clean URL and must never take the place of one of the site's own sections.
 */

export const PAGE_SLUG_MAX_LENGTH = 80

/** Lowercase ASCII letters and digits in words joined by single hyphens: `mentions-legales`. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The first segment of every route the site builds or serves itself (site/src/pages, the API it
 * forwards): a page there would be hidden by the
 * section or hide it. The site's unit test checks this list against its route folder.
 */
export const RESERVED_PAGE_SLUGS = [
  '404',
  'actualites',
  'admin',
  'agenda',
  'apercu',
  'api',
  'espace-citoyen',
  'galerie',
  'hors-ligne',
  'index',
  'investissements',
  'lettre-d-information',
  'login',
  'presentation',
  'projets',
  'recherche',
  'services',
  'sms',
  'suivi',
  'welcome',
] as const

/** The address a title gives when staff leave it empty: « Données personnelles » → `donnees-personnelles`. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PAGE_SLUG_MAX_LENGTH)
    .replace(/-+$/, '')
}

export const isPageSlug = (value: unknown): boolean =>
  typeof value === 'string' && value.length <= PAGE_SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)

const isFreeSlug = (value: unknown): boolean => !(RESERVED_PAGE_SLUGS as readonly unknown[]).includes(value)

/** The page form: a title, some content, an address of the right shape that is not a section's. */
export const PAGE_FORM = [
  ...required(['title'], MESSAGES.pageRequired),
  rule('content', hasRichText, MESSAGES.pageRequired),
  rule('slug', isPageSlug, MESSAGES.pageSlugInvalid),
  rule('slug', isFreeSlug, MESSAGES.pageSlugReserved),
] as const
