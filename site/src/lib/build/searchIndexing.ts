import * as pagefind from 'pagefind'

/**
 * The site's Pagefind index, French throughout, so that words are stemmed as French (« démarches »
 * finds « démarche ») and accents fold (« electricite » finds « électricité »).
 */
export async function createSearchIndex(): Promise<pagefind.PagefindIndex> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'fr' })
  if (!index) throw new Error(`Index de recherche impossible : ${errors.join(' ; ')}`)
  return index
}

/** Adds the pages of a folder (those whose layout marks their content); resolves how many. */
export async function indexPages(index: pagefind.PagefindIndex, dir: string): Promise<number> {
  const added = await index.addDirectory({ path: dir })
  if (added.errors.length > 0) throw new Error(`Index de recherche impossible : ${added.errors.join(' ; ')}`)
  return added.page_count
}
