import type { CollectionSlug, Payload, Where } from 'payload'
import { RETENTION } from 'shared-types'

import { processLocal } from '../lib/processLocal'
import { OUTBOUND_MESSAGES } from './OutboundMessages'
import { SMS_SUBSCRIBERS } from './sms/SmsSubscribers'

const DAY_MS = 86_400_000
const LOOK_EVERY_MS = 60_000
const lastLook = processLocal('commune.retention', () => ({ at: 0 }))
const ago = (ms: number) => new Date(Date.now() - ms).toISOString()
const monthsAgo = (months: number) => {
  const date = new Date()
  date.setUTCMonth(date.getUTCMonth() - months)
  return date.toISOString()
}

/**
 * Personal data is deleted when its time is up (docs/product/messages.md#how-long-it-is-kept, the
 * « Données personnelles » page says the same): addresses and phone numbers that never confirmed their subscription,
 * the records of messages sent, contact messages with the replies kept beside them.
 */
export async function deleteExpiredPersonalData(payload: Payload): Promise<void> {
  // Looked at once a minute, not at every look of the job queue: days-long retentions need no more,
  // and each delete is a write the queue's own writes would wait for.
  const now = Date.now()
  if (now - lastLook.at < LOOK_EVERY_MS) return
  lastLook.at = now
  const expired: { collection: CollectionSlug; where: Where }[] = [
    {
      collection: 'newsletter-subscribers',
      where: {
        and: [
          { confirmedAt: { exists: false } },
          // Counted from the last request to confirm: an address stored before confirmation existed
          // has none, and waits for staff to send it its one invitation.
          { invitedToConfirmAt: { less_than: ago(RETENTION.unconfirmedSubscriberDays * DAY_MS) } },
        ],
      },
    },
    {
      // A number whose code was never typed (a stopped one is kept: it must receive nothing more).
      collection: SMS_SUBSCRIBERS,
      where: {
        and: [
          { confirmedAt: { exists: false } },
          { stopped: { not_equals: true } },
          { updatedAt: { less_than: ago(RETENTION.unconfirmedPhoneDays * DAY_MS) } },
        ],
      },
    },
    {
      collection: OUTBOUND_MESSAGES,
      where: {
        and: [
          { status: { in: ['sent', 'failed', 'unsent'] } },
          { createdAt: { less_than: ago(RETENTION.messageRecordDays * DAY_MS) } },
        ],
      },
    },
    {
      collection: 'contact-messages',
      where: { createdAt: { less_than: monthsAgo(RETENTION.contactMessageMonths) } },
    },
  ]
  for (const { collection, where } of expired) {
    // Counted first: a delete that finds nothing still opens a write transaction.
    if ((await payload.count({ collection, where, overrideAccess: true })).totalDocs === 0) continue
    await payload.delete({ collection, where, overrideAccess: true, depth: 0 })
  }
}
