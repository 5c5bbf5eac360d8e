import type { CollectionSlug, Payload, Where } from 'payload'
import { RETENTION } from 'shared-types'

import { OUTBOUND_MESSAGES } from './OutboundMessages'
import { SMS_SUBSCRIBERS } from './sms/SmsSubscribers'

const DAY_MS = 86_400_000
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
    await payload.delete({ collection, where, overrideAccess: true, depth: 0 })
  }
}
