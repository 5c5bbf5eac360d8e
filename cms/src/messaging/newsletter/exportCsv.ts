import type { PayloadRequest } from 'payload'
import { NEWSLETTER_STAFF_MESSAGES, NEWSLETTER_TOPIC_OPTIONS, formatLongDate } from 'shared-types'

import { csvDocument } from '../csv'
import { SUBSCRIBERS } from './subscriptions'

type Row = { email: string; confirmedAt?: string | null; topics?: string[] | null; createdAt: string }

const topicLabel = new Map<string, string>(NEWSLETTER_TOPIC_OPTIONS.map(({ value, label }) => [value, label]))

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
  return csvDocument(lines)
}
