import type { PayloadRequest } from 'payload'
import { SMS_CODE, SMS_LIMITS, SMS_TEXTS, type SmsTopic } from 'shared-types'

import { processLocal, serialRunner } from '../../lib/processLocal'
import { inTransaction } from '../../storage/ownTransaction'
import { OUTBOUND_MESSAGES } from '../OutboundMessages'
import { queueSms } from '../outbox'
import { type CodePurpose, codeExpiry, codeHash, codeMatches, newCode } from './codes'
import { dailyCeiling, smsCountedToday } from './deliver'
import { SMS_SUBSCRIBERS } from './SmsSubscribers'
import { smsText } from './texts'

type Id = number | string
/** Ids are numbers on SQLite and PostgreSQL, strings on MongoDB; the generated types know the first. */
type RelationId = number
type PendingCode = {
  hash?: string | null
  purpose?: CodePurpose | null
  expiresAt?: string | null
  tries?: number | null
  topics?: SmsTopic[] | null
  locality?: RelationId | null
}
type Subscriber = {
  id: Id
  phone: string
  confirmedAt?: string | null
  stopped?: boolean | null
  pendingCode?: PendingCode | null
}

const DAY_MS = 86_400_000

/**
 * Code requests and checks run one at a time in a process: the limits per number and per day, and
 * the five tries of a code, are counted and written before the next request reads them, however many
 * arrive at once.
 */
const oneAtATime = processLocal('commune.sms.codes', () => serialRunner())

async function subscriberOf(req: PayloadRequest, phone: string): Promise<Subscriber | undefined> {
  const { docs } = await req.payload.find({
    collection: SMS_SUBSCRIBERS,
    where: { phone: { equals: phone } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
  return docs[0] as unknown as Subscriber | undefined
}

export type CodeRequest = 'sent' | 'notSubscribed' | 'tooManyCodes' | 'dailyCeilingReached'

/**
 * Sends a code to `phone`: to confirm a subscription (with what it subscribes to, applied only once
 * the code is typed) or to stop. A stop code goes only to a number that receives SMS; the caller
 * answers the same either way. Refused once the number had SMS_LIMITS.codesPerNumberPerDay codes in
 * 24 hours, or once the commune's SMS of the day reach their ceiling.
 */
export async function requestCode(
  req: PayloadRequest,
  phone: string,
  purpose: CodePurpose,
  choice: { topics?: SmsTopic[]; locality?: Id | null } = {},
): Promise<CodeRequest> {
  return oneAtATime(async () => {
    const known = await subscriberOf(req, phone)
    if (purpose === 'stop' && (!known?.confirmedAt || known.stopped)) return 'notSubscribed'
    const { totalDocs: codesToday } = await req.payload.count({
      collection: OUTBOUND_MESSAGES,
      where: {
        and: [
          { to: { equals: phone } },
          { template: { equals: 'smsCode' } },
          { createdAt: { greater_than: new Date(Date.now() - DAY_MS).toISOString() } },
        ],
      },
      overrideAccess: true,
      req,
    })
    if (codesToday >= SMS_LIMITS.codesPerNumberPerDay) return 'tooManyCodes'
    if ((await smsCountedToday(req, { waiting: true })) >= (await dailyCeiling(req))) return 'dailyCeilingReached'

    const code = newCode()
    const pendingCode: PendingCode = {
      hash: codeHash(phone, purpose, code),
      purpose,
      expiresAt: codeExpiry(),
      tries: 0,
      topics: choice.topics ?? [],
      locality: (choice.locality ?? null) as RelationId | null,
    }
    const { text } = await smsText(req, (commune) => SMS_TEXTS.code(commune, code))
    await inTransaction(req, async (tx) => {
      if (known) {
        await tx.payload.update({
          collection: SMS_SUBSCRIBERS,
          id: known.id,
          data: { pendingCode },
          overrideAccess: true,
          depth: 0,
          req: tx,
        })
      } else {
        await tx.payload.create({
          collection: SMS_SUBSCRIBERS,
          data: { phone, topics: [], pendingCode },
          overrideAccess: true,
          depth: 0,
          req: tx,
        })
      }
      await queueSms(tx, { to: phone, text, template: 'smsCode' })
    })
    return 'sent'
  })
}

export type CodeCheck = { result: 'done' } | { result: 'wrong'; triesLeft: number } | { result: 'expired' }

/**
 * Checks a typed code. Right: the subscription takes what was chosen (and a stopped number starts
 * again), or the number is stopped. Wrong: one of SMS_CODE.maxTries spent; the last one voids the
 * code. Unknown numbers, other purposes and old codes are all « expired ».
 */
export async function checkCode(
  req: PayloadRequest,
  phone: string,
  purpose: CodePurpose,
  code: string,
): Promise<CodeCheck> {
  return oneAtATime(async () => {
    const subscriber = await subscriberOf(req, phone)
    const pending = subscriber?.pendingCode
    if (
      !subscriber ||
      !pending?.hash ||
      pending.purpose !== purpose ||
      Date.parse(pending.expiresAt ?? '') <= Date.now() ||
      (pending.tries ?? 0) >= SMS_CODE.maxTries
    )
      return { result: 'expired' }

    const update = (data: Record<string, unknown>) =>
      req.payload.update({ collection: SMS_SUBSCRIBERS, id: subscriber.id, data, overrideAccess: true, depth: 0, req })

    if (!codeMatches(pending.hash, phone, purpose, code)) {
      const tries = (pending.tries ?? 0) + 1
      await update({ pendingCode: { ...pending, tries } })
      return tries >= SMS_CODE.maxTries
        ? { result: 'expired' }
        : { result: 'wrong', triesLeft: SMS_CODE.maxTries - tries }
    }
    const now = new Date().toISOString()
    const cleared = { hash: null, purpose: null, expiresAt: null, tries: null, topics: [], locality: null }
    await update(
      purpose === 'subscribe'
        ? {
            topics: pending.topics ?? [],
            locality: pending.locality ?? null,
            confirmedAt: subscriber.confirmedAt ?? now,
            stopped: false,
            stoppedAt: null,
            stopReason: null,
            pendingCode: cleared,
          }
        : { stopped: true, stoppedAt: now, stopReason: 'page', pendingCode: cleared },
    )
    return { result: 'done' }
  })
}

/** « STOP » in reply: the number receives nothing more, subscribed or not (kept as stopped). */
export async function stopByReply(req: PayloadRequest, phone: string): Promise<void> {
  await oneAtATime(async () => {
    const known = await subscriberOf(req, phone)
    const data = { stopped: true, stoppedAt: new Date().toISOString(), stopReason: 'reply' as const }
    if (known?.stopped) return
    if (known) {
      await req.payload.update({ collection: SMS_SUBSCRIBERS, id: known.id, data, overrideAccess: true, depth: 0, req })
    } else {
      await req.payload.create({
        collection: SMS_SUBSCRIBERS,
        data: { phone, topics: [], ...data },
        overrideAccess: true,
        depth: 0,
        req,
      })
    }
  })
}

/** Whether `id` is one of the staff's villages and quartiers. */
export async function isLocality(req: PayloadRequest, id: Id): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'localities',
    where: { id: { equals: id } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}
