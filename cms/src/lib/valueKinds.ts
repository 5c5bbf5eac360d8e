/**
 * What kind a value sent to the API is, as both the API guard (list parameters, which arrive as
 * text) and the write checks (JSON data) judge it: one definition, so a filter and a write agree.
 */

/** Deeper than any document of the commune (an array of groups in a group is four levels). */
export const MAX_JSON_NESTING = 32

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A finite number, or its text (`'12'`, not `'1e309'` nor `''`). */
export const isFiniteNumber = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))

/** A real date, or a text that reads as one with digits in it (« demain » does not). */
export const isDateValue = (value: unknown): boolean =>
  value instanceof Date
    ? !Number.isNaN(value.getTime())
    : typeof value === 'string' && /\d/.test(value) && !Number.isNaN(Date.parse(value))

export const isBooleanValue = (value: unknown): boolean =>
  value === 'true' || value === 'false' || typeof value === 'boolean'
