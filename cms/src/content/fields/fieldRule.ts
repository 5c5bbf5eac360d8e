import { validations, type Validate } from 'payload'
import { MESSAGES, isBlank, isRealCalendarDate, validateField, type FormRules } from 'shared-types'

type BuiltInType = keyof typeof validations

/** Field types whose value is a single string (a date may also arrive as a Date from the Local API). */
const STRING_TYPES = new Set(['text', 'textarea', 'email', 'select', 'date'])

/**
 * A field of one of the product's forms (shared-types' NEWS_FORM, PROCEDURE_FORM…) checks its value
 * with that form's rules, so the CMS answers with the sentence the site's screen shows (Payload's
 * own "required" message is generic), then hands over to Payload's validator for the field's type
 * (dates, select options, lengths).
 */
export const fieldRule = <F extends string>(form: FormRules<F>, field: NoInfer<F>): Validate => {
  const validate: Validate = (value, options) => {
    // Payload sends an emptied list (a cleared select or hasMany field) as []: no value either.
    const message = validateField(form, field, Array.isArray(value) && value.length === 0 ? undefined : value)
    if (message) return message
    return payloadCheck(value, options)
  }
  sharedRules.add(validate)
  return validate
}

const sharedRules = new WeakSet<Validate>()

/** Whether a field validates with a product form's rule, which checks its value's type itself. */
export const isSharedRule = (validate: unknown): boolean =>
  typeof validate === 'function' && sharedRules.has(validate as Validate)

/**
 * Payload's own check of a field's type (text, lengths, options, dates). A field with its own
 * `validate` loses Payload's, so every validator that adds a rule hands over to this one.
 */
export const payloadCheck: Validate = (value, options) => {
  const { type = '', hasMany } = options as { type?: string; hasMany?: boolean }
  if (
    STRING_TYPES.has(type) &&
    !hasMany &&
    value !== null &&
    value !== undefined &&
    typeof value !== 'string' &&
    !(value instanceof Date)
  ) {
    return 'Ce champ doit être un texte'
  }
  if (type === 'date') return validDate(value, options)
  const validate = validations[type as BuiltInType] as Validate | undefined
  return validate ? validate(value, options) : true
}

/** Payload's date check, plus days that do not exist ('2026-02-31', which `Date` rolls over). */
export const validDate: Validate = (value, options) =>
  isRealCalendarDate(value) ? validations.date(value as never, options as never) : MESSAGES.invalidDate

/**
 * A required field that says which rule it breaks (Payload's « Ce champ est requis. » names
 * nothing), then `then`: by default Payload's check of the field's type, so lengths still hold.
 */
export const requiredThen =
  (message: string, then: Validate = payloadCheck): Validate =>
  (value, options) =>
    isBlank(value) ? message : then(value, options)

/** Date-time fields staff set to the minute (an event's start, the alert banner's times). */
export const DATE_TIME_ADMIN = {
  date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMMM yyyy, HH:mm', timeFormat: 'HH:mm' },
} as const
