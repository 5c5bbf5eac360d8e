/**
 * One CSV cell (RFC 4180): quoted when it holds a separator, a quote or a line break; a leading
 * =, +, - or @ is neutralised, so a spreadsheet never runs a value as a formula.
 */
const cell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/**
 * Rows as a spreadsheet opens them (staff's exports of personal data). A few lines rather than a
 * library: only writing is needed, and the formula guard above is the part that matters.
 */
export const csvDocument = (lines: readonly (readonly string[])[]): string =>
  // A byte-order mark: spreadsheets then read the accents as UTF-8.
  `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`
