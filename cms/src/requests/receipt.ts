import type { PayloadRequest } from 'payload'
import { DEFAULT_PROCEDURE_COST, DEFAULT_PROCEDURE_OFFICE, parseRequiredDocs, type RequestReceipt } from 'shared-types'

import { trackingUrl } from './trackingKey'

type Id = number | string

/** What the citizen needs to know of the procedure: how long, how much, where, what to bring, when open. */
export interface ProcedureFacts {
  title: string
  processingDays: number
  cost: string
  office: string
  bring: string[]
  hours: string
}

const textOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback

/** The town hall's opening hours as one line: « Lundi - Vendredi : 8h - 16h ; Samedi : 9h - 12h ». */
export async function openingHoursLine(req: PayloadRequest): Promise<string> {
  const commune = (await req.payload
    .findGlobal({ slug: 'commune', depth: 0, overrideAccess: true, req })
    .catch(() => null)) as { openingHours?: { days?: string | null; hours?: string | null }[] | null } | null
  const rows = (commune?.openingHours ?? []).filter((row) => row.days && row.hours)
  return rows.map((row) => `${row.days} : ${row.hours}`).join(' ; ')
}

export async function procedureFacts(req: PayloadRequest, procedure: unknown): Promise<ProcedureFacts> {
  const doc = (
    typeof procedure === 'object' && procedure !== null
      ? procedure
      : await req.payload
          .findByID({ collection: 'procedures', id: procedure as Id, depth: 0, overrideAccess: true, req })
          .catch(() => null)
  ) as Record<string, unknown> | null
  return {
    title: textOr(doc?.title, ''),
    processingDays: typeof doc?.processingTime === 'number' ? doc.processingTime : 1,
    cost: textOr(doc?.cost, DEFAULT_PROCEDURE_COST),
    office: textOr(doc?.office, DEFAULT_PROCEDURE_OFFICE),
    bring: parseRequiredDocs(doc?.requiredDocs),
    hours: await openingHoursLine(req),
  }
}

/** The answer to a request just sent: its reference, its link and what happens next. */
export const receiptOf = (
  reference: string,
  facts: ProcedureFacts,
  notified: RequestReceipt['notified'],
): RequestReceipt => ({
  reference,
  trackingUrl: trackingUrl(reference),
  procedure: facts.title,
  processingDays: facts.processingDays,
  cost: facts.cost,
  office: facts.office,
  hours: facts.hours,
  bring: facts.bring,
  notified,
})
