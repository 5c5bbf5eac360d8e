import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * « Aperçu »: the panel links a draft to the site's preview page with a short-lived token signed by
 * the CMS (HMAC-SHA256 with a key derived from PAYLOAD_SECRET). Whoever holds the link sees that one
 * draft until the link expires, without an account (a colleague on a phone, say), and nothing else.
 * Written here because a signed, expiring reference to one document is a dozen lines of Node's
 * crypto; a JWT library would add a dependency for the same.
 */
// An hour: the panel writes the link when the edit view opens, and a clerk may edit that long
// before looking; reopening the document writes a fresh one.
export const PREVIEW_LIFETIME_MS = 60 * 60_000

export type PreviewTarget = { collection: string; id: string }

const keyOf = (secret: string) => createHmac('sha256', secret).update('commune-preview').digest()

const sign = (payload: string, secret: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url')

export function createPreviewToken(target: PreviewTarget, secret: string, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ c: target.collection, i: target.id, e: now + PREVIEW_LIFETIME_MS }),
  ).toString('base64url')
  return `${payload}.${sign(payload, secret)}`
}

/** The draft a token points to, or null when it is malformed, forged or expired. */
export function readPreviewToken(token: string, secret: string, now = Date.now()): PreviewTarget | null {
  const [payload, signature, ...rest] = token.split('.')
  if (!payload || !signature || rest.length > 0) return null
  const expected = Buffer.from(sign(payload, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const { c, i, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      c?: unknown
      i?: unknown
      e?: unknown
    }
    if (typeof c !== 'string' || typeof i !== 'string' || typeof e !== 'number' || e < now) return null
    return { collection: c, id: i }
  } catch {
    return null
  }
}
