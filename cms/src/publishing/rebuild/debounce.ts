import type { PayloadRequest } from 'payload'

import { inTransaction } from '../../storage/ownTransaction'
import {
  MAX_WAIT_MS,
  type RebuildInput,
  SITE_REBUILD_QUEUE,
  SITE_REBUILD_TASK,
  earliest,
  inputOf,
  iso,
  quietMs,
  retryBaseMs,
  retryCapMs,
  union,
  updateJob,
  waitingJob,
} from './jobs'
import { wakeAt } from './timer'

/** Doubling from the base, capped: 5 s, 10 s, 20 s … 5 min, 5 min … */
export const retryDelayMs = (failedAttempts: number) =>
  Math.min(retryCapMs(), retryBaseMs() * 2 ** Math.min(30, failedAttempts - 1))

/**
 * Adds changes to the waiting job, or makes one, and returns when it is due.
 * - Fresh changes (no failure yet) push the job back by the quiet time, up to 30 s after its oldest change.
 * - A job retrying after a failure keeps its time: the hook is down, calling sooner would not help.
 * - `retryAt` hands over changes whose call failed: the job is due no sooner than then.
 */
export async function addToWaitingJob(req: PayloadRequest, added: RebuildInput, retryAt?: number): Promise<Date> {
  const now = Date.now()
  const debounced = (firstChangeAt: string) =>
    Math.max(now, Math.min(now + quietMs(), Date.parse(firstChangeAt) + MAX_WAIT_MS))
  const waiting = await waitingJob(req)
  if (!waiting) {
    const waitUntil = new Date(retryAt ?? debounced(added.firstChangeAt))
    await req.payload.jobs.queue({ task: SITE_REBUILD_TASK, queue: SITE_REBUILD_QUEUE, input: added, waitUntil, req })
    return waitUntil
  }
  const current = inputOf(waiting)
  const input: RebuildInput = {
    changes: union(current.changes, added.changes),
    firstChangeAt: earliest(current.firstChangeAt, added.firstChangeAt),
    failedAttempts: Math.max(current.failedAttempts, added.failedAttempts),
    by: union(current.by ?? [], added.by ?? []),
  }
  const due = Date.parse(waiting.waitUntil ?? '') || now
  const waitUntil =
    retryAt !== undefined ? Math.max(due, retryAt) : input.failedAttempts > 0 ? due : debounced(input.firstChangeAt)
  await updateJob(req, waiting.id, { input, waitUntil: iso(waitUntil) })
  return new Date(waitUntil)
}

/**
 * Records that `change` (a collection or global slug) needs a build.
 *
 * Transactions: the job is written with the request of the change, inside its transaction when it
 * has one. A change refused or rolled back (by its own validation or by any later hook of the same
 * write) therefore leaves no job; a change that is stored always has its job, since both commit
 * together. A job cannot vanish for an unrelated reason: the only transaction it shares is the one
 * of the content it stands for, and a rollback of that transaction means the content is not there
 * to publish either. Without a transaction (a global on SQLite, a job's runner), the job gets one of
 * its own. Only the timer that runs the job early is armed afterwards; if the transaction is rolled
 * back later, the timer finds nothing to run.
 */
export async function queueSiteRebuild(req: PayloadRequest, change: string): Promise<void> {
  const now = iso(Date.now())
  // Named in the history of builds (the panel's dashboard): the person's name, else the account's display name or address.
  const user = req.user as { name?: unknown; displayName?: unknown; email?: unknown } | null | undefined
  const who = [user?.name, user?.displayName, user?.email].find(
    (each): each is string => typeof each === 'string' && each.trim() !== '',
  )
  const due = await inTransaction(req, (tx) =>
    addToWaitingJob(tx, { changes: [change], firstChangeAt: now, failedAttempts: 0, by: who ? [who] : [] }),
  )
  wakeAt(req.payload, due)
}
