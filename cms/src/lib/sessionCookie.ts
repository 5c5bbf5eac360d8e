import type { Payload } from 'payload'

/** Whether a request carries the panel's session cookie (`<cookiePrefix>-token`), whatever else it sends. */
export function hasSessionCookie(payload: Payload, headers: Headers): boolean {
  const name = `${payload.config.cookiePrefix}-token=`
  return (headers.get('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(name))
}
