import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { SMS_UNSENT_REASONS, excerpt, type MessageChannel, type MessageTemplate } from 'shared-types'

import { inTransaction } from '../storage/ownTransaction'
import { OUTBOUND_MESSAGES } from './OutboundMessages'
import { MESSAGES_QUEUE, wakeMessagesSoon } from './runner'
import { senderAddress, smtpUrl } from './smtp'
import { withoutCode } from './sms/deliver'
import { smsProvider } from './sms/providers'

export const SEND_MESSAGE_TASK = 'sendMessage'

/** Why an e-mail waits in « Envois » without being tried. */
export const NO_RELAY = "Aucun serveur de messagerie configuré (SMTP_URL) : l'e-mail attend"

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
 * `held` keeps the record without a job, with its status and reason: an SMS with no operator
 * configured (« Non envoyé »), an e-mail with no relay (« En attente », sent once the CMS starts with one).
 */
async function queueMessage(
  req: PayloadRequest,
  message: MessageData,
  options: { onceKey?: string; messageId: string; held?: { status: 'pending' | 'unsent'; reason: string } },
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
        status: options.held?.status ?? 'pending',
        lastError: options.held?.reason,
        attempts: 0,
        messageId: options.messageId,
        onceKey: options.onceKey,
      },
      overrideAccess: true,
      depth: 0,
      req: tx,
    })
    if (!options.held) await queueSendJob(tx, doc.id)
    return { id: doc.id, messageId: options.messageId }
  })
}

/** An e-mail, both parts: recorded and queued (queueMessage). */
export async function queueEmail(req: PayloadRequest, email: OutgoingEmail): Promise<QueuedMessage | undefined> {
  const { onceKey, ...content } = email
  // Without a relay there is nothing to try: no job churns in the queue until a CMS starts with one.
  const relay = smtpUrl()
  const queued = await queueMessage(
    req,
    { channel: 'email', ...content },
    { onceKey, messageId: newMessageId(), held: relay ? undefined : { status: 'pending', reason: NO_RELAY } },
  )
  if (queued && relay) wakeMessagesSoon(req.payload)
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
    // An SMS has no subject: its first words name it in « Envois » (a code never among them).
    { channel: 'sms', subject: excerpt(withoutCode(content.text), 60), ...content },
    {
      onceKey,
      messageId: `<sms-${randomUUID()}>`,
      held: provider ? undefined : { status: 'unsent', reason: SMS_UNSENT_REASONS.noProvider },
    },
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

/**
 * At start, with a relay: the e-mails kept waiting while there was none are queued to be sent
 * (docs/product/messages.md#sending), each in a transaction with its record.
 */
export async function queueHeldEmails(payload: Payload): Promise<number> {
  if (!smtpUrl()) return 0
  const { docs } = await payload.find({
    collection: OUTBOUND_MESSAGES,
    where: {
      and: [{ channel: { equals: 'email' } }, { status: { equals: 'pending' } }, { lastError: { equals: NO_RELAY } }],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { status: true },
  })
  const { createLocalReq } = await import('payload')
  const req = await createLocalReq({}, payload)
  for (const { id } of docs) {
    await inTransaction(req, async (tx) => {
      await tx.payload.update({
        collection: OUTBOUND_MESSAGES,
        id,
        data: { lastError: null },
        overrideAccess: true,
        depth: 0,
        req: tx,
      })
      await queueSendJob(tx, id)
    })
  }
  return docs.length
}
