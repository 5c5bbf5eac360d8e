type ModifyResponseHeaders = (args: { headers: Headers }) => Headers

/**
 * How the CMS serves an uploaded file.
 * - Cacheable: the site's build keeps its optimised copies as long as the CMS says the file is
 *   fresh (Payload's file endpoint sends no validator, so without this every build downloads and
 *   re-encodes every image). The site asks for `?v=<updatedAt>`, so a replaced file is a new URL
 *   to the build whatever the cache; browsers reading the bare URL revalidate after a day.
 * - Inert: opened on its own, a file runs in a sandbox (no script, no access to the CMS's origin).
 * - Documents are downloaded, never shown inline: a PDF's own JavaScript stays out of the browser's viewer.
 */
export const uploadResponseHeaders =
  ({ download = false }: { download?: boolean } = {}): ModifyResponseHeaders =>
  ({ headers }) => {
    headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
    headers.set('Content-Security-Policy', 'sandbox')
    if (download) headers.set('Content-Disposition', 'attachment')
    return headers
  }
