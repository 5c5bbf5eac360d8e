import { MESSAGES, type ValidationMessage } from './messages'
import { isBlank, isHttpUrl } from './values'

// ---------------------------------------------------------------------------------------------
// Forms as lists of rules. Each form is declared once, below, as the ordered checks of its fields:
// the site validates a whole form (`validateForm`, or the `validateX` functions derived from it)
// and the CMS validates each field with the same rules (`validateField`), so a rule and its French
// sentence cannot drift apart between the two.
// ---------------------------------------------------------------------------------------------

/** One check of a form: the field it reads, what a valid value passes, what the form says otherwise. */
export interface FieldRule<F extends string = string> {
  readonly field: F
  readonly check: (value: unknown) => boolean
  readonly message: ValidationMessage
}

/** A form's checks in the order the form reports them: the first one that fails gives the message. */
export type FormRules<F extends string = string> = readonly FieldRule<F>[]

/** The fields a form reads, each optional and of any type (form records, documents, literals). */
export type FormInput<R extends FormRules> = { readonly [K in R[number]['field']]?: unknown }

export const rule = <const F extends string>(
  field: F,
  check: (value: unknown) => boolean,
  message: ValidationMessage,
): FieldRule<F> => ({ field, check, message })

export const isPresent = (value: unknown): boolean => !isBlank(value)

/** One rule per field, each refusing a blank value with the form's one sentence (docs/product/messages.md#validation). */
export const required = <const F extends string>(fields: readonly F[], message: ValidationMessage): FormRules<F> =>
  fields.map((field) => rule(field, isPresent, message))

/** The message of the first rule the data fails, or null when the form is valid. */
export function validateForm<F extends string>(
  form: FormRules<F>,
  data: NoInfer<{ readonly [K in F]?: unknown }>,
): ValidationMessage | null {
  for (const { field, check, message } of form) if (!check(data[field])) return message
  return null
}

/** A field the form refuses, with the sentence of the first of its rules that its value fails. */
export interface FieldFailure<F extends string = string> {
  readonly field: F
  readonly message: ValidationMessage
}

/**
 * Every field the data fails, each once with its first failing rule's message, in the order the form
 * reports them: the first one carries `validateForm`'s message. What a screen marks field by field.
 */
export function formFailures<F extends string>(
  form: FormRules<F>,
  data: NoInfer<{ readonly [K in F]?: unknown }>,
): FieldFailure<F>[] {
  const failures: FieldFailure<F>[] = []
  for (const { field, check, message } of form)
    if (!failures.some((failure) => failure.field === field) && !check(data[field])) failures.push({ field, message })
  return failures
}

/** The message of the first rule of one field that its value fails, or null: one field checked on its own. */
export function validateField<F extends string>(
  form: FormRules<F>,
  field: NoInfer<F>,
  value: unknown,
): ValidationMessage | null {
  for (const rule of form) if (rule.field === field && !rule.check(value)) return rule.message
  return null
}

/** Blank is allowed; anything else must be an http(s) link, with no whitespace inside it. */
export const isOptionalUrl = (value: unknown): boolean =>
  isBlank(value) || (isHttpUrl(value) && !/\s/.test(String(value).trim()))

/** An optional link field: blank, or an http(s) link. */
export const optionalUrl = <const F extends string>(field: F): FieldRule<F> =>
  rule(field, isOptionalUrl, MESSAGES.invalidUrl)
