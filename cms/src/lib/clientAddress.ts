import type { PayloadRequest } from 'payload'

/**
 * The address of the client a request came from, for the rate limits.
 *
 * The CMS is meant to sit behind exactly one proxy (the site's server, or the host's load balancer)
 * that APPENDS the address it received the request from to `X-Forwarded-For`. Next.js itself only
 * sets that header to the socket's address when it is absent, so:
 * - behind the proxy, the rightmost entry is the one the proxy wrote: a client cannot forge it
 *   (anything it sends itself sits further left);
 * - reached directly (development, tests), the rightmost entry is whatever the client sent, or the
 *   socket's address that Next.js wrote. Exposing the CMS without a proxy therefore lets a client
 *   choose its address for the limits: do not do it in production.
 * Behind two proxies, the rightmost entry would be the first proxy's own address: all clients would
 * then share one counter, so the limits stay safe (stricter), never looser.
 */
export function clientAddress(req: Pick<PayloadRequest, 'headers'>): string {
  const forwarded = req.headers.get('x-forwarded-for')
  const rightmost = forwarded?.split(',').map((entry) => entry.trim()).filter(Boolean).at(-1)
  // IPv4 clients of a dual-stack socket appear as ::ffff:1.2.3.4: one client, one key.
  return (rightmost ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
}
