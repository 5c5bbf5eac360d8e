import { withoutFinalSlash } from '../config/discovery'
import { LISTING_TYPES, SEARCH_PAGE, type SearchType } from '../content/search'

/**
 * The search page's results, from the Pagefind index the build wrote (src/integrations/searchIndex.ts).
 * Loaded only when a visitor searches: Pagefind's script and its French WebAssembly (about 75 KB
 * compressed, once), then only the index fragments the words need (a few KB per search).
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
  const items = LISTING_TYPES.includes(type as SearchType) ? page.sub_results.filter((section) => section.url.includes('#')) : []
  if (items.length === 0) return [{ type, title, url: withoutFinalSlash(page.url), excerpt: page.excerpt }]
  return items.map((item) => ({ type, title: item.title, url: withoutFinalSlash(item.url), excerpt: item.excerpt }))
}

export async function search(query: string): Promise<SearchResult[]> {
  // The index lives beside the pages; its address is only known once the site is built.
  const address = '/pagefind/pagefind.js'
  const pagefind = (await import(/* @vite-ignore */ address)) as Pagefind
  await pagefind.options({ excerptLength: 24 })
  const { results } = await pagefind.search(query)
  const pages = await Promise.all(results.slice(0, PAGES_READ).map((result) => result.data()))
  return pages.flatMap(resultsOf)
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

/** Fills the page's list (the models are <template>s of src/pages/recherche.astro) and says how many. */
export async function showResults(query: string, list: HTMLElement, status: HTMLElement, help: HTMLElement): Promise<void> {
  status.textContent = SEARCH_PAGE.loading
  let results: SearchResult[]
  try {
    results = await search(query)
  } catch {
    status.textContent = SEARCH_PAGE.unavailable
    return
  }
  const model = document.getElementById('modele-resultat') as HTMLTemplateElement
  list.replaceChildren(
    ...results.map((result) => {
      const item = document.importNode(model.content, true)
      item.querySelector('[data-field="type"]')!.textContent = result.type
      const link = item.querySelector<HTMLAnchorElement>('[data-field="link"]')!
      link.href = result.url
      link.textContent = result.title
      item.querySelector('[data-field="excerpt"]')!.replaceChildren(...excerptNodes(result.excerpt))
      return item
    }),
  )
  status.textContent = results.length > 0 ? SEARCH_PAGE.results(results.length, query) : SEARCH_PAGE.noResults(query)
  help.hidden = results.length > 0
}
