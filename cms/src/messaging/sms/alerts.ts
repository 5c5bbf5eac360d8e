import type { PayloadRequest, Where } from 'payload'
import { SMS_TEXTS } from 'shared-types'
import type { SmsCost } from 'shared-types/smsText'

import { SMS_SUBSCRIBERS } from './SmsSubscribers'
import { queueToSubscribers, receiversOf } from './recipients'
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
 * Who an alert reaches: numbers subscribed to alerts in one of its places, or of no place (« toute
 * la commune »: they asked for every alert). No place: everyone.
 */
const recipientsWhere = (localities: number[]): Where =>
  receiversOf(
    'alertes',
    localities.length > 0 ? [{ or: [{ locality: { exists: false } }, { locality: { in: localities } }] }] : [],
  )

export const alertText = (req: PayloadRequest, alert: SmsAlertContent): Promise<SmsCost> =>
  smsText(req, (commune) => SMS_TEXTS.alert(commune, alert.message.trim()), { keepAccents: alert.keepAccents })

/** How many numbers an alert to these places reaches. */
export async function recipientCount(req: PayloadRequest, localities: number[] = []): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: SMS_SUBSCRIBERS,
    where: recipientsWhere(localities),
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/** What staff see before sending: how many numbers, the text as it leaves, its messages each. */
export async function estimateAlert(
  req: PayloadRequest,
  alert: SmsAlertContent,
): Promise<{ recipients: number; cost: SmsCost }> {
  return { recipients: await recipientCount(req, alert.localities), cost: await alertText(req, alert) }
}

/** Queues the alert to each of its recipients, once per number (queueToSubscribers). */
export async function sendSmsAlert(req: PayloadRequest, alertId: Id, alert: SmsAlertContent): Promise<number> {
  const { text } = await alertText(req, alert)
  return queueToSubscribers(req, recipientsWhere(alert.localities ?? []), {
    text,
    template: 'smsAlert',
    onceKeyPrefix: `sms-alert:${alertId}:`,
  })
}
