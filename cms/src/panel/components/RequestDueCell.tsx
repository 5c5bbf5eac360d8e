import type { DefaultServerCellComponentProps } from 'payload'
import { CITIZEN_REQUEST_STAFF_MESSAGES as TEXT, formatLongDate, isOverdueRequest } from 'shared-types'

/**
 * « À rendre le » in the requests' list: the due date and, for an open request past it, a red
 * « En retard » badge that says it in words, not by its colour alone (docs/product/requests.md#the-queue).
 */
export function RequestDueCell({ cellData, rowData }: DefaultServerCellComponentProps) {
  const due = typeof cellData === 'string' ? cellData : undefined
  if (!due) return null
  const overdue = isOverdueRequest({ dueAt: due, state: (rowData as { state?: unknown }).state })
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.4rem' }}>
      <time dateTime={due}>{formatLongDate(due)}</time>
      {overdue ? (
        <span
          data-overdue="true"
          style={{
            padding: '0.05rem 0.5rem',
            borderRadius: '999px',
            background: '#b91c1c',
            color: '#ffffff',
            fontWeight: 600,
            fontSize: '0.85em',
            whiteSpace: 'nowrap',
          }}
        >
          {TEXT.overdue}
        </span>
      ) : null}
    </span>
  )
}
