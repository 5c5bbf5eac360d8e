import MiniSearch from 'minisearch'

import { searchTerm } from './terms'

/**
 * The quick search: the titles and staff keywords of procedures, services, documents, decisions and
 * events (lib/build/quickSearchIndex.ts writes them at build time), searched in the browser with
 * MiniSearch, which forgives a typo (« naissanse ») and a word cut short, where Pagefind's full
 * text finds only whole words. A few hundred entries: a few KB, searched in a millisecond, so its
 * matches are shown first while Pagefind loads.
 */

/** Beside the pages, at the site's root. */
export const QUICK_SEARCH_FILE = 'recherche-rapide.json'

export interface QuickSearchEntry {
  /** The kind of page, as results name it (content/search.ts). */
  type: string
  title: string
  /** The staff's words for it, comma-separated; they count like the title. */
  keywords: string
  url: string
}

/** At most this many quick results lead the list. */
const QUICK_RESULTS = 8

export function quickSearchIndex(entries: readonly QuickSearchEntry[]): MiniSearch<QuickSearchEntry> {
  const index = new MiniSearch<QuickSearchEntry>({
    idField: 'url',
    fields: ['title', 'keywords'],
    storeFields: ['type', 'title', 'keywords', 'url'],
    processTerm: searchTerm,
    searchOptions: {
      // One typo in a word of 5 letters or more, two from 10; a word of 3 letters or more may be cut short.
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= 3,
    },
  })
  // An address is listed once (a page built twice would otherwise give the same entry twice).
  index.addAll([...new Map(entries.map((entry) => [entry.url, entry])).values()])
  return index
}

/**
 * The entries that hold every meaningful word of the query, best first; when none holds them all,
 * those that hold some of them.
 */
export function quickSearch(index: MiniSearch<QuickSearchEntry>, query: string): QuickSearchEntry[] {
  const all = index.search(query, { combineWith: 'AND' })
  const found = all.length > 0 ? all : index.search(query, { combineWith: 'OR' })
  return found
    .slice(0, QUICK_RESULTS)
    .map(({ type, title, keywords, url }) => ({ type, title, keywords, url }) as QuickSearchEntry)
}
