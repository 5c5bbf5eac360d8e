import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { RETENTION } from 'shared-types'

import { processLocal } from '../lib/processLocal'
import { OUTBOUND_MESSAGES } from '../messaging/OutboundMessages'
import { inTransaction } from '../storage/ownTransaction'
import { logRequestAction } from './hooks/accessLog'
import { CITIZEN_REQUESTS } from './slugs'
import { REQUEST_ATTACHMENTS } from './slugs'
import { REQUEST_SETTINGS } from './slugs'

type Id = number | string
/** Once a minute; RETENTION_LOOK_MS shortens it for tests. */
const LOOK_EVERY_MS = Number(process.env.RETENTION_LOOK_MS ?? 60_000)
const lastLook = processLocal('commune.requests.retention', () => ({ at: 0 }))

/**
 * Deletes a request's personal data: who asked and how to reach them, the answers, the files, the
 * staff's notes and messages, and the messages sent about it (their once-keys start with its
 * reference, notifications.ts). Its reference, procedure, dates and states stay, for the statistics.
 */
export async function erasePersonalData(req: PayloadRequest, id: Id): Promise<void> {
  await inTransaction(req, async (tx) => {
    const request = (await tx.payload.findByID({
      collection: CITIZEN_REQUESTS,
      id,
      depth: 0,
      overrideAccess: true,
      req: tx,
    })) as {
      reference: string
      history?: { state?: string | null; at?: string | null; by?: unknown }[] | null
    }
    await tx.payload.delete({
      collection: REQUEST_ATTACHMENTS,
      where: { reference: { equals: request.reference } },
      overrideAccess: true,
      req: tx,
    })
    await tx.payload.delete({
      collection: OUTBOUND_MESSAGES,
      where: { onceKey: { like: `demande:${request.reference}:` } },
      overrideAccess: true,
      req: tx,
    })
    await tx.payload.update({
      collection: CITIZEN_REQUESTS,
      id,
      data: {
        requesterName: null,
        phone: null,
        email: null,
        relation: null,
        answers: [],
        attachments: [],
        internalNotes: [],
        messageToCitizen: null,
        history: (request.history ?? []).map(({ state, at, by }) => ({ state, at, by })) as never,
        personalDataErasedAt: new Date().toISOString(),
      },
      overrideAccess: true,
      depth: 0,
      req: tx,
      context: { requestChanged: true, personalDataErased: true },
    })
    await logRequestAction(tx, 'erase', request.reference)
  })
}

/** The retention staff set (« Réglages des demandes »), 12 months unless changed. */
async function retentionMonths(req: PayloadRequest): Promise<number> {
  const settings = (await req.payload
    .findGlobal({ slug: REQUEST_SETTINGS, depth: 0, overrideAccess: true, req })
    .catch(() => null)) as { retentionMonths?: number | null } | null
  return settings?.retentionMonths ?? RETENTION.closedRequestMonths
}

/**
 * The requests closed longer ago than the retention lose their personal data (docs/product/requests.md#privacy).
 * Looked at once a minute, with the jobs' other housekeeping.
 */
export async function deleteExpiredRequestData(payload: Payload, now = Date.now()): Promise<number> {
  if (now - lastLook.at < LOOK_EVERY_MS) return 0
  lastLook.at = now
  const req = await createLocalReq({}, payload)
  const limit = new Date(now)
  limit.setUTCMonth(limit.getUTCMonth() - (await retentionMonths(req)))
  const { docs } = await payload.find({
    collection: CITIZEN_REQUESTS,
    where: {
      and: [
        { state: { in: ['collected', 'refused'] } },
        { closedAt: { less_than: limit.toISOString() } },
        { personalDataErasedAt: { exists: false } },
      ],
    },
    limit: 100,
    depth: 0,
    select: { reference: true },
    overrideAccess: true,
    req,
  })
  for (const doc of docs) await erasePersonalData(req, doc.id)
  return docs.length
}
