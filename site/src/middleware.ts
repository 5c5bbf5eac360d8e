import { defineMiddleware } from 'astro:middleware'

import { recordRenderedPage } from './lib/build/newsPageReuse'
import { orderHead } from './lib/html/headOrder'

/**
 * Runs as each page is pre-rendered: the head order rules of lib/html/headOrder.ts, in memory; and
 * for the local builder, the files a news page names, so that the next build can reuse the page
 * (lib/build/pageReuse.ts).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next()
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response
  const html = orderHead(await response.text())
  recordRenderedPage(context.url.pathname, html)
  return new Response(html, { status: response.status, headers: response.headers })
})
