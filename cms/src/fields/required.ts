import { isBlank } from 'shared-types'
import type { Validate } from 'payload'

/**
 * Payload's built-in "required" message is generic; the spec gives one French sentence per form
 * (e.g. 'Le titre et le contenu sont requis'), so required fields validate with that sentence.
 * A custom validate replaces Payload's, so an optional maxLength is checked here too.
 */
export const requiredWith =
  (message: string, maxLength?: number): Validate =>
  (value: unknown) => {
    if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return message
    if (typeof value !== 'string' && !(value instanceof Date)) return 'Ce champ doit être un texte'
    if (maxLength !== undefined && typeof value === 'string' && value.length > maxLength) {
      return `Ce champ ne peut pas dépasser ${maxLength} caractères`
    }
    return true
  }
