import { createLocalReq, type Payload } from 'payload'

import { processLocal, serialRunner, wakeTimer } from '../../lib/processLocal'
import { type JobDoc, SITE_REBUILD_QUEUE, inputOf, rebuildJobs } from './jobs'

/** What only this process knows: its handlers take turns, and which jobs they hold. */
export const local = processLocal('commune.siteRebuild', () => ({
  /** The handlers of this process run one at a time. */
  oneAtATime: serialRunner(),
  /** Rebuild jobs whose handler runs in this process, or waits for its turn here: alive, whatever their age. */
  held: new Set<JobDoc['id']>(),
  wake: wakeTimer(),
}))

export const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => local.oneAtATime(work)

/** Wakes this process at `at` to run the rebuild jobs then due, unless it already wakes sooner. */
export const wakeAt = (payload: Payload, at: Date): void => local.wake(at.getTime(), () => void runDueRebuilds(payload))

async function runDueRebuilds(payload: Payload): Promise<void> {
  let failed = false
  try {
    await payload.jobs.run({ queue: SITE_REBUILD_QUEUE, limit: 10 })
  } catch (error) {
    // The database was busy or away: looked at again in a few seconds (and by the cron anyway).
    failed = true
    payload.logger.error({ err: error, msg: 'Reconstruction du site : la file de tâches n’a pas pu être lue' })
  }
  try {
    await wakeForNextRebuild(payload, failed ? 5_000 : 250)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Reconstruction du site : la file de tâches n’a pas pu être lue' })
  }
}

/**
 * Arms the timer for the next waiting rebuild job, if any (at start, and after each run). Never
 * sooner than `floorMs`: a job due but not taken (another instance is taking it) does not spin.
 */
export async function wakeForNextRebuild(payload: Payload, floorMs = 250): Promise<void> {
  const req = await createLocalReq({}, payload)
  const waiting = (await rebuildJobs(req, { processing: { equals: false } })).filter((job) => !inputOf(job).handledAt)
  if (waiting.length === 0) return
  const next = Math.min(...waiting.map((job) => Date.parse(job.waitUntil ?? '') || Date.now()))
  wakeAt(payload, new Date(Math.max(next, Date.now() + floorMs)))
}
