import { validations, type Validate } from 'payload'
import { MESSAGES, isBlank, isRealCalendarDate } from 'shared-types'

type BuiltInType = keyof typeof validations

/** Field types whose value is a single string (a date may also arrive as a Date from the Local API). */
const STRING_TYPES = new Set(['text', 'textarea', 'email', 'select', 'date'])

/**
 * Payload's built-in "required" message is generic; the spec gives one French sentence per form
 * (e.g. 'Le titre et le contenu sont requis'), so required fields check presence with that sentence,
 * then hand over to Payload's own validator for the field's type (dates, select options, lengths).
 */
export const requiredWith =
  (message: string): Validate =>
  (value, options) => {
    if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return message
    const type = (options as { type?: string }).type ?? ''
    if (STRING_TYPES.has(type) && typeof value !== 'string' && !(value instanceof Date)) return 'Ce champ doit être un texte'
    if (type === 'date') return validDate(value, options)
    const builtIn = validations[type as BuiltInType] as Validate | undefined
    return builtIn ? builtIn(value, options) : true
  }

/** Payload's date check, plus days that do not exist ('2026-02-31', which `Date` rolls over). */
export const validDate: Validate = (value, options) =>
  isRealCalendarDate(value) ? validations.date(value as never, options as never) : MESSAGES.invalidDate
