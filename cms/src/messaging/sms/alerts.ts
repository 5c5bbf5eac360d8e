import type { PayloadRequest, Where } from 'payload'
import { SMS_TEXTS, type SmsCost } from 'shared-types'

import { queueSms } from '../outbox'
import { SMS_SUBSCRIBERS } from './SmsSubscribers'
import { smsText } from './texts'

type Id = number | string

/** What an SMS alert says and to whom: the whole commune, or the places listed. */
export interface SmsAlertContent {
  message: string
  /** Numbers on SQLite and PostgreSQL, strings on MongoDB; the generated types know the first. */
  localities?: number[]
  keepAccents?: boolean
}

/**
 * Who an alert reaches: confirmed numbers subscribed to alerts, not stopped, in one of its places,
 * or of no place (« toute la commune »: they asked for every alert). No place: everyone.
 */
const recipientsWhere = (localities: Id[]): Where => ({
  and: [
    { confirmedAt: { exists: true } },
    { stopped: { not_equals: true } },
    { topics: { in: ['alertes'] } },
    ...(localities.length > 0
      ? [{ or: [{ locality: { exists: false } }, { locality: { in: localities } }] } satisfies Where]
      : []),
  ],
})

export const alertText = (req: PayloadRequest, alert: SmsAlertContent): Promise<SmsCost> =>
  smsText(req, (commune) => SMS_TEXTS.alert(commune, alert.message.trim()), { keepAccents: alert.keepAccents })

/** What staff see before sending: how many numbers, the text as it leaves, its messages each. */
export async function estimateAlert(
  req: PayloadRequest,
  alert: SmsAlertContent,
): Promise<{ recipients: number; cost: SmsCost }> {
  const { totalDocs } = await req.payload.count({
    collection: SMS_SUBSCRIBERS,
    where: recipientsWhere(alert.localities ?? []),
    overrideAccess: true,
    req,
  })
  return { recipients: totalDocs, cost: await alertText(req, alert) }
}

/**
 * Queues the alert to each of its recipients, in the caller's transaction: once per number (the
 * alert's once-only key), so a run cut short and run again sends nobody a second one.
 */
export async function sendSmsAlert(req: PayloadRequest, alertId: Id, alert: SmsAlertContent): Promise<number> {
  const { text } = await alertText(req, alert)
  const { docs } = await req.payload.find({
    collection: SMS_SUBSCRIBERS,
    where: recipientsWhere(alert.localities ?? []),
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { phone: true },
    req,
  })
  let queued = 0
  for (const subscriber of docs as unknown as { id: Id; phone: string }[]) {
    if (
      await queueSms(req, {
        to: subscriber.phone,
        text,
        template: 'smsAlert',
        onceKey: `sms-alert:${alertId}:${subscriber.id}`,
      })
    )
      queued += 1
  }
  return queued
}
