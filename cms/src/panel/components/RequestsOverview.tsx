import type { ServerProps } from 'payload'
import {
  CITIZEN_REQUEST_STAFF_MESSAGES as WORDS,
  CLOSED_REQUEST_STATES,
  REQUEST_STAFF_TEXT as TEXT,
  canHandleRequests,
  formatRequestDays,
} from 'shared-types'

import { CITIZEN_REQUESTS } from '../../requests/slugs'
import { requestStats } from '../../requests/stats'
import { PerDayChart } from './PerDayChart'

/** The list of open requests past their due date at `now`: the same filter as the dashboard's count. */
export function overdueListUrl(adminRoute: string, now: string): string {
  const query = new URLSearchParams({ 'where[and][0][dueAt][less_than]': now })
  for (const [index, state] of CLOSED_REQUEST_STATES.entries())
    query.set(`where[and][1][state][not_in][${index}]`, state)
  return `${adminRoute}/collections/${CITIZEN_REQUESTS}?${query.toString()}`
}

/**
 * « Demandes en ligne » on the panel's dashboard, for administrators and agents d'état civil
 * (docs/product/requests.md#dashboard): requests received this week, those overdue (a link to the list
 * filtered on them), the median time to « Prête à retirer » per procedure over 90 days, and the
 * requests received per day over 30 days.
 */
export async function RequestsOverview({ payload, user }: ServerProps) {
  if (!user || !canHandleRequests((user as { role?: unknown }).role)) return null
  const stats = await requestStats(payload, new Date())
  const admin = payload.config.routes.admin
  return (
    <section aria-labelledby="requests-overview-title" style={{ marginBottom: 'var(--base)' }}>
      <h2 id="requests-overview-title">{TEXT.dashboardHeading}</h2>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', listStyle: 'none', padding: 0 }}>
        <li>
          {WORDS.receivedThisWeek} : <strong>{stats.receivedThisWeek}</strong>
        </li>
        <li>
          {WORDS.overdueCount} :{' '}
          <a href={overdueListUrl(admin, stats.now)}>
            <strong>{TEXT.overdueLink(stats.overdue)}</strong>
          </a>
        </li>
        <li>
          <a href={`${admin}/collections/${CITIZEN_REQUESTS}`}>{TEXT.openList}</a>
        </li>
      </ul>
      <h3>{WORDS.medianToReady}</h3>
      {stats.delays.length === 0 ? (
        <p>{TEXT.noDelay}</p>
      ) : (
        <ul>
          {stats.delays.map((delay) => (
            <li key={delay.procedure}>
              {TEXT.delayLine(delay.procedure, formatRequestDays(delay.medianDays), delay.count)}
            </li>
          ))}
        </ul>
      )}
      <PerDayChart
        days={stats.perDay}
        words={{
          id: 'requests-per-day',
          title: TEXT.chartTitle,
          summary: TEXT.chartSummary,
          countHeading: 'Demandes reçues',
        }}
      />
    </section>
  )
}
