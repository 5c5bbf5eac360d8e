import { type ContentIcon, isContentIcon } from './commune/pictograms'
import { parseRequiredDocs } from './procedures'

/**
 * A procedure's documents with their pictograms (docs/product/citizen-space.md#pictograms). The
 * contract's `requiredDocs` stays the list of their texts, in order; `requiredDocuments` holds the
 * same documents as rows of a text and a pictogram, which the panel edits one row per document.
 */

/** A row as stored or sent: the text trimmed, the pictogram as given (checked by the CMS field). */
export interface RequiredDocumentRow {
  id?: string
  label: string
  pictogram: string | null
}

/** A document as the site shows it: its text, and its pictogram when staff chose one of the set. */
export interface RequiredDocument {
  label: string
  pictogram: ContentIcon | null
}

interface ProcedureDocuments {
  requiredDocs?: unknown
  requiredDocuments?: unknown
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** Rows as a client sent them: rows without a text are dropped, as empty entries of `requiredDocs` are. */
export function documentRows(value: unknown): RequiredDocumentRow[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return []
    const { id, label, pictogram } = row as Record<string, unknown>
    const text = textOf(label)
    if (text === '') return []
    return [
      {
        ...(typeof id === 'string' && id !== '' ? { id } : {}),
        label: text,
        pictogram: typeof pictogram === 'string' && pictogram.trim() !== '' ? pictogram : null,
      },
    ]
  })
}

/**
 * Each text of the list with the pictogram of a row of the same text: a document whose text did not
 * change keeps its pictogram when the list is rewritten. A text twice takes the rows in order.
 */
export function rowsForLabels(labels: readonly string[], rows: readonly RequiredDocumentRow[]): RequiredDocumentRow[] {
  const unused = [...rows]
  return labels.map((label) => {
    const index = unused.findIndex((row) => row.label === label)
    const row = index >= 0 ? unused.splice(index, 1)[0] : undefined
    return { ...(row?.id ? { id: row.id } : {}), label, pictogram: row?.pictogram ?? null }
  })
}

const sameRows = (a: readonly RequiredDocumentRow[], b: readonly RequiredDocumentRow[]): boolean =>
  a.length === b.length &&
  a.every((row, index) => row.label === b[index]!.label && row.pictogram === b[index]!.pictogram)

const sameTexts = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((text, index) => text === b[index])

/**
 * What a write stores of the two fields, from what it sent and what was stored; null when it sent
 * neither. A write of `requiredDocs` alone (the contract's clients, the staff screens) keeps the
 * pictograms of the texts it kept; one of the rows alone (the panel) rewrites the list. When both
 * come (a client sending a whole document back), the one this write changed decides: the list of
 * texts if only it changed, else the rows.
 */
export function reconcileRequiredDocuments(
  sent: ProcedureDocuments,
  stored?: ProcedureDocuments | null,
): { requiredDocs: string[]; requiredDocuments: RequiredDocumentRow[] } | null {
  // A null is read as not sent when the other field comes: a client echoing a document back sends
  // nulls it never set, and the panel, once told the list is missing, sends the list as null.
  const rowsSent = sent.requiredDocuments !== undefined && sent.requiredDocuments !== null
  const listSent = sent.requiredDocs !== undefined && !(sent.requiredDocs === null && rowsSent)
  if (!listSent && !rowsSent) return null
  const storedRows = rowsForLabels(parseRequiredDocs(stored?.requiredDocs), documentRows(stored?.requiredDocuments))
  const list = parseRequiredDocs(sent.requiredDocs)
  if (!rowsSent) return { requiredDocs: list, requiredDocuments: rowsForLabels(list, storedRows) }
  const rows = documentRows(sent.requiredDocuments)
  const listChanged =
    listSent &&
    !sameTexts(
      list,
      storedRows.map((row) => row.label),
    )
  if (listChanged && sameRows(rows, storedRows))
    return { requiredDocs: list, requiredDocuments: rowsForLabels(list, rows) }
  return { requiredDocs: rows.map((row) => row.label), requiredDocuments: rows }
}

/** The documents of a procedure as citizens read them: the contract's list, each with its pictogram. */
export function procedureDocuments(procedure: ProcedureDocuments): RequiredDocument[] {
  return rowsForLabels(parseRequiredDocs(procedure.requiredDocs), documentRows(procedure.requiredDocuments)).map(
    ({ label, pictogram }) => ({ label, pictogram: isContentIcon(pictogram) ? pictogram : null }),
  )
}
