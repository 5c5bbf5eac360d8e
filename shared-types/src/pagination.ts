/**
 * Public lists that grow with the years (news, gallery, documents, decisions, past events) are cut into
 * pages of a fixed size: page 1 at the list's own address, page n at `{list}/page/{n}`, plain links
 * that work without JavaScript. The static site builds every page; this is its one rule.
 */

/**
 * Items per page: news in rows of three cards, the gallery's photos and videos in rows of two to
 * four thumbnails (24 fill whole rows at each width), documents and decisions as one-line downloads.
 */
export const PAGE_SIZES = {
  news: 12,
  gallery: 24,
  documents: 20,
  decisions: 20,
  pastEvents: 10,
} as const

export const PAGINATION_LABELS = {
  /** The navigation landmark's name. */
  navigation: 'Pagination',
  previous: 'Page précédente',
  next: 'Page suivante',
  page: (number: number) => `Page ${number}`,
  position: (number: number, count: number) => `Page ${number} sur ${count}`,
} as const

export interface PageOf<T> {
  items: T[]
  /** 1-based. */
  number: number
  count: number
  /** Items in the whole list. */
  total: number
}

/** Pages a list of `total` items takes: one at least, so an empty list still has its page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

/** Page `number` of `items`; a number outside 1…count is an error, not an empty page. */
export function pageOf<T>(items: readonly T[], size: number, number: number): PageOf<T> {
  const count = pageCount(items.length, size)
  if (!Number.isInteger(number) || number < 1 || number > count)
    throw new RangeError(`Page ${number} hors de 1…${count}`)
  return { items: items.slice((number - 1) * size, number * size), number, count, total: items.length }
}

/** The numbers of the pages after the first, as the static paths of `{list}/page/[page]`. */
export function laterPageNumbers(total: number, size: number): number[] {
  return Array.from({ length: pageCount(total, size) - 1 }, (_, index) => index + 2)
}

/** A page's title: the list's own on page 1, then « Actualités, page 2 », so no two pages share one. */
export function pagedTitle(title: string, number: number): string {
  return number <= 1 ? title : `${title}, page ${number}`
}

/** Where page `number` of the list at `base` lives ('/actualites', 2 → '/actualites/page/2'). */
export function pageHref(base: string, number: number): string {
  return number <= 1 ? base : `${base}/page/${number}`
}

/**
 * The page numbers a pagination bar shows: the first, the last, and the current one with its
 * neighbours; `null` marks a gap (drawn '…'). Short lists show every number.
 */
export function pageLinks(current: number, count: number, neighbours = 1): (number | null)[] {
  const shown = new Set([1, count])
  for (let number = current - neighbours; number <= current + neighbours; number += 1) {
    if (number >= 1 && number <= count) shown.add(number)
  }
  const sorted = [...shown].sort((a, b) => a - b)
  const links: (number | null)[] = []
  for (const [index, number] of sorted.entries()) {
    const previous = sorted[index - 1]
    // A gap of one page shows that page rather than an ellipsis standing for it.
    if (previous !== undefined && number - previous === 2) links.push(previous + 1)
    else if (previous !== undefined && number - previous > 2) links.push(null)
    links.push(number)
  }
  return links
}
