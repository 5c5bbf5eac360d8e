import { defineMiddleware } from 'astro:middleware'

import { orderHead } from './lib/html/headOrder'

/** Runs as each page is pre-rendered: the head order rules of lib/html/headOrder.ts, in memory. */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next()
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response
  return new Response(orderHead(await response.text()), { status: response.status, headers: response.headers })
})
