import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { SMS_UNSENT_REASONS, type MessageChannel, type MessageTemplate } from 'shared-types'

import { inTransaction } from '../storage/ownTransaction'
import { OUTBOUND_MESSAGES } from './OutboundMessages'
import { MESSAGES_QUEUE, wakeMessagesSoon } from './runner'
import { senderAddress, smtpUrl } from './smtp'
import { smsProvider } from './sms/providers'

export const SEND_MESSAGE_TASK = 'sendMessage'

/** An e-mail to send: both parts, written by messaging/layout.ts. */
export interface OutgoingEmail {
  to: string
  subject: string
  text: string
  html: string
  template: MessageTemplate
  replyTo?: string
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on the newsletter's). */
  headers?: Record<string, string>
  /** Makes the message once-only: a second one with the same key is not made (answers undefined). */
  onceKey?: string
}

export type QueuedMessage = { id: number | string; messageId: string }

/** A Message-ID of the sender's domain, made once per record and sent on every try. */
const newMessageId = () => `<${randomUUID()}@${senderAddress().address.split('@')[1] ?? 'commune.local'}>`

/** A message record's content, whatever its channel. */
type MessageData = {
  channel: MessageChannel
  template: MessageTemplate
  to: string
  subject?: string
  text: string
  html?: string
  headers?: Record<string, string>
  replyTo?: string
}

/**
 * Records a message in « Envois » and queues its sending job, together: in the caller's transaction
 * when it has one (a contact message and its notification are saved or refused as one), else in one
 * of their own. Nothing is sent here: the job does it, and tries again until the server accepts it.
 * `unsent` keeps the record without a job, with its reason (an SMS with no operator configured).
 */
async function queueMessage(
  req: PayloadRequest,
  message: MessageData,
  options: { onceKey?: string; messageId: string; unsent?: string },
): Promise<QueuedMessage | undefined> {
  return inTransaction(req, async (tx) => {
    if (options.onceKey) {
      const { totalDocs } = await tx.payload.count({
        collection: OUTBOUND_MESSAGES,
        where: { onceKey: { equals: options.onceKey } },
        overrideAccess: true,
        req: tx,
      })
      if (totalDocs > 0) return undefined
    }
    const doc = await tx.payload.create({
      collection: OUTBOUND_MESSAGES,
      data: {
        ...message,
        headers: message.headers ?? {},
        status: options.unsent ? 'unsent' : 'pending',
        lastError: options.unsent,
        attempts: 0,
        messageId: options.messageId,
        onceKey: options.onceKey,
      },
      overrideAccess: true,
      depth: 0,
      req: tx,
    })
    if (!options.unsent) await queueSendJob(tx, doc.id)
    return { id: doc.id, messageId: options.messageId }
  })
}

/** An e-mail, both parts: recorded and queued (queueMessage). */
export async function queueEmail(req: PayloadRequest, email: OutgoingEmail): Promise<QueuedMessage | undefined> {
  const { onceKey, ...content } = email
  const queued = await queueMessage(req, { channel: 'email', ...content }, { onceKey, messageId: newMessageId() })
  // Without a relay there is nothing to try at once: the queue's cron tries, and records the wait.
  if (queued && smtpUrl()) wakeMessagesSoon(req.payload)
  return queued
}

/** An SMS to send: the text as it leaves (messaging/sms/texts.ts), the number in international form. */
export interface OutgoingSms {
  to: string
  text: string
  template: MessageTemplate
  onceKey?: string
}

/**
 * An SMS: recorded and queued like an e-mail. With no operator configured it is kept, marked unsent
 * with the reason, for staff to see (docs/product/sms.md#sending).
 */
export async function queueSms(req: PayloadRequest, sms: OutgoingSms): Promise<QueuedMessage | undefined> {
  const { onceKey, ...content } = sms
  const provider = smsProvider()
  const queued = await queueMessage(
    req,
    { channel: 'sms', ...content },
    { onceKey, messageId: `<sms-${randomUUID()}>`, unsent: provider ? undefined : SMS_UNSENT_REASONS.noProvider },
  )
  if (queued && provider) wakeMessagesSoon(req.payload)
  return queued
}

/** The job that sends record `id`, at `waitUntil` (a new try) or as soon as possible. */
export async function queueSendJob(req: PayloadRequest, id: number | string, waitUntil?: Date): Promise<void> {
  await req.payload.jobs.queue({
    task: SEND_MESSAGE_TASK,
    queue: MESSAGES_QUEUE,
    input: { message: String(id) },
    ...(waitUntil ? { waitUntil } : {}),
    req,
  })
}

/** For callers without a request (Payload's own e-mails): a local request of their own. */
export async function queueEmailFrom(payload: Payload, email: OutgoingEmail) {
  const { createLocalReq } = await import('payload')
  return queueEmail(await createLocalReq({}, payload), email)
}
