/**
 * Uploads are cacheable: the site's build keeps its optimised copies as long as the CMS says the
 * file is fresh (Payload's file endpoint sends no validator, so without this every build downloads
 * and re-encodes every image). The site asks for `?v=<updatedAt>`, so a replaced file is a new URL
 * to the build whatever the cache; browsers reading the bare URL revalidate after a day.
 */
export const uploadCacheHeaders = ({ headers }: { headers: Headers }): Headers => {
  headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
  return headers
}
