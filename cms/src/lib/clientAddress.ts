import { createHash, timingSafeEqual } from 'node:crypto'

import { jwtVerify } from 'jose'
import type { PayloadRequest } from 'payload'

import { peerAddressOf } from './peerAddress'

/** The header the site's proxy and the reverse proxy send with PROXY_SECRET's value. */
export const PROXY_SECRET_HEADER = 'x-proxy-secret'
/** Netlify's signed proxy rule (`Sign=PROXY_SECRET` in `_redirects`): a JWS, HS256 with PROXY_SECRET. */
const NETLIFY_SIGNATURE_HEADER = 'x-nf-sign'
/** The visitor's address, as Netlify names it on the requests it proxies. */
const NETLIFY_CLIENT_HEADER = 'x-nf-client-connection-ip'
/** Every request whose origin the server cannot tell: one client for the limits, strict rather than loose. */
const UNKNOWN_CLIENT = 'inconnu'

const proxySecret = (): Uint8Array | undefined => {
  const secret = process.env.PROXY_SECRET?.trim()
  return secret ? new TextEncoder().encode(secret) : undefined
}

/** Compared in constant time: digests of equal length, whatever was sent. */
const sameSecret = (sent: string, secret: Uint8Array) =>
  timingSafeEqual(createHash('sha256').update(sent).digest(), createHash('sha256').update(secret).digest())

/** Whether Netlify signed the request with PROXY_SECRET: HS256 only, issued by Netlify, not expired. */
async function signedByNetlify(token: string, secret: Uint8Array): Promise<boolean> {
  try {
    await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: 'netlify', requiredClaims: ['exp'] })
    return true
  } catch {
    return false
  }
}

// IPv4 clients of a dual-stack socket appear as ::ffff:1.2.3.4: one client, one key.
const normalized = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

/**
 * The address of the client a request came from, for the rate limits.
 *
 * Only a proxy of the commune's may name it: the site's `/api` proxy and the reverse proxy send
 * PROXY_SECRET in `X-Proxy-Secret` and APPEND the address they received the request from to
 * `X-Forwarded-For`, whose rightmost entry is then the visitor (what a client writes itself sits
 * further left). Netlify's proxy signs its requests with PROXY_SECRET instead (`X-Nf-Sign`) and
 * names the visitor in `X-Nf-Client-Connection-Ip`.
 *
 * Any other request is counted by the address of its connection, as the server sees it; and where
 * it cannot see it, with every other such request as one client. A client reaching the CMS directly
 * therefore cannot choose its address per request to escape the limits.
 */
export async function clientAddress(req: Pick<PayloadRequest, 'headers'>): Promise<string> {
  const { headers } = req
  const secret = proxySecret()
  if (secret) {
    const signature = headers.get(NETLIFY_SIGNATURE_HEADER)
    const visitor = headers.get(NETLIFY_CLIENT_HEADER)
    if (signature && visitor?.trim() && (await signedByNetlify(signature, secret))) return normalized(visitor)
    const sent = headers.get(PROXY_SECRET_HEADER)
    const rightmost = headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .at(-1)
    if (sent && rightmost && sameSecret(sent, secret)) return normalized(rightmost)
  }
  const peer = peerAddressOf(headers)
  return peer ? normalized(peer) : UNKNOWN_CLIENT
}
