import { createLocalReq, type Payload } from 'payload'

import { type JobDoc, SITE_REBUILD_QUEUE, inputOf, rebuildJobs } from './jobs'

/** What only this process knows, kept across the bundles Next may load this module in. */
interface LocalState {
  /** The handlers of this process run one at a time. */
  turn: Promise<unknown>
  /** Rebuild jobs whose handler runs in this process, or waits for its turn here: alive, whatever their age. */
  held: Set<JobDoc['id']>
  timer?: ReturnType<typeof setTimeout>
  timerAt?: number
}
const localKey = Symbol.for('commune.siteRebuild')
const shared = globalThis as Record<symbol, LocalState | undefined>
shared[localKey] ??= { turn: Promise.resolve(), held: new Set() }
export const local: LocalState = shared[localKey]

export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = local.turn.then(work, work)
  local.turn = run.catch(() => undefined)
  return run
}

/** Wakes this process at `at` to run the rebuild jobs then due, unless it already wakes sooner. */
export function wakeAt(payload: Payload, at: Date): void {
  const when = at.getTime()
  if (local.timer && local.timerAt !== undefined && local.timerAt <= when) return
  clearTimeout(local.timer)
  local.timerAt = when
  // A little after the time: the queue runs jobs whose time is strictly past.
  local.timer = setTimeout(
    () => {
      local.timer = undefined
      local.timerAt = undefined
      void runDueRebuilds(payload)
    },
    Math.max(0, when - Date.now()) + 20,
  )
  local.timer.unref?.()
}

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
