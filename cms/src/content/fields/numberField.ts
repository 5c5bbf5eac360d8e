import type { Field, NumberField } from 'payload'
import { FIELD_TYPE_MESSAGES, isBlank, isInRange, type NumberRange } from 'shared-types'

import { requiredByLabel } from './content'
import { payloadCheck } from './fieldRule'

type NumberFieldOptions = {
  name: string
  label: string
  required?: boolean
  admin?: NumberField['admin']
  defaultValue?: number
}

/**
 * A stored number within its range (shared-types' NUMBER_RANGES, which the admin screens' inputs
 * take too), refused in the field's own words: Payload's min/max sentence names neither the field
 * nor a whole number. `min` and `max` also bound the panel's input.
 */
export const numberField = (
  { label, admin, required = false, ...field }: NumberFieldOptions,
  range: NumberRange,
): NumberField => ({
  ...field,
  label,
  required,
  type: 'number',
  min: range.min,
  max: range.max,
  admin: range.integer ? { step: 1, ...admin } : admin,
  validate: requiredByLabel(label, required, (value, options) =>
    isBlank(value) || isInRange(value, range) ? payloadCheck(value, options) : FIELD_TYPE_MESSAGES.range(label, range),
  ),
})

/**
 * The number fields of a collection or global that have no bounds, by path: stopped at start
 * (strictWrites), so that a number added later cannot store `1e308` either.
 */
export function unboundedNumbers(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    const path = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.replace(/\.$/, '')
    const nested = `${path}${path ? '.' : ''}`
    if (field.type === 'number')
      return field.virtual || (field.min !== undefined && field.max !== undefined) ? [] : [path]
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        unboundedNumbers(tab.fields, 'name' in tab && tab.name ? `${nested}${tab.name}.` : nested),
      )
    if (field.type === 'blocks')
      return field.blocks.flatMap((block) => (typeof block === 'string' ? [] : unboundedNumbers(block.fields, nested)))
    return 'fields' in field ? unboundedNumbers(field.fields, 'name' in field && field.name ? nested : prefix) : []
  })
}
