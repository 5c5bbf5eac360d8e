import type { CollectionBeforeValidateHook, FieldHook } from 'payload'
import { documentRows, parseRequiredDocs, reconcileRequiredDocuments, rowsForLabels } from 'shared-types'

import { isPlainObject } from '../../../../lib/valueKinds'

/** Rows of the kinds a row holds; anything else is left for checkWriteData to refuse in French. */
const wellFormedRows = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (Array.isArray(value) &&
    value.every(
      (row) =>
        isPlainObject(row) &&
        ['label', 'pictogram'].every(
          (key) => row[key] === undefined || row[key] === null || typeof row[key] === 'string',
        ),
    ))

/**
 * The contract's `requiredDocs` and the panel's rows of documents with their pictograms
 * (`requiredDocuments`) kept in step on every write (docs/product/citizen-space.md#pictograms).
 * Clients send `requiredDocs` as a list, a JSON-encoded list or plain text: stored as a list, empty
 * entries dropped (docs/product/citizen-space.md#the-procedure), each document keeping its pictogram
 * while its text stays the same. The panel sends the rows alone, which rewrite the list.
 */
export const syncRequiredDocuments: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  if (!wellFormedRows(data.requiredDocuments)) {
    if ('requiredDocs' in data) data.requiredDocs = parseRequiredDocs(data.requiredDocs)
    return data
  }
  const stored = originalDoc as { requiredDocs?: unknown; requiredDocuments?: unknown } | undefined
  const both = reconcileRequiredDocuments(data, stored)
  if (both) Object.assign(data, both)
  return data
}

/**
 * Read, the rows are always the list's documents in its order, each with its pictogram: a procedure
 * stored before pictograms existed opens in the panel with one row per document.
 */
export const rowsOfTheList: FieldHook = ({ siblingData, value }) =>
  siblingData && 'requiredDocs' in siblingData
    ? rowsForLabels(parseRequiredDocs(siblingData.requiredDocs), documentRows(value))
    : value
