import { ValidationError, type PayloadRequest } from 'payload'
import { requestReference } from 'shared-types'

import { inTransaction } from '../storage/ownTransaction'
import { CITIZEN_REQUESTS } from './slugs'

/** Enough for 50 requests sent in the same instant, each taking the next free number in turn. */
const MAX_ATTEMPTS = 60

/** The next number of the year: one more than the highest taken, read in the writing transaction. */
async function nextSequence(req: PayloadRequest, year: number): Promise<number> {
  const { docs } = await req.payload.find({
    collection: CITIZEN_REQUESTS,
    where: { year: { equals: year } },
    sort: '-sequence',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { sequence: true },
    overrideAccess: true,
    req,
  })
  return ((docs[0] as { sequence?: number } | undefined)?.sequence ?? 0) + 1
}

const isTakenReference = (error: unknown): boolean =>
  error instanceof ValidationError && error.data.errors.some((entry) => entry.path === 'reference')

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `write` with the next free reference of the year (« DS-2026-00042 »), in a transaction of its
 * own. Unique without relying on transactions: the reference has a unique index, and a sending
 * that meets a number taken meanwhile (another sending read the same highest number) is rolled back
 * whole and tries the next one. On SQLite the writes wait their turn anyway (storage/db.ts).
 */
export async function withNextReference<T>(
  req: PayloadRequest,
  write: (tx: PayloadRequest, reference: { reference: string; year: number; sequence: number }) => Promise<T>,
  now = new Date(),
): Promise<T> {
  const year = now.getUTCFullYear()
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(req, async (tx) => {
        const sequence = await nextSequence(tx, year)
        return write(tx, { reference: requestReference(year, sequence), year, sequence })
      })
    } catch (error) {
      if (!isTakenReference(error) || attempt >= MAX_ATTEMPTS) throw error
      // Apart, so that the sendings that met the same number do not meet again on the next.
      await pause(Math.random() * 5 * Math.min(attempt, 10))
    }
  }
}
