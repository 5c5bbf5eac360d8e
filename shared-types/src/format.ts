export const FCFA = 'FCFA'

const NBSP = '\u00a0'
// Intl's fr-FR grouping separator is U+202F (narrow no-break space); the site writes U+00A0.
const NARROW_NBSP = /\u202f/g

const longDateFormat = /* @__PURE__ */ new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

const shortDateFormat = /* @__PURE__ */ new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
})

// The commune's clock (Africa/Dakar is UTC all year), 24-hour time.
const longDateTimeFormat = /* @__PURE__ */ new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
})

// XOF has no minor unit, so amounts are shown as whole francs.
const amountFormat = /* @__PURE__ */ new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 })

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' && value.trim() === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** '25 mai 2025'; '' for missing or unparseable input. */
export function formatLongDate(value: string | Date | null | undefined): string {
  const date = toDate(value)
  return date ? longDateFormat.format(date) : ''
}

/** '26 novembre 2026 à 14:05' (24-hour time, the commune's clock); '' for missing or unparseable input. */
export function formatLongDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value)
  if (!date) return ''
  const parts = longDateTimeFormat.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? ''
  return `${part('day')} ${part('month')} ${part('year')} à ${part('hour')}:${part('minute')}`
}

/** ISO value for `<time datetime>`, or undefined when the date does not parse. */
export function isoDate(value: string | Date | null | undefined): string | undefined {
  return toDate(value)?.toISOString()
}

/** '25/05/2025'; '' for missing or unparseable input. */
export function formatShortDate(value: string | Date | null | undefined): string {
  const date = toDate(value)
  return date ? shortDateFormat.format(date) : ''
}

/** '65 %' (French typography: a no-break space before the sign). */
export const formatPercent = (value: number): string => `${value}\u00a0%`

/** Formats a whole amount as '120 000 000' with U+00A0 group separators. */
export function formatAmount(amount: number): string {
  return amountFormat.format(amount).replace(NARROW_NBSP, NBSP)
}

// Accepts '120000000', '120 000 000' (any kind of space) and a decimal comma or point.
const NUMERIC_TEXT = /^-?\d+(?:[.,]\d+)?$/

function parseNumericText(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '')
  if (!NUMERIC_TEXT.test(compact)) return null
  const value = Number(compact.replace(',', '.'))
  return Number.isFinite(value) ? value : null
}

/**
 * '120 000 000 FCFA' (U+00A0 spaces). Budgets and amounts are free text in the CMS,
 * so text that is not a plain number ('120 millions') is kept as written.
 */
export function formatFcfa(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined) return ''
  if (typeof amount === 'number') {
    return Number.isFinite(amount) ? `${formatAmount(amount)}${NBSP}${FCFA}` : ''
  }
  const text = amount.trim()
  if (text === '') return ''
  const value = parseNumericText(text)
  if (value !== null) return `${formatAmount(value)}${NBSP}${FCFA}`
  return /fcfa/i.test(text) ? text : `${text} ${FCFA}`
}

const fileSizeFormat = /* @__PURE__ */ new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })
const KIB = 1024

/**
 * A download's size as French readers write it: '812 octets', '245 Ko', '1,2 Mo' (binary
 * multiples, as file managers show them), with a no-break space before the unit; '' when unknown.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return ''
  const show = (value: number, unit: string) =>
    `${fileSizeFormat.format(value).replace(NARROW_NBSP, NBSP)}${NBSP}${unit}`
  if (bytes < KIB) return show(Math.round(bytes), Math.round(bytes) === 1 ? 'octet' : 'octets')
  const kilobytes = Math.round(bytes / KIB)
  // 1023.6 Ko reads better as '1 Mo' than as '1 024 Ko'.
  return kilobytes < KIB ? show(kilobytes, 'Ko') : show(bytes / (KIB * KIB), 'Mo')
}
