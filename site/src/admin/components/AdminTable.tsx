import { Fragment, type ReactNode } from 'react'
import type { Badge } from 'shared-types'

import { CircleAlert, Pencil, RotateCw, Trash2 } from '../../lib/ui/icons'
import Spinner from './Spinner'
import StatusBadge from './StatusBadge'

export interface Column<Doc> {
  header: string
  cell: (doc: Doc) => ReactNode
  /** Secondary columns give their room to the title on phones. */
  hideOnPhone?: boolean
  className?: string
}

export type ListState<Doc> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; docs: Doc[]; reloading: boolean }

interface Props<Doc extends { id: number | string }> {
  /** Read by screen readers before the table, e.g. 'Liste des actualités'. */
  caption: string
  columns: Column<Doc>[]
  state: ListState<Doc>
  /** The screen's empty-row message, e.g. 'Aucune actualité trouvée'. */
  emptyMessage: string
  loadingLabel: string
  /** Names a row in its buttons' labels: 'Modifier : <title>'. */
  rowLabel: (doc: Doc) => string
  /** Left out where the signed-in role may not do it (a rédacteur deletes nothing). */
  onEdit?: (doc: Doc) => void
  /** The pointer or focus reaches an edit button, before any click: what the edit needs may be fetched. */
  onEditIntent?: () => void
  onDelete?: (doc: Doc) => void
  onRetry: () => void
  /** Shown after the row's title: « Brouillon », « À relire ». */
  badges?: (doc: Doc) => Badge[]
  /** Actions of some rows before edit and delete (« Publier » on a draft). */
  rowActions?: (doc: Doc) => ReactNode
}

/**
 * The list of an admin screen: spinner, empty row, error row, edit and delete per row,
 * each row's workflow badges; no actions column where the role may change nothing.
 */
export default function AdminTable<Doc extends { id: number | string }>({
  caption,
  columns,
  state,
  emptyMessage,
  loadingLabel,
  rowLabel,
  onEdit,
  onEditIntent,
  onDelete,
  onRetry,
  badges,
  rowActions,
}: Props<Doc>) {
  const hasActions = Boolean(onEdit || onDelete || rowActions)
  const span = columns.length + (hasActions ? 1 : 0)
  const phoneClass = (column: Column<Doc>) =>
    `${column.hideOnPhone ? 'hidden md:table-cell' : ''} ${column.className ?? ''}`

  let body: ReactNode
  if (state.status === 'loading') {
    body = (
      <tr>
        <td colSpan={span} className="px-4 py-10 text-center">
          <Spinner label={loadingLabel} showLabel />
        </td>
      </tr>
    )
  } else if (state.status === 'error') {
    body = (
      <tr>
        <td colSpan={span} className="px-4 py-8 text-center">
          <p className="inline-flex items-center gap-2 font-medium text-red-800">
            <CircleAlert size={20} aria-hidden="true" />
            {state.message}
          </p>
          <div className="mt-3">
            <button type="button" onClick={onRetry} className="btn-secondary px-3 py-1.5">
              <RotateCw size={16} aria-hidden="true" />
              Réessayer
            </button>
          </div>
        </td>
      </tr>
    )
  } else if (state.docs.length === 0) {
    body = (
      <tr>
        <td colSpan={span} className="px-4 py-10 text-center text-gray-700">
          {emptyMessage}
        </td>
      </tr>
    )
  } else {
    body = state.docs.map((doc) => (
      <tr key={doc.id} className="align-middle hover:bg-gray-50">
        {columns.map((column, index) => {
          const Cell = index === 0 ? 'th' : 'td'
          return (
            <Cell
              key={column.header}
              scope={index === 0 ? 'row' : undefined}
              className={`px-4 py-3 text-left text-sm ${index === 0 ? 'font-medium text-gray-900' : 'text-gray-800'} ${phoneClass(column)}`}
            >
              {index === 0 ? <TitleCell badges={badges?.(doc) ?? []}>{column.cell(doc)}</TitleCell> : column.cell(doc)}
            </Cell>
          )
        })}
        {hasActions && (
          <td className="px-4 py-3 text-right whitespace-nowrap">
            {rowActions?.(doc)}
            {onEdit && (
              <button
                type="button"
                onClick={() => onEdit(doc)}
                onPointerEnter={onEditIntent}
                onFocus={onEditIntent}
                className="rounded-md p-2 text-primary-800 hover:bg-primary-50"
                aria-label={`Modifier : ${rowLabel(doc)}`}
                title="Modifier"
              >
                <Pencil size={18} aria-hidden="true" />
              </button>
            )}
            {onDelete && (
              <button
                type="button"
                onClick={() => onDelete(doc)}
                className="ml-1 rounded-md p-2 text-red-800 hover:bg-red-50"
                aria-label={`Supprimer : ${rowLabel(doc)}`}
                title="Supprimer"
              >
                <Trash2 size={18} aria-hidden="true" />
              </button>
            )}
          </td>
        )}
      </tr>
    ))
  }

  return (
    <div className="card overflow-x-auto">
      <table
        className="min-w-full divide-y divide-gray-200"
        aria-busy={state.status === 'loading' || (state.status === 'ready' && state.reloading) || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-100">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-4 py-3 text-left text-xs font-semibold tracking-wide text-gray-800 uppercase ${phoneClass(column)}`}
              >
                {column.header}
              </th>
            ))}
            {hasActions && (
              <th
                scope="col"
                className="px-4 py-3 text-right text-xs font-semibold tracking-wide text-gray-800 uppercase"
              >
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 bg-white">{body}</tbody>
      </table>
    </div>
  )
}

/** The title, then its badges: a row reads « Fête de l’école, Brouillon, À relire ». */
function TitleCell({ badges, children }: { badges: Badge[]; children: ReactNode }) {
  if (badges.length === 0) return <>{children}</>
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{children}</span>
      {/* The spaces keep the words apart in the row's text (a flex row does not render them). */}
      {badges.map((badge) => (
        <Fragment key={badge.label}>
          {' '}
          <StatusBadge badge={badge} />
        </Fragment>
      ))}
    </span>
  )
}
