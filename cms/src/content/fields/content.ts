import type { ArrayField, Field, TextareaField, TextField, Validate } from 'payload'
import { FIELD_TYPE_MESSAGES, UNKNOWN_ICON_MESSAGE, checkContentIcon, validateOptionalUrl } from 'shared-types'

import { payloadCheck, requiredThen } from './fieldRule'

/**
 * Field shapes shared by the commune's page globals: staff edit texts, paragraphs and rows the
 * site shows as they are. Each global's file lists its own fields with these few words.
 */

/** Payload's own « Ce champ est requis. » does not say which field: staff editing a long global need the label. */
export const requiredByLabel = (label: string, required: boolean, check: Validate = payloadCheck): Validate =>
  required ? requiredThen(FIELD_TYPE_MESSAGES.required(label), check) : check

export const text = (name: string, label: string, required = true): TextField => ({
  name,
  type: 'text',
  label,
  required,
  validate: requiredByLabel(label, required),
})

/** Paragraphs in one box: the site starts a new paragraph at each blank line. */
export const paragraphs = (name: string, label: string, required = true): TextareaField => ({
  name,
  type: 'textarea',
  label,
  required,
  validate: requiredByLabel(label, required),
  admin: { description: 'Laissez une ligne vide entre deux paragraphes.', rows: 6 },
})

/** « un créneau » → « Créneau »: the singular label carries its article for the panel's sentences. */
const rowNameOf = (singular: string): string => {
  const noun = singular.replace(/^(une?|le|la|l’|l')\s*/i, '')
  return noun.charAt(0).toUpperCase() + noun.slice(1)
}

/** Rows the site shows in this order; staff add, remove and reorder them. */
export const rows = (name: string, label: string, fields: Field[], singular = 'une ligne'): ArrayField => ({
  name,
  type: 'array',
  label,
  labels: { singular, plural: label },
  fields,
  admin: {
    components: {
      RowLabel: {
        path: '/panel/components/RowLabel#RowLabel',
        clientProps: { rowName: rowNameOf(singular), titleField: titleFieldOf(fields) },
      },
    },
  },
})

/** The field that names a row: its title or label when it has one, else its first text. */
const titleFieldOf = (fields: Field[]): string | undefined => {
  const texts = fields.filter(
    (field): field is TextField | TextareaField => field.type === 'text' || field.type === 'textarea',
  )
  return (texts.find((field) => field.name === 'title' || field.name === 'label') ?? texts[0])?.name
}

/** A list of sentences (objectives, bullet points), one per row. */
export const lines = (name: string, label: string): ArrayField =>
  rows(name, label, [text('text', 'Texte')], 'un élément')

/** Rows of a title and a short text. */
export const titledTexts = (name: string, label: string, extra: Field[] = []): ArrayField =>
  rows(
    name,
    label,
    [...extra, text('title', 'Titre'), { name: 'text', type: 'textarea', label: 'Texte', required: true }],
    'un élément',
  )

/** A web address the site links to: http(s) only, so no `javascript:` link reaches a citizen. */
export const url = (name: string, label: string, required = true): TextField => ({
  name,
  type: 'text',
  label,
  required,
  validate: requiredByLabel(
    label,
    required,
    (value, options) => validateOptionalUrl(value) ?? payloadCheck(value, options),
  ),
})

/**
 * One of the product's pictograms (docs/product/citizen-space.md#pictograms): the icon of a
 * service, a feature or a procedure, or the pictogram of a required document, picked in the panel
 * from the drawings themselves (components/IconPicker), one set for all. Stored as text, as before
 * the set existed. `compact` folds the picker to the chosen drawing, for rows of a list.
 */
export const iconField = ({
  name = 'icon',
  label = 'Icône',
  message = UNKNOWN_ICON_MESSAGE,
  compact = false,
}: {
  name?: string
  label?: string
  message?: string
  compact?: boolean
} = {}): TextField => ({
  name,
  type: 'text',
  label,
  validate: (value, options) => checkContentIcon(value, message) ?? payloadCheck(value, options),
  admin: {
    components: { Field: { path: '/panel/components/IconPicker#IconPicker', clientProps: { compact } } },
  },
})
