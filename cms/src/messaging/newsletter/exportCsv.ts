import type { PayloadRequest } from 'payload'
import { NEWSLETTER_STAFF_MESSAGES, NEWSLETTER_TOPIC_OPTIONS, formatLongDate } from 'shared-types'

import { SUBSCRIBERS } from './subscriptions'

type Row = { email: string; confirmedAt?: string | null; topics?: string[] | null; createdAt: string }

const topicLabel = new Map<string, string>(NEWSLETTER_TOPIC_OPTIONS.map(({ value, label }) => [value, label]))

/**
 * One CSV cell (RFC 4180): quoted when it holds a separator, a quote or a line break; a leading
 * =, +, - or @ is neutralised, so a spreadsheet never runs an address as a formula.
 */
const cell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The subscribers as a spreadsheet opens it: address, confirmed on, topics in French, signed up on. */
export async function subscribersCsv(req: PayloadRequest): Promise<string> {
  const { docs } = await req.payload.find({
    collection: SUBSCRIBERS,
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const lines = [
    NEWSLETTER_STAFF_MESSAGES.csvColumns,
    ...(docs as Row[]).map((row) => [
      row.email,
      formatLongDate(row.confirmedAt),
      (row.topics ?? []).map((topic) => topicLabel.get(topic) ?? topic).join(' ; '),
      formatLongDate(row.createdAt),
    ]),
  ]
  // A byte-order mark: spreadsheets then read the accents as UTF-8.
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`
}
