import type { PayloadRequest, Where } from 'payload'
import { isNewsletterTopic, type NewsletterTopic } from 'shared-types'

import { inTransaction } from '../../storage/ownTransaction'
import { OUTBOUND_MESSAGES } from '../OutboundMessages'
import { queueAlreadySubscribed, queueConfirmation, queueInvitation, type Recipient } from './emails'
import { isConfirmToken } from './subscriberLinks'

export const SUBSCRIBERS = 'newsletter-subscribers'

const DAY_MS = 86_400_000
/** Confirmation e-mails one address may receive in 24 hours, however often it is entered. */
export const CONFIRMATIONS_PER_DAY = 3

type Subscriber = Recipient & { confirmedAt?: string | null; invitedToConfirmAt?: string | null }

const findOne = async (req: PayloadRequest, where: Where): Promise<Subscriber | undefined> => {
  const { docs } = await req.payload.find({
    collection: SUBSCRIBERS,
    where,
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0] as Subscriber | undefined
}

export const subscriberById = (req: PayloadRequest, id: number | string) => findOne(req, { id: { equals: id } })

const sentToday = async (req: PayloadRequest, where: Where): Promise<number> => {
  const since = new Date(Date.now() - DAY_MS).toISOString()
  const { totalDocs } = await req.payload.count({
    collection: OUTBOUND_MESSAGES,
    where: { and: [where, { createdAt: { greater_than: since } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/**
 * A sign-up (docs/product/news.md#newsletter). The caller answers the same whatever happens here:
 * - a new address is stored unconfirmed and sent the link to confirm, together;
 * - an unconfirmed one is sent a new link (CONFIRMATIONS_PER_DAY at most) and given 7 days more;
 * - a confirmed one is told, once a day at most, that it is already subscribed.
 */
export async function requestSubscription(req: PayloadRequest, email: string): Promise<void> {
  const known = await findOne(req, { email: { equals: email } })
  if (!known) {
    try {
      await inTransaction(req, async (tx) => {
        const doc = await tx.payload.create({
          collection: SUBSCRIBERS,
          data: { email, invitedToConfirmAt: new Date().toISOString() },
          overrideAccess: true,
          depth: 0,
          req: tx,
        })
        await queueConfirmation(tx, doc)
      })
    } catch (error) {
      // The same address sent twice at once: the unique index kept one row, and it got its e-mail.
      if (!(await findOne(req, { email: { equals: email } }))) throw error
    }
    return
  }
  if (known.confirmedAt) {
    const prefix = `newsletter-known:${known.id}:`
    if ((await sentToday(req, { onceKey: { like: prefix } })) === 0) {
      await queueAlreadySubscribed(req, known, `${prefix}${Date.now()}`)
    }
    return
  }
  const confirmations = await sentToday(req, {
    and: [{ to: { equals: known.email } }, { template: { in: ['newsletterConfirmation', 'newsletterInvitation'] } }],
  })
  if (confirmations >= CONFIRMATIONS_PER_DAY) return
  await inTransaction(req, async (tx) => {
    await tx.payload.update({
      collection: SUBSCRIBERS,
      id: known.id,
      data: { invitedToConfirmAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
      req: tx,
    })
    await queueConfirmation(tx, known)
  })
}

export type ConfirmResult = 'confirmed' | 'invalidLink' | 'noTopic'

/** The confirmation page's answer: the token must match the id and the address it was sent to. */
export async function confirmSubscription(
  req: PayloadRequest,
  id: number | string,
  token: unknown,
  topics: unknown,
): Promise<ConfirmResult> {
  const subscriber = await subscriberById(req, id)
  if (!subscriber || !isConfirmToken(token, subscriber)) return 'invalidLink'
  const chosen: NewsletterTopic[] = Array.isArray(topics) ? [...new Set(topics.filter(isNewsletterTopic))] : []
  if (chosen.length === 0) return 'noTopic'
  await req.payload.update({
    collection: SUBSCRIBERS,
    id: subscriber.id,
    data: { topics: chosen, ...(subscriber.confirmedAt ? {} : { confirmedAt: new Date().toISOString() }) },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return 'confirmed'
}

/** The address is forgotten: its row deleted (nothing left if it already was). */
export async function forgetSubscriber(req: PayloadRequest, id: number | string): Promise<void> {
  await req.payload.delete({ collection: SUBSCRIBERS, where: { id: { equals: id } }, overrideAccess: true, req })
}

/** The addresses stored before confirmation existed, never asked to confirm. */
export const NEVER_ASKED: Where = {
  and: [{ confirmedAt: { exists: false } }, { invitedToConfirmAt: { exists: false } }],
}

/**
 * Staff's one invitation to every address stored before confirmation existed: each is asked once
 * (its once-only key), and its 7 days start.
 */
export async function inviteNeverAsked(req: PayloadRequest): Promise<number> {
  const { docs } = await req.payload.find({
    collection: SUBSCRIBERS,
    where: NEVER_ASKED,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  let count = 0
  for (const subscriber of docs as Subscriber[]) {
    await inTransaction(req, async (tx) => {
      await tx.payload.update({
        collection: SUBSCRIBERS,
        id: subscriber.id,
        data: { invitedToConfirmAt: new Date().toISOString() },
        overrideAccess: true,
        depth: 0,
        req: tx,
      })
      if (await queueInvitation(tx, subscriber)) count += 1
    })
  }
  return count
}
