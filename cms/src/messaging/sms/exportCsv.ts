import type { PayloadRequest } from 'payload'
import { SMS_STAFF_MESSAGES, SMS_TOPIC_OPTIONS, formatLongDate } from 'shared-types'
import { displayPhone } from 'shared-types/smsText'

import { csvDocument } from '../csv'
import { SMS_SUBSCRIBERS } from './SmsSubscribers'

type Row = {
  phone: string
  topics?: string[] | null
  locality?: { name?: string | null } | null
  confirmedAt?: string | null
  stoppedAt?: string | null
  createdAt: string
}

const topicLabel = new Map<string, string>(SMS_TOPIC_OPTIONS.map(({ value, label }) => [value, label]))

/** The numbers as a spreadsheet opens them: number, topics, place, confirmed on, stopped on, added on. */
export async function smsSubscribersCsv(req: PayloadRequest): Promise<string> {
  const { docs } = await req.payload.find({
    collection: SMS_SUBSCRIBERS,
    sort: 'createdAt',
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return csvDocument([
    SMS_STAFF_MESSAGES.csvColumns,
    ...(docs as unknown as Row[]).map((row) => [
      displayPhone(row.phone),
      (row.topics ?? []).map((topic) => topicLabel.get(topic) ?? topic).join(' ; '),
      row.locality?.name ?? '',
      formatLongDate(row.confirmedAt),
      formatLongDate(row.stoppedAt),
      formatLongDate(row.createdAt),
    ]),
  ])
}
