import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { MessageTemplate } from 'shared-types'

import { inTransaction } from '../storage/ownTransaction'
import { OUTBOUND_MESSAGES } from './OutboundMessages'
import { MESSAGES_QUEUE, wakeMessagesSoon } from './runner'
import { senderAddress, smtpUrl } from './smtp'

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

/**
 * Records an e-mail in « Envois » and queues its sending job, together: in the caller's transaction
 * when it has one (a contact message and its notification are saved or refused as one), else in one
 * of their own. Nothing is sent here: the job does it, and tries again until the relay accepts it.
 */
export async function queueEmail(req: PayloadRequest, email: OutgoingEmail): Promise<QueuedMessage | undefined> {
  const queued = await inTransaction(req, async (tx) => {
    if (email.onceKey) {
      const { totalDocs } = await tx.payload.count({
        collection: OUTBOUND_MESSAGES,
        where: { onceKey: { equals: email.onceKey } },
        overrideAccess: true,
        req: tx,
      })
      if (totalDocs > 0) return undefined
    }
    const messageId = newMessageId()
    const doc = await tx.payload.create({
      collection: OUTBOUND_MESSAGES,
      data: {
        channel: 'email',
        template: email.template,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers ?? {},
        replyTo: email.replyTo,
        status: 'pending',
        attempts: 0,
        messageId,
        onceKey: email.onceKey,
      },
      overrideAccess: true,
      depth: 0,
      req: tx,
    })
    await queueSendJob(tx, doc.id)
    return { id: doc.id, messageId }
  })
  // Without a relay there is nothing to try at once: the queue's cron tries, and records the wait.
  if (queued && smtpUrl()) wakeMessagesSoon(req.payload)
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
