import { REQUEST_AGE_FILTERS, isOverdueRequest } from 'shared-types'

import type { StaffRequest } from '../../api/requests'

const DAY_MS = 24 * 60 * 60 * 1000

/** The list's filters: a state (or « overdue »), a procedure's title and an age, each empty for all. */
export interface RequestFilterValues {
  state: string
  procedure: string
  age: string
}

/** The procedures the requests are for, once each, in French order. */
export const proceduresOf = (docs: StaffRequest[]): string[] =>
  [...new Set(docs.map((doc) => doc.procedureTitle ?? '').filter(Boolean))].sort((a, b) => a.localeCompare(b, 'fr'))

/** The requests the filters keep. */
export function filterRequests(docs: StaffRequest[], { state, procedure, age }: RequestFilterValues): StaffRequest[] {
  const now = Date.now()
  const minDays = REQUEST_AGE_FILTERS.find((filter) => filter.value === age)?.minDays ?? 0
  return docs.filter(
    (doc) =>
      (!state || (state === 'overdue' ? isOverdueRequest(doc) : doc.state === state)) &&
      (!procedure || doc.procedureTitle === procedure) &&
      (minDays === 0 || now - Date.parse(doc.createdAt) > minDays * DAY_MS),
  )
}
