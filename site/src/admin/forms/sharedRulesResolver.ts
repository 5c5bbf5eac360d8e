import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import { formFailures, type FormRules } from 'shared-types'

/**
 * react-hook-form's resolver for a form of shared rules (shared-types/src/validation.ts), the ones the
 * CMS applies to the same fields: so a rule and its French sentence are written once for both.
 * Each refused field gets the sentence of its first failing rule, in the order the form reports
 * them: the first error carries the form's message (`validateForm`'s).
 */
export const sharedRulesResolver =
  <V extends FieldValues>(form: FormRules): Resolver<V> =>
  (values) => {
    const failures = formFailures(form, values)
    if (failures.length === 0) return { values, errors: {} }
    const errors: Record<string, FieldError> = {}
    for (const { field, message } of failures) errors[field] = { type: 'shared', message }
    return { values: {}, errors: errors as FieldErrors<V> }
  }
