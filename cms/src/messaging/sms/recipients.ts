import type { PayloadRequest, Where } from 'payload'
import type { MessageTemplate, SmsTopic } from 'shared-types'

import { queueSms } from '../outbox'
import { SMS_SUBSCRIBERS } from './SmsSubscribers'

type Id = number | string

/** Numbers that receive `topic`: confirmed with their code, not stopped, and matching `where`. */
export const receiversOf = (topic: SmsTopic, where: Where[] = []): Where => ({
  and: [{ confirmedAt: { exists: true } }, { stopped: { not_equals: true } }, { topics: { in: [topic] } }, ...where],
})

/**
 * Queues one SMS with `text` to every number `where` selects, in the caller's transaction, each once
 * (`onceKeyPrefix` and the subscriber's id): a run cut short and run again sends nobody a second one.
 */
export async function queueToSubscribers(
  req: PayloadRequest,
  where: Where,
  message: { text: string; template: MessageTemplate; onceKeyPrefix: string },
): Promise<number> {
  const { docs } = await req.payload.find({
    collection: SMS_SUBSCRIBERS,
    where,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { phone: true },
    req,
  })
  let queued = 0
  for (const subscriber of docs as unknown as { id: Id; phone: string }[]) {
    const onceKey = `${message.onceKeyPrefix}${subscriber.id}`
    if (await queueSms(req, { to: subscriber.phone, text: message.text, template: message.template, onceKey }))
      queued += 1
  }
  return queued
}
