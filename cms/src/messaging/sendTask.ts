import type { PayloadRequest, TaskConfig } from 'payload'
import { phoneEnding } from 'shared-types/smsText'

import { inTransaction } from '../storage/ownTransaction'
import { OUTBOUND_MESSAGES } from './OutboundMessages'
import { NO_RELAY, SEND_MESSAGE_TASK, queueSendJob } from './outbox'
import { oneSendAtATime, retryDelayMs, wakeMessagesAt } from './runner'
import { senderAddress, smtpTransport } from './smtp'
import { type DeliveryOutcome, deliverSms, withoutCode } from './sms/deliver'

type MessageRecord = {
  id: number | string
  channel: string
  template: string
  to: string
  subject?: string | null
  text?: string | null
  html?: string | null
  headers?: unknown
  replyTo?: string | null
  status: string
  attempts?: number | null
  messageId: string
}

/** Why a try failed, in French for the panel, and whether trying again can help. */
function failureOf(error: unknown): { reason: string; permanent: boolean } {
  const { responseCode, response, code, message } = (error ?? {}) as {
    responseCode?: number
    response?: string
    code?: string
    message?: string
  }
  // 550–554 refuse this message or this recipient (no such mailbox, refused content): trying again
  // would only be refused again. Everything else (connection lost, 4xx, authentication) is an outage.
  if (typeof responseCode === 'number' && responseCode >= 550 && responseCode <= 554)
    return { reason: `Refusé par le serveur de messagerie : ${response ?? responseCode}`, permanent: true }
  if (typeof responseCode === 'number')
    return {
      reason: `Refusé pour l'instant par le serveur de messagerie : ${response ?? responseCode}`,
      permanent: false,
    }
  return { reason: `Serveur de messagerie injoignable (${code ?? message ?? 'erreur inconnue'})`, permanent: false }
}

const stringHeaders = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {}

/**
 * Sends one recorded message: at least once. A record already sent is not sent again; a try the
 * relay refuses for now is recorded with its reason and a new job is queued at the next try's time,
 * in one transaction. A crash after the relay accepted it and before the record says so sends it
 * again on recovery, with the same Message-ID.
 */
async function deliverEmail(record: MessageRecord): Promise<DeliveryOutcome> {
  const transport = smtpTransport()
  if (!transport) return { kind: 'failed', reason: NO_RELAY, permanent: false }
  try {
    await transport.sendMail({
      from: senderAddress(),
      to: record.to,
      subject: record.subject ?? '',
      text: record.text ?? '',
      html: record.html ?? undefined,
      replyTo: record.replyTo || undefined,
      headers: stringHeaders(record.headers),
      messageId: record.messageId,
    })
    return { kind: 'sent' }
  } catch (error) {
    return { kind: 'failed', ...failureOf(error) }
  }
}

/**
 * Sends one recorded message, e-mail or SMS: at least once. A record already sent (or given up, or
 * kept unsent) is not sent again; a try refused for now is recorded with its reason and a new job is
 * queued at the next try's time, in one transaction. A crash after the server accepted it and before
 * the record says so sends it again on recovery (an e-mail with the same Message-ID).
 */
async function sendRecorded(req: PayloadRequest, id: string): Promise<void> {
  await oneSendAtATime(async () => {
    const record = (await req.payload
      .findByID({ collection: OUTBOUND_MESSAGES, id, depth: 0, overrideAccess: true, disableErrors: true, req })
      .catch(() => null)) as MessageRecord | null
    if (!record || !['pending', 'retry'].includes(record.status)) return

    const attempts = (record.attempts ?? 0) + 1
    const outcome = record.channel === 'sms' ? await deliverSms(req, record) : await deliverEmail(record)
    const now = Date.now()
    if (outcome.kind !== 'failed') {
      const sent = outcome.kind === 'sent'
      await req.payload.update({
        collection: OUTBOUND_MESSAGES,
        id: record.id,
        data: {
          status: outcome.kind,
          attempts: sent ? attempts : (record.attempts ?? 0),
          sentAt: sent ? new Date(now).toISOString() : null,
          nextAttemptAt: null,
          lastError: sent ? null : outcome.reason,
          ...(sent && record.template === 'smsCode' ? { text: withoutCode(record.text ?? '') } : {}),
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
      return
    }
    const nextAttemptAt = outcome.permanent ? null : new Date(now + retryDelayMs(attempts))
    await inTransaction(req, async (tx) => {
      await tx.payload.update({
        collection: OUTBOUND_MESSAGES,
        id: record.id,
        data: {
          status: outcome.permanent ? 'failed' : 'retry',
          attempts,
          lastError: outcome.reason,
          nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
        },
        overrideAccess: true,
        depth: 0,
        req: tx,
      })
      if (nextAttemptAt) await queueSendJob(tx, record.id, nextAttemptAt)
    })
    req.payload.logger.warn(
      `Envoi ${record.id} (${record.channel === 'sms' ? phoneEnding(record.to) : record.to}) non remis : ${outcome.reason}${nextAttemptAt ? `, nouvel essai à ${nextAttemptAt.toISOString()}` : ''}`,
    )
    if (nextAttemptAt) wakeMessagesAt(req.payload, nextAttemptAt.getTime())
  })
}

export const sendMessageTask: TaskConfig<typeof SEND_MESSAGE_TASK> = {
  slug: SEND_MESSAGE_TASK,
  label: "Envoi d'un message",
  inputSchema: [{ name: 'message', type: 'text', required: true }],
  // A refused send is no error of the job's (the handler queues its own new try). An error here is
  // the database's: the queue tries again later rather than dropping the message.
  retries: { attempts: 1_000_000, backoff: { type: 'fixed', delay: 30_000 } },
  handler: async ({ input, req }) => {
    await sendRecorded(req, input.message)
    return { output: {} }
  },
}
