import type { Payload } from 'payload'

import { numberFromEnv } from '../lib/env'
import { processLocal, serialRunner, wakeTimer } from '../lib/processLocal'

export const MESSAGES_QUEUE = 'messages'

/** Sends run one at a time in a process: a record read twice at once is never sent twice by it. */
const local = processLocal('commune.messages', () => ({ oneAtATime: serialRunner(), wake: wakeTimer() }))

export const oneSendAtATime = <T>(work: () => Promise<T>): Promise<T> => local.oneAtATime(work)

/** The first new try after a refused send; each next one waits twice as long, up to the cap. */
export const retryBaseMs = () => numberFromEnv('MESSAGE_RETRY_BASE_MS', 30_000, (ms) => ms >= 100)
export const retryCapMs = () => numberFromEnv('MESSAGE_RETRY_MAX_MS', 1_800_000, (ms) => ms >= 100)
export const retryDelayMs = (failedAttempts: number) =>
  Math.min(retryCapMs(), retryBaseMs() * 2 ** Math.max(0, Math.min(failedAttempts - 1, 30)))

/**
 * Wakes this process to run the messages queue at `at` (a new try) or at once (a new message), so a
 * message leaves within a second of its transaction, not at the queue cron's next look (which still
 * runs whatever a restart left behind).
 */
export const wakeMessagesAt = (payload: Payload, at: number): void => local.wake(at, () => void runMessages(payload))

/** After the caller's transaction has had time to commit: the job it queued is visible then. */
export const wakeMessagesSoon = (payload: Payload) => wakeMessagesAt(payload, Date.now() + 300)

async function runMessages(payload: Payload): Promise<void> {
  try {
    await payload.jobs.run({ queue: MESSAGES_QUEUE, limit: 20 })
    await wakeForNextMessage(payload)
  } catch (error) {
    // The database was busy or away: looked at again shortly (and by the cron anyway).
    payload.logger.error({ err: error, msg: 'Envois : la file de tâches n’a pas pu être lue' })
    wakeMessagesAt(payload, Date.now() + 5_000)
  }
}

/** Arms the timer for the next waiting message job, if any (at start, and after each run). */
export async function wakeForNextMessage(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: MESSAGES_QUEUE } },
        { processing: { equals: false } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    sort: 'waitUntil',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const next = docs[0] as { waitUntil?: string | null } | undefined
  if (!next) return
  // Never sooner than a second from now: a job due but not taken (another instance has it) does not spin.
  wakeMessagesAt(payload, Math.max(Date.parse(next.waitUntil ?? '') || 0, Date.now() + 1_000))
}
