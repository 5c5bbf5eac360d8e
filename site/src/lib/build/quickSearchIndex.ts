import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { QUICK_SEARCH_FILE, type QuickSearchEntry } from '../search/quickSearch'
import { filesUnder } from './files'

/**
 * The quick search's index (lib/search/quickSearch.ts): the title and staff keywords of each
 * procedure, service, document, decision and event, a few hundred entries the browser searches
 * with typo tolerance before Pagefind's full text. It is read from the built pages themselves,
 * where each item's heading is marked `data-quick-search="<type>"`: an item's address is the page
 * it landed on (a document on page 2 of its list, an event among the past ones) and its heading's id.
 */

/** The pages that list such items; news, the 404 page and the staff screens never hold one. */
const holdsEntries = (file: string): boolean =>
  file.endsWith('.html') && !file.startsWith('actualites/') && !file.startsWith('admin/') && file !== '404.html'

const MARKED_HEADING = /<(h[1-6])\b([^>]*\bdata-quick-search="[^"]*"[^>]*)>([\s\S]*?)<\/\1>/g

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: '\u00a0',
}
const decode = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
const attribute = (attributes: string, name: string): string | undefined => {
  const value = new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1]
  return value === undefined ? undefined : decode(value)
}

/** A built file's address: 'espace-citoyen/demarches/index.html' → '/espace-citoyen/demarches'. */
export const addressOfBuiltFile = (file: string): string =>
  `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/'

/** The marked headings of one page, each an entry at the page's address (and the heading's id). */
export function quickSearchEntriesOf(html: string, address: string): QuickSearchEntry[] {
  return [...html.matchAll(MARKED_HEADING)].map(([, , attributes = '', inner = '']) => {
    const id = attribute(attributes, 'id')
    return {
      type: attribute(attributes, 'data-quick-search') ?? '',
      title: decode(inner.replace(/<[^>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim(),
      keywords: attribute(attributes, 'data-quick-keywords') ?? '',
      url: id ? `${address}#${id}` : address,
    }
  })
}

/** Writes the index beside the pages; resolves how many entries it holds. */
export async function writeQuickSearchIndex(root: string): Promise<number> {
  const files = (await filesUnder(root)).filter(holdsEntries)
  const entries: QuickSearchEntry[] = []
  for (const file of files)
    entries.push(...quickSearchEntriesOf(await readFile(path.join(root, file), 'utf8'), addressOfBuiltFile(file)))
  await writeFile(path.join(root, QUICK_SEARCH_FILE), JSON.stringify(entries))
  return entries.length
}
