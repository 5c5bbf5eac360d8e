import { defineMiddleware } from 'astro:middleware'

import { withPageReuse } from './lib/build/newsPageReuse'
import { orderHead } from './lib/html/headOrder'

/**
 * Runs as each page is pre-rendered: the head order rules of lib/html/headOrder.ts, in memory; and
 * for the local builder, an unchanged news page taken from the previous build (lib/build/pageReuse.ts).
 */
export const onRequest = defineMiddleware(async (context, next) =>
  withPageReuse(context.url.pathname, async () => {
    const response = await next()
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response
    return new Response(orderHead(await response.text()), { status: response.status, headers: response.headers })
  }),
)
