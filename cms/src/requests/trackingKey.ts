import { createHmac, timingSafeEqual } from 'node:crypto'

import { requestTrackingLink } from 'shared-types'

import { payloadSecret } from '../lib/secret'
import { siteURL } from '../lib/urls'

const KEY_LENGTH = 12

/**
 * The key of a request's tracking link: the HMAC of its reference under the CMS's secret, 12
 * characters (72 bits, beside 5 tries an hour per reference). Nothing is stored, so every message
 * about the request carries the same link and a database read gives none away.
 */
export const trackingKey = (reference: string): string =>
  createHmac('sha256', payloadSecret()).update(`suivi\n${reference}`).digest('base64url').slice(0, KEY_LENGTH)

export function isTrackingKey(reference: string, key: unknown): boolean {
  if (typeof key !== 'string' || key.length !== KEY_LENGTH) return false
  return timingSafeEqual(Buffer.from(trackingKey(reference)), Buffer.from(key))
}

/** The link sent to the citizen: /suivi opens the request at once. */
export const trackingUrl = (reference: string): string =>
  requestTrackingLink(siteURL(), reference, trackingKey(reference))
