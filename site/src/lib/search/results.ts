import type MiniSearch from 'minisearch'

import { withoutFinalSlash } from '../../config/discovery'
import { ITEM_ANCHOR, LISTING_TYPES, SEARCH_PAGE, type SearchType } from '../../content/search'
import { QUICK_SEARCH_FILE, quickSearch, quickSearchIndex, type QuickSearchEntry } from './quickSearch'
import { pagefindQuery } from './terms'

/**
 * The search page's results: first the quick search's matches among titles and staff keywords
 * (typos forgiven, ./quickSearch.ts), then Pagefind's full-text results over every page (the index
 * the build wrote, src/integrations/searchIndex.ts). Loaded only when a visitor is about to search:
 * Pagefind's script and its French WebAssembly (about 75 KB compressed, once), the quick index
 * (a few KB), then only the index fragments the words need.
 */

/** What Pagefind's browser API gives for one page (https://pagefind.app/docs/api/). */
interface PagefindSection {
  title: string
  url: string
  excerpt: string
}
interface PagefindPage extends PagefindSection {
  meta: { title?: string; type?: string }
  sub_results: PagefindSection[]
}
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  search: (query: string) => Promise<{ results: { data: () => Promise<PagefindPage> }[] }>
}

export interface SearchResult {
  type: string
  title: string
  url: string
  excerpt: string
}

/** At most this many pages are read; each list page can give several results (one per item). */
const PAGES_READ = 12

/**
 * One result per page, except on a page that lists items (démarches, documents, décisions,
 * événements): each item that matches is a result of its own, with its address on the page.
 */
function resultsOf(page: PagefindPage): SearchResult[] {
  const type = page.meta.type ?? 'Page'
  const title = page.meta.title ?? page.title
  const items = LISTING_TYPES.includes(type as SearchType)
    ? page.sub_results.filter((section) => ITEM_ANCHOR.test(section.url))
    : []
  if (items.length === 0) return [{ type, title, url: withoutFinalSlash(page.url), excerpt: page.excerpt }]
  return items.map((item) => ({ type, title: item.title, url: withoutFinalSlash(item.url), excerpt: item.excerpt }))
}

/** A load that failed is tried again at the next search, not remembered. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    pending ??= load().catch((reason: unknown) => {
      pending = undefined
      throw reason
    })
    return pending
  }
}

const loadPagefind = once(async () => {
  // The index lives beside the pages; its address is only known once the site is built.
  const address = '/pagefind/pagefind.js'
  const pagefind = (await import(/* @vite-ignore */ address)) as Pagefind
  // A page's title counts far more than its text (Pagefind's default weighs it 5).
  await pagefind.options({ excerptLength: 24, ranking: { metaWeights: { title: 12 } } })
  await pagefind.init()
  return pagefind
})

const loadQuickSearch = once(async (): Promise<MiniSearch<QuickSearchEntry>> => {
  const response = await fetch(`/${QUICK_SEARCH_FILE}`)
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return quickSearchIndex((await response.json()) as QuickSearchEntry[])
})

/**
 * Loads the quick index, then Pagefind: on a slow line the few KB of the first are not left to
 * share it with Pagefind's WebAssembly, so the first results come as early as they can.
 */
const loadInTurn = (): Promise<unknown> =>
  loadQuickSearch()
    .catch(() => undefined)
    .then(loadPagefind)

/** Starts loading both indexes (the field got focus): the search itself then waits for neither. */
export function preloadSearch(): void {
  loadInTurn().catch(() => undefined)
}

async function fullTextSearch(words: string): Promise<SearchResult[]> {
  const pagefind = (await loadInTurn()) as Pagefind
  const { results } = await pagefind.search(words)
  const pages = await Promise.all(results.slice(0, PAGES_READ).map((result) => result.data()))
  return pages.flatMap(resultsOf)
}

/** The quick matches first, each with Pagefind's excerpt of the same place when it has one, then Pagefind's other results. */
export function mergeResults(quick: readonly QuickSearchEntry[], fullText: readonly SearchResult[]): SearchResult[] {
  const excerpts = new Map(fullText.map((result) => [result.url, result.excerpt]))
  const first = quick.map(({ type, title, url }) => ({ type, title, url, excerpt: excerpts.get(url) ?? '' }))
  const shown = new Set(first.map((result) => result.url))
  return [...first, ...fullText.filter((result) => !shown.has(result.url))]
}

/**
 * An excerpt as nodes: Pagefind marks the words found with <mark>, around the page's text. Parsed in
 * an inert document and rebuilt from its text and marks only, so nothing else from a page's text
 * can become markup here.
 */
export function excerptNodes(excerpt: string): Node[] {
  const parsed = new DOMParser().parseFromString(`<p>${excerpt}</p>`, 'text/html').body.firstChild
  return [...(parsed?.childNodes ?? [])].map((node) => {
    if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '')
    const mark = document.createElement('mark')
    mark.textContent = node.textContent
    return mark
  })
}

/** Fills the page's list (the model is a <template> of src/pages/recherche.astro). */
function showList(list: HTMLElement, results: readonly SearchResult[]): void {
  const model = document.getElementById('modele-resultat') as HTMLTemplateElement
  list.replaceChildren(
    ...results.map((result) => {
      const item = document.importNode(model.content, true)
      item.querySelector('[data-field="type"]')!.textContent = result.type
      const link = item.querySelector<HTMLAnchorElement>('[data-field="link"]')!
      link.href = result.url
      link.textContent = result.title
      const excerpt = item.querySelector<HTMLElement>('[data-field="excerpt"]')!
      excerpt.replaceChildren(...excerptNodes(result.excerpt))
      excerpt.hidden = !result.excerpt
      return item
    }),
  )
}

/**
 * Searches and shows: the quick matches as soon as they are found, then the whole list once Pagefind
 * has answered, and says how many. `isCurrent` is false once a newer search has begun.
 */
export async function showResults(
  query: string,
  list: HTMLElement,
  status: HTMLElement,
  help: HTMLElement,
  isCurrent: () => boolean = () => true,
): Promise<void> {
  status.textContent = SEARCH_PAGE.loading
  help.hidden = true
  list.replaceChildren()
  const words = pagefindQuery(query)
  const fullText = words ? fullTextSearch(words) : Promise.resolve([])
  const quick = await loadQuickSearch()
    .then((index) => quickSearch(index, query))
    .catch(() => null)
  if (!isCurrent()) return
  if (quick?.length) showList(list, mergeResults(quick, []))
  let full: SearchResult[] | null
  try {
    full = await fullText
  } catch {
    full = null
  }
  if (!isCurrent()) return
  if (full === null && !quick?.length) {
    status.textContent = SEARCH_PAGE.unavailable
    return
  }
  const results = mergeResults(quick ?? [], full ?? [])
  showList(list, results)
  status.textContent = results.length > 0 ? SEARCH_PAGE.results(results.length, query) : SEARCH_PAGE.noResults(query)
  help.hidden = results.length > 0
}
