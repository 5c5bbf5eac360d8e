import { RESERVED_PAGE_SLUGS, isPageSlug } from 'shared-types'
import type { Page } from 'shared-types/payload-types'

/**
 * Which editorial pages the site builds and links: only those whose address is a clean one that no
 * section of the site uses (the CMS refuses others; a page stored before a rule existed is skipped
 * rather than allowed to hide a section).
 */
export const servablePages = (pages: Page[]): Page[] =>
  pages.filter((page) => isPageSlug(page.slug) && !(RESERVED_PAGE_SLUGS as readonly string[]).includes(page.slug))

/** The footer's page links: pages flagged for it, by their position, then by title. */
export const footerPages = (pages: Page[]): Page[] =>
  servablePages(pages)
    .filter((page) => page.footer)
    .sort(
      (a, b) =>
        (a.footerOrder ?? Number.MAX_SAFE_INTEGER) - (b.footerOrder ?? Number.MAX_SAFE_INTEGER) ||
        a.title.localeCompare(b.title, 'fr'),
    )

export const pageHref = (page: Pick<Page, 'slug'>): string => `/${page.slug}`
