import type { Payload } from 'payload'

import { numberFromEnv } from '../lib/env'

export const MESSAGES_QUEUE = 'messages'

/** What only this process knows, kept across the bundles Next may load this module in. */
interface LocalState {
  /** Sends run one at a time in a process: a record read twice at once is never sent twice by it. */
  turn: Promise<unknown>
  timer?: ReturnType<typeof setTimeout>
  timerAt?: number
}
const localKey = Symbol.for('commune.messages')
const shared = globalThis as Record<symbol, LocalState | undefined>
shared[localKey] ??= { turn: Promise.resolve() }
const local: LocalState = shared[localKey]

export function oneSendAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = local.turn.then(work, work)
  local.turn = run.catch(() => undefined)
  return run
}

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
export function wakeMessagesAt(payload: Payload, at: number): void {
  if (local.timer && local.timerAt !== undefined && local.timerAt <= at) return
  clearTimeout(local.timer)
  local.timerAt = at
  // A little after the time: the queue runs jobs whose time is strictly past.
  local.timer = setTimeout(
    () => {
      local.timer = undefined
      local.timerAt = undefined
      void runMessages(payload)
    },
    Math.max(0, at - Date.now()) + 20,
  )
  local.timer.unref?.()
}

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
