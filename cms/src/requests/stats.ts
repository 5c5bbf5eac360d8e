import type { Payload, Where } from 'payload'
import { CLOSED_REQUEST_STATES } from 'shared-types'

import { CITIZEN_REQUESTS } from './slugs'

export const DAY_MS = 24 * 60 * 60 * 1000
/** The chart's span: requests received per day. */
export const CHART_DAYS = 30
/** The span of the median time to « Prête à retirer ». */
export const MEDIAN_DAYS = 90

export interface ProcedureDelay {
  procedure: string
  /** Median days from receipt to « Prête à retirer », to a tenth of a day. */
  medianDays: number
  /** How many requests it was measured on. */
  count: number
}

export interface RequestStats {
  receivedThisWeek: number
  overdue: number
  /** When « overdue » was counted: the list's filter uses the same instant. */
  now: string
  delays: ProcedureDelay[]
  /** The last 30 days, oldest first (the commune's clock is UTC). */
  perDay: { day: string; count: number }[]
}

/** Monday 00:00 of `now`'s week, UTC (Senegal keeps UTC all year). */
export function startOfWeek(now: Date): Date {
  const day = new Date(now.toISOString().slice(0, 10))
  const sinceMonday = (day.getUTCDay() + 6) % 7
  return new Date(day.getTime() - sinceMonday * DAY_MS)
}

/** The middle value; the mean of the two middle ones for an even count; undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export interface ReadyRow {
  procedureTitle?: string | null
  createdAt?: string | null
  readyAt?: string | null
}

/**
 * Per procedure, the median time from receipt to « Prête à retirer » of the requests that became
 * ready in the last 90 days before `now`, slowest first. Rows without both dates are left out.
 */
export function medianDelays(rows: readonly ReadyRow[], now: Date): ProcedureDelay[] {
  const since = now.getTime() - MEDIAN_DAYS * DAY_MS
  const byProcedure = new Map<string, number[]>()
  for (const row of rows) {
    const received = Date.parse(row.createdAt ?? '')
    const ready = Date.parse(row.readyAt ?? '')
    if (Number.isNaN(received) || Number.isNaN(ready) || ready < since || ready > now.getTime() || ready < received)
      continue
    const procedure = row.procedureTitle?.trim() || '—'
    const days = byProcedure.get(procedure) ?? []
    days.push((ready - received) / DAY_MS)
    byProcedure.set(procedure, days)
  }
  return [...byProcedure]
    .map(([procedure, days]) => ({
      procedure,
      medianDays: Math.round(median(days)! * 10) / 10,
      count: days.length,
    }))
    .sort((a, b) => b.medianDays - a.medianDays || a.procedure.localeCompare(b.procedure, 'fr'))
}

/** The last `span` days up to `now`'s, oldest first, with how many of `dates` fall on each. */
export function countPerDay(dates: readonly (string | null | undefined)[], now: Date, span = CHART_DAYS) {
  const today = new Date(now.toISOString().slice(0, 10))
  const first = today.getTime() - (span - 1) * DAY_MS
  const days = Array.from({ length: span }, (_, index) => ({
    day: new Date(first + index * DAY_MS).toISOString().slice(0, 10),
    count: 0,
  }))
  const byDay = new Map(days.map((entry) => [entry.day, entry]))
  for (const date of dates) {
    const entry = typeof date === 'string' ? byDay.get(date.slice(0, 10)) : undefined
    if (entry) entry.count += 1
  }
  return days
}

/** Open requests whose due date has passed: the dashboard's count and the list's filter alike. */
export const overdueWhere = (now: Date): Where => ({
  and: [{ dueAt: { less_than: now.toISOString() } }, { state: { not_in: [...CLOSED_REQUEST_STATES] } }],
})

/**
 * The figures of « Demandes en ligne » on the panel's dashboard (docs/product/requests.md#dashboard):
 * requests received this week, those overdue, the median time to « Prête à retirer » per procedure
 * over 90 days and the requests received per day over 30 days. Dates and procedure titles only: no
 * personal data is read, so nothing is written to « Journal des demandes ».
 */
export async function requestStats(payload: Payload, now: Date): Promise<RequestStats> {
  const chartStart = new Date(new Date(now.toISOString().slice(0, 10)).getTime() - (CHART_DAYS - 1) * DAY_MS)
  const [week, overdue, ready, received] = await Promise.all([
    payload.count({
      collection: CITIZEN_REQUESTS,
      where: { createdAt: { greater_than_equal: startOfWeek(now).toISOString() } },
      overrideAccess: true,
    }),
    payload.count({ collection: CITIZEN_REQUESTS, where: overdueWhere(now), overrideAccess: true }),
    payload.find({
      collection: CITIZEN_REQUESTS,
      where: { readyAt: { greater_than_equal: new Date(now.getTime() - MEDIAN_DAYS * DAY_MS).toISOString() } },
      select: { procedureTitle: true, createdAt: true, readyAt: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: CITIZEN_REQUESTS,
      where: { createdAt: { greater_than_equal: chartStart.toISOString() } },
      select: { createdAt: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  return {
    receivedThisWeek: week.totalDocs,
    overdue: overdue.totalDocs,
    now: now.toISOString(),
    delays: medianDelays(ready.docs as ReadyRow[], now),
    perDay: countPerDay(
      received.docs.map((doc) => (doc as { createdAt?: string }).createdAt),
      now,
    ),
  }
}
