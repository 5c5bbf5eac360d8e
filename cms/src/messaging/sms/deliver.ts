import type { PayloadRequest } from 'payload'
import { SMS_LIMITS, SMS_UNSENT_REASONS } from 'shared-types'

import { OUTBOUND_MESSAGES } from '../OutboundMessages'
import { SmsRefusal, smsProvider } from './providers'
import { SMS_SETTINGS } from './SmsSettings'
import { SMS_SUBSCRIBERS } from './SmsSubscribers'

/** What became of one try: sent, refused (for now or for good), or kept unsent with its reason. */
export type DeliveryOutcome =
  | { kind: 'sent' }
  | { kind: 'failed'; reason: string; permanent: boolean }
  | { kind: 'unsent'; reason: string }

/** Midnight at the commune (Senegal keeps UTC all year): the day the ceiling counts. */
const startOfDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))

export async function dailyCeiling(req: PayloadRequest): Promise<number> {
  const settings = (await req.payload
    .findGlobal({ slug: SMS_SETTINGS, depth: 0, overrideAccess: true, req })
    .catch(() => null)) as { dailyCeiling?: number | null } | null
  return settings?.dailyCeiling ?? SMS_LIMITS.defaultDailyCeiling
}

/** SMS that left today, and those waiting to: what the ceiling counts. */
export async function smsCountedToday(req: PayloadRequest, options: { waiting: boolean }): Promise<number> {
  const since = startOfDay(new Date()).toISOString()
  const { totalDocs } = await req.payload.count({
    collection: OUTBOUND_MESSAGES,
    where: {
      and: [
        { channel: { equals: 'sms' } },
        options.waiting
          ? {
              or: [
                { sentAt: { greater_than_equal: since } },
                { and: [{ status: { in: ['pending', 'retry'] } }, { createdAt: { greater_than_equal: since } }] },
              ],
            }
          : { sentAt: { greater_than_equal: since } },
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/** Whether the citizen of this number asked to receive nothing more (STOP, the stop page, the counter). */
export async function isStopped(req: PayloadRequest, phone: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: SMS_SUBSCRIBERS,
    where: { and: [{ phone: { equals: phone } }, { stopped: { equals: true } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * One try of an SMS record. Sends run one at a time in a process (messaging/runner.ts), so the
 * day's ceiling, counted here just before each send, holds however many were queued at once. A
 * stopped number gets nothing but the code it asks for itself.
 */
export async function deliverSms(
  req: PayloadRequest,
  record: { to: string; text?: string | null; template: string },
): Promise<DeliveryOutcome> {
  const provider = smsProvider()
  if (!provider) return { kind: 'unsent', reason: SMS_UNSENT_REASONS.noProvider }
  if (record.template !== 'smsCode' && (await isStopped(req, record.to)))
    return { kind: 'unsent', reason: SMS_UNSENT_REASONS.stopped }
  const ceiling = await dailyCeiling(req)
  if ((await smsCountedToday(req, { waiting: false })) >= ceiling)
    return { kind: 'unsent', reason: SMS_UNSENT_REASONS.dailyCeiling(ceiling) }
  try {
    await provider.send(record.to, record.text ?? '')
    return { kind: 'sent' }
  } catch (error) {
    if (error instanceof SmsRefusal) return { kind: 'failed', reason: error.message, permanent: error.permanent }
    return {
      kind: 'failed',
      reason: `Erreur inattendue du fournisseur SMS (${(error as Error).message})`,
      permanent: false,
    }
  }
}

/** A code's record once sent: the code itself is no business of anyone reading « Envois » later. */
export const withoutCode = (text: string): string => text.replace(/\b\d{6}\b/g, '••••••')
