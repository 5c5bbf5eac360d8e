import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../lib/secret'
import { serverURL, siteURL } from '../lib/urls'

/**
 * Addresses in messages: always from SITE_URL or SERVER_URL, never from a request's Host header (a
 * forged Host would otherwise put another site's address in the commune's e-mails).
 */
export const siteLink = (path: string, params: Record<string, string> = {}): string => link(siteURL(), path, params)
export const serverLink = (path: string, params: Record<string, string> = {}): string => link(serverURL(), path, params)

function link(base: string, path: string, params: Record<string, string>): string {
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  return url.toString()
}

/**
 * A token that proves a link came from the commune's own message (a subscription's confirmation,
 * its unsubscribe link): the HMAC of its purpose and subject under the CMS's secret. Nothing is
 * stored, so nothing leaks from the database; `subject` carries what must change to void it.
 */
export const signedToken = (purpose: string, subject: string): string =>
  createHmac('sha256', payloadSecret()).update(`${purpose}\n${subject}`).digest('base64url').slice(0, 32)

export function isSignedToken(token: unknown, purpose: string, subject: string): boolean {
  if (typeof token !== 'string' || token.length !== 32) return false
  const expected = Buffer.from(signedToken(purpose, subject))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
