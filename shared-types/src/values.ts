/** What a single value is: the checks the forms' rules are built from (formRules.ts, validation.ts). */

/** null, undefined, '' or a whitespace-only string. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
}

/**
 * False for a date string whose day does not exist ('2026-02-31'): `Date` would silently roll it
 * over into the next month. Anything that is not an ISO date (YYYY-MM-DD…) is left to other checks.
 */
export function isRealCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string') return true
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim())
  if (!match) return true
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

// Deliberately loose: one '@', no whitespace, a dot inside the domain. Delivery is the real check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim())
}

/** The longest address SMTP allows; anything longer is refused rather than stored. */
export const EMAIL_MAX_LENGTH = 320

/** How an address is stored and compared: ' Awa@Exemple.SN ' and 'awa@exemple.sn' are one subscriber. */
export function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : ''
}

/** An absolute http(s) URL; other schemes (javascript:, data:) are refused. */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const text = value.trim()
  if (!/^https?:\/\//i.test(text)) return false
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}
