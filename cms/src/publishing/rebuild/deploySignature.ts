import { createHash, timingSafeEqual } from 'node:crypto'

import { jwtVerify } from 'jose'

/** The header Netlify's deploy notifications (and `npm start`'s builder) carry their signature in. */
export const DEPLOY_SIGNATURE_HEADER = 'x-webhook-signature'

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

/**
 * Whether a deploy notification comes from the host (Netlify's « JWS secret token »): a JWS, HS256
 * with the shared secret, issued by `netlify`, whose `sha256` claim is the hex SHA-256 of the very
 * bytes received. A notification carries no time: a copy replayed later passes here, and is found
 * out as a duplicate by its deploy's id and state (deployNotifications.ts).
 */
export async function isSignedDeployNotification(
  body: Uint8Array,
  signature: string | null,
  secret: string,
): Promise<boolean> {
  if (!signature?.trim() || !secret) return false
  try {
    const { payload } = await jwtVerify(signature.trim(), new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: 'netlify',
    })
    if (typeof payload.sha256 !== 'string') return false
    const expected = Buffer.from(sha256Hex(body), 'utf8')
    const claimed = Buffer.from(payload.sha256.toLowerCase(), 'utf8')
    return claimed.length === expected.length && timingSafeEqual(claimed, expected)
  } catch {
    return false
  }
}
