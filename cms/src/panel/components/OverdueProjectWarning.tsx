import { isOverdueProject, overdueProjectWarning } from 'shared-types'

/**
 * At the top of a project's form in the panel: a project still « En cours » after its end date reads
 * to citizens as a stalled one (or a page nobody updates). A server component, from the project as
 * stored, so the clerk sees it on opening the project.
 */
export function OverdueProjectWarning({ data }: { data?: { status?: string | null; endDate?: string | null } }) {
  if (!data || !isOverdueProject(data) || !data.endDate) return null
  return (
    <p
      role="alert"
      style={{
        margin: '0 0 1.5rem',
        padding: '0.75rem 1rem',
        borderRadius: 'var(--style-radius-s)',
        background: 'var(--theme-warning-100)',
        color: 'var(--theme-warning-900)',
        border: '1px solid var(--theme-warning-400)',
      }}
    >
      {overdueProjectWarning(data.endDate)}
    </p>
  )
}
