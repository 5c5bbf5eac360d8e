/** Where search engines and feed readers find the site's lists: named in robots.txt and every page's head. */
export const FEED_PATH = '/rss.xml'
/** The sitemap at its conventional address: a copy of the index @astrojs/sitemap writes (integrations/sitemapAlias.ts). */
export const SITEMAP_PATH = '/sitemap.xml'
export const SITEMAP_INDEX_FILE = 'sitemap-index.xml'

/** The staff screens: closed to robots (robots.txt) and left out of the sitemap. A final slash means a whole section. */
export const STAFF_PATHS = ['/admin/', '/login', '/welcome'] as const

/**
 * The pages that keep themselves out of search engines (`noindex`: not-found, preview, offline, search,
 * the newsletter's links, the tracking of a request): out of the sitemap too.
 */
export const NOINDEX_PATHS = [
  '/404',
  '/apercu',
  '/hors-ligne',
  '/recherche',
  '/lettre-d-information/confirmer',
  '/lettre-d-information/desabonner',
  '/suivi',
] as const

/** An address as the site links it: built files are named `/services/3/`, links say `/services/3` (the root stays `/`). */
export const withoutFinalSlash = (address: string): string => address.replace(/(.)\/(?=$|#)/, '$1')

/** A page's absolute address as search engines and link previews are given it (canonical, og:url). */
export const pageAddress = (pathname: string, site: URL): string => new URL(withoutFinalSlash(pathname), site).href

/** Whether the sitemap lists the page at this path. */
export const isListed = (pathname: string): boolean => {
  const path = withoutFinalSlash(pathname)
  return ![...STAFF_PATHS, ...NOINDEX_PATHS].some((unlisted) =>
    unlisted.endsWith('/') ? path.startsWith(unlisted) : path === unlisted,
  )
}
