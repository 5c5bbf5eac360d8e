import { validations, type ArrayField, type Field, type TextareaField, type TextField } from 'payload'
import { validateOptionalUrl } from 'shared-types'

/**
 * Field shapes shared by the commune's page globals: staff edit texts, paragraphs and rows the
 * site shows as they are. Each global's file lists its own fields with these few words.
 */

export const text = (name: string, label: string, required = true): TextField => ({ name, type: 'text', label, required })

/** Paragraphs in one box: the site starts a new paragraph at each blank line. */
export const paragraphs = (name: string, label: string, required = true): TextareaField => ({
  name,
  type: 'textarea',
  label,
  required,
  admin: { description: 'Laissez une ligne vide entre deux paragraphes.', rows: 6 },
})

/** Rows the site shows in this order; staff add, remove and reorder them. */
export const rows = (name: string, label: string, fields: Field[], singular = 'Ligne'): ArrayField => ({
  name,
  type: 'array',
  label,
  labels: { singular, plural: label },
  fields,
})

/** A list of sentences (objectives, bullet points), one per row. */
export const lines = (name: string, label: string): ArrayField => rows(name, label, [text('text', 'Texte')], 'Élément')

/** Rows of a title and a short text. */
export const titledTexts = (name: string, label: string, extra: Field[] = []): ArrayField =>
  rows(name, label, [...extra, text('title', 'Titre'), { name: 'text', type: 'textarea', label: 'Texte', required: true }], 'Élément')

/** A web address the site links to: http(s) only, so no `javascript:` link reaches a citizen. */
export const url = (name: string, label: string, required = true): TextField => ({
  name,
  type: 'text',
  label,
  required,
  validate: (value, options) => validateOptionalUrl(value) ?? validations.text(value, options),
})
