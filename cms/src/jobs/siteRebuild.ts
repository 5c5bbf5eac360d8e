import { createLocalReq, type Payload, type PayloadRequest, type TaskConfig, type Where } from 'payload'
import { SITE_STATE_MESSAGES, type SiteState } from 'shared-types'

import { inTransaction } from '../lib/ownTransaction'
import { numberFromEnv } from '../lib/env'

/**
 * Publish → rebuild, made durable (docs/product/workflow.md: a publication is never lost). A change to what the
 * static site shows does not wait in the CMS's memory for its build: it is a job of Payload's queue,
 * stored in the database (`payload-jobs`) in the same transaction as the change itself, and the job
 * calls the build hook.
 *
 * - Debounced: at most one job is waiting (not yet running) at a time. A change joins it, naming
 *   itself in its input, and pushes its time back by the quiet time, never beyond 30 s after its
 *   oldest change. A change saved while the hook is being called starts the next job.
 * - Retried until the hook accepts: a refused or unanswered call hands its changes back to the
 *   waiting job (or makes one) for a new try after a delay that doubles from a few seconds up to
 *   five minutes, forever. Changes saved meanwhile join that job: when the hook is back, one build
 *   follows, naming every change.
 * - Fast: the process that writes or reschedules a job also wakes itself at its time (a timer, the
 *   only state it keeps in memory, and a disposable one); the queue's cron (jobs/scheduledRebuild.ts)
 *   runs whatever a restart left behind.
 * - Surviving a restart, `kill -9` included: Payload 3.90 never takes back a job marked as running
 *   whose process died, so the CMS does (recoverStaleRebuilds, at start and at every look of the
 *   cron): a rebuild job still running after SITE_REBUILD_STALE_MS (longer than any call to the
 *   hook may last) is waiting again.
 * - Adapter-neutral: every read and write goes through Payload's Local API and database adapter, so
 *   SQLite, PostgreSQL and MongoDB behave alike, and several CMS instances share the jobs.
 */
export const SITE_REBUILD_TASK = 'siteRebuild'
export const SITE_REBUILD_QUEUE = 'site-rebuild'
/**
 * Also taken back after a crash: the alert banner's timed rebuilds (jobs/scheduledRebuild.ts) and
 * Payload's scheduled publications (a publication « lundi à 8 h » must not be lost either).
 */
const RECOVERED_TASKS = [SITE_REBUILD_TASK, 'scheduledSiteRebuild', 'schedulePublish']

const JOBS = 'payload-jobs'

/** Quiet time after the last change before the hook is called. */
const quietMs = () => numberFromEnv('SITE_REBUILD_DEBOUNCE_MS', 1500, (ms) => ms >= 0)
/** A steady stream of changes still reaches citizens at least this often. */
const MAX_WAIT_MS = 30_000
/** The first retry after a failed call; each next one waits twice as long, up to the cap. */
const retryBaseMs = () => numberFromEnv('SITE_REBUILD_RETRY_BASE_MS', 5_000, (ms) => ms >= 100)
const retryCapMs = () => numberFromEnv('SITE_REBUILD_RETRY_MAX_MS', 300_000, (ms) => ms >= 100)
/** A rebuild job running for longer than this was left by a process that died. */
const staleMs = () => numberFromEnv('SITE_REBUILD_STALE_MS', 60_000, (ms) => ms >= 1_000)
/** A call to the hook ends well within the stale time, so that a live call is never taken for a dead one. */
const hookTimeoutMs = () => Math.min(10_000, Math.floor(staleMs() / 3))

/** What a rebuild job carries (its `input`). */
interface RebuildInput {
  /** The slugs of what changed (collections and globals), each once. */
  changes: string[]
  /** When the oldest of them was saved (ISO): the debounce's bound. */
  firstChangeAt: string
  /** Calls of the hook that failed for these changes. */
  failedAttempts: number
  /** Set once the job's call was made (accepted, or handed on to a retry): a job run twice calls once. */
  handledAt?: string
}

type JobDoc = {
  id: number | string
  input?: unknown
  waitUntil?: string | null
  processing?: boolean | null
  createdAt?: string
}

const union = (...lists: string[][]): string[] => [...new Set(lists.flat())]
const iso = (ms: number) => new Date(ms).toISOString()
const earliest = (...values: string[]) =>
  iso(Math.min(...values.map((value) => Date.parse(value)).filter(Number.isFinite)))

/** A job's input, read defensively (the jobs table is shared with Payload's own tasks). */
function inputOf(job: JobDoc): RebuildInput {
  const raw = (job.input && typeof job.input === 'object' ? job.input : {}) as Record<string, unknown>
  const changes = Array.isArray(raw.changes)
    ? raw.changes.filter((each): each is string => typeof each === 'string')
    : []
  const firstChangeAt =
    typeof raw.firstChangeAt === 'string' && Number.isFinite(Date.parse(raw.firstChangeAt))
      ? raw.firstChangeAt
      : (job.createdAt ?? iso(Date.now()))
  const failedAttempts = typeof raw.failedAttempts === 'number' && raw.failedAttempts > 0 ? raw.failedAttempts : 0
  const handledAt = typeof raw.handledAt === 'string' ? raw.handledAt : undefined
  return { changes, firstChangeAt, failedAttempts, ...(handledAt ? { handledAt } : {}) }
}

/** Rebuild jobs not finished yet, oldest first (`extra` narrows them). */
async function rebuildJobs(req: PayloadRequest, ...extra: Where[]): Promise<JobDoc[]> {
  const { docs } = await req.payload.find({
    collection: JOBS,
    where: {
      and: [
        { queue: { equals: SITE_REBUILD_QUEUE } },
        { taskSlug: { equals: SITE_REBUILD_TASK } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        ...extra,
      ],
    },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs as JobDoc[]
}

/** The job changes join: not running, and not already handled (a handled job only waits to be closed). */
const waitingJob = async (req: PayloadRequest): Promise<JobDoc | undefined> =>
  (await rebuildJobs(req, { processing: { equals: false } })).find((job) => !inputOf(job).handledAt)

/** Writes only the given columns of a job: never a stale copy of the rest (`processing` above all). */
async function updateJob(
  req: PayloadRequest,
  id: JobDoc['id'],
  data: { input?: RebuildInput; waitUntil?: string; processing?: boolean },
) {
  await req.payload.db.updateJobs({ id, data: { ...data, updatedAt: iso(Date.now()) }, req, returning: false })
}

/** Doubling from the base, capped: 5 s, 10 s, 20 s … 5 min, 5 min … */
const retryDelayMs = (failedAttempts: number) =>
  Math.min(retryCapMs(), retryBaseMs() * 2 ** Math.min(30, failedAttempts - 1))

/**
 * Adds changes to the waiting job, or makes one, and returns when it is due.
 * - Fresh changes (no failure yet) push the job back by the quiet time, up to 30 s after its oldest change.
 * - A job retrying after a failure keeps its time: the hook is down, calling sooner would not help.
 * - `retryAt` hands over changes whose call failed: the job is due no sooner than then.
 */
async function addToWaitingJob(req: PayloadRequest, added: RebuildInput, retryAt?: number): Promise<Date> {
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
  const due = await inTransaction(req, (tx) =>
    addToWaitingJob(tx, { changes: [change], firstChangeAt: now, failedAttempts: 0 }),
  )
  wakeAt(req.payload, due)
}

/**
 * Calls the build hook once; null when it accepted, else why not, in French (shown to staff).
 * The reason names the hook's answer but never its address (a secret: anyone who has it can build).
 */
async function callBuildHook(url: string, changes: string[]): Promise<string | null> {
  const timeout = hookTimeoutMs()
  try {
    const target = new URL(url)
    // Shown in Netlify's deploy list as the reason for the build.
    target.searchParams.set('trigger_title', `Publication dans le CMS : ${changes.join(', ')}`)
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ changes }),
      signal: AbortSignal.timeout(timeout),
    })
    await response.arrayBuffer().catch(() => undefined)
    return response.ok ? null : SITE_STATE_MESSAGES.hookAnswered(response.status)
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError'
      ? SITE_STATE_MESSAGES.hookTimedOut(Math.round(timeout / 1000))
      : SITE_STATE_MESSAGES.hookUnreachable
  }
}

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
const local: LocalState = ((globalThis as Record<symbol, LocalState | undefined>)[localKey] ??= {
  turn: Promise.resolve(),
  held: new Set(),
})

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = local.turn.then(work, work)
  local.turn = run.catch(() => undefined)
  return run
}

/**
 * Runs one rebuild job (the task's handler). Two runners of this process may take the same job at
 * once (the timer and the cron both look at the queue); handlers therefore take turns, and each
 * reads its job again first: a job already handled is not called twice.
 */
async function runRebuildJob(req: PayloadRequest, id: JobDoc['id']): Promise<void> {
  local.held.add(id)
  try {
    await oneAtATime(async () => {
      const [job] = await rebuildJobs(req, { id: { equals: id } })
      if (!job) return
      const own = inputOf(job)
      if (own.handledAt) return

      // Other jobs that should not exist (two changes made jobs at the same instant on different
      // connections, a retry handed over just before a crash) join this one: one call for all.
      const input = await inTransaction(req, async (tx) => {
        const others = (await rebuildJobs(tx, { id: { not_equals: id } })).filter(
          (other) => !inputOf(other).handledAt && (!other.processing || local.held.has(other.id)),
        )
        if (others.length === 0) return own
        const joined: RebuildInput = {
          changes: union(own.changes, ...others.map((other) => inputOf(other).changes)),
          firstChangeAt: earliest(own.firstChangeAt, ...others.map((other) => inputOf(other).firstChangeAt)),
          failedAttempts: Math.max(own.failedAttempts, ...others.map((other) => inputOf(other).failedAttempts)),
        }
        await updateJob(tx, id, { input: joined })
        const handledAt = iso(Date.now())
        for (const other of others) {
          // A job another runner holds is closed by that runner; one nobody holds goes at once.
          if (other.processing) await updateJob(tx, other.id, { input: { ...inputOf(other), handledAt } })
          else await tx.payload.db.deleteMany({ collection: JOBS, where: { id: { equals: other.id } }, req: tx })
        }
        return joined
      })

      const url = process.env.SITE_BUILD_HOOK_URL
      const calledAt = Date.now()
      const failure = url ? await callBuildHook(url, input.changes) : null
      if (!url)
        req.payload.logger.warn(
          `Reconstruction du site non demandée (${input.changes.join(', ')}) : SITE_BUILD_HOOK_URL n'est pas défini`,
        )

      const retryAt = await inTransaction(req, async (tx) => {
        // A change that joined this job after it was read (another connection, at the very instant
        // it was taken) was not named in this call: it goes to the next one.
        const [latest] = await rebuildJobs(tx, { id: { equals: id } })
        const late = latest ? inputOf(latest).changes.filter((change) => !input.changes.includes(change)) : []
        await updateJob(tx, id, { input: { ...input, handledAt: iso(Date.now()) } })
        if (!failure) {
          if (url) {
            await tx.payload.updateGlobal({
              slug: 'publication-state',
              data: { publishedAt: iso(calledAt), publishedChanges: input.changes },
              overrideAccess: true,
              req: tx,
            })
          }
          if (late.length > 0)
            return addToWaitingJob(tx, { changes: late, firstChangeAt: iso(Date.now()), failedAttempts: 0 })
          return undefined
        }
        await tx.payload.updateGlobal({
          slug: 'publication-state',
          data: { failedAt: iso(Date.now()), failureReason: failure },
          overrideAccess: true,
          req: tx,
        })
        const failedAttempts = input.failedAttempts + 1
        const retry = Date.now() + retryDelayMs(failedAttempts)
        return addToWaitingJob(tx, { ...input, changes: union(input.changes, late), failedAttempts }, retry)
      })

      if (!failure) {
        if (url) req.payload.logger.info(`Reconstruction du site demandée (${input.changes.join(', ')})`)
      } else {
        const wait = Math.ceil(((retryAt?.getTime() ?? Date.now()) - Date.now()) / 1000)
        req.payload.logger.warn(
          `Le site n'a pas pu être reconstruit (${failure}) : nouvel essai dans ${wait} s, ${input.changes.join(', ')} en attente`,
        )
      }
      if (retryAt) wakeAt(req.payload, retryAt)
    })
  } finally {
    local.held.delete(id)
  }
}

export const siteRebuildTask: TaskConfig<typeof SITE_REBUILD_TASK> = {
  slug: SITE_REBUILD_TASK,
  label: 'Reconstruction du site',
  inputSchema: [
    { name: 'changes', type: 'json', required: true },
    { name: 'firstChangeAt', type: 'text', required: true },
    { name: 'failedAttempts', type: 'number', required: true },
    { name: 'handledAt', type: 'text' },
  ],
  // A refused hook is no error of the job's (the handler retries it itself, forever). An error here
  // is the database's: the queue tries again later rather than dropping the changes.
  retries: { attempts: 1_000_000, backoff: { type: 'fixed', delay: 30_000 } },
  handler: async ({ job, req }) => {
    await runRebuildJob(req, job.id)
    return { output: {} }
  },
}

/** Wakes this process at `at` to run the rebuild jobs then due, unless it already wakes sooner. */
function wakeAt(payload: Payload, at: Date): void {
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

/**
 * Takes back the jobs a dead process left marked as running (Payload 3.90 has no such
 * recovery: its runner only takes jobs that are not running). A job is dead once it has been
 * running longer than SITE_REBUILD_STALE_MS, three times the longest call to the hook; the handlers
 * waiting for their turn in this process are alive, whatever their age. Run at start and at every
 * look of the queue's cron.
 */
export async function recoverStaleRebuilds(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: JOBS,
    where: {
      and: [
        { taskSlug: { in: RECOVERED_TASKS } },
        { processing: { equals: true } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { updatedAt: { less_than: iso(Date.now() - staleMs()) } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const req = await createLocalReq({}, payload)
  for (const job of docs as JobDoc[]) {
    if (local.held.has(job.id)) continue
    await updateJob(req, job.id, { processing: false })
    payload.logger.warn(`Reconstruction du site interrompue par un arrêt du CMS : la demande ${job.id} est reprise`)
  }
}

/**
 * At start: rebuild requests a stopped (or killed) CMS left behind run at their time, not at the
 * cron's next look. A failure here only delays them to that look: it never stops the CMS starting.
 */
export async function resumeSiteRebuilds(payload: Payload): Promise<void> {
  try {
    await recoverStaleRebuilds(payload)
    await wakeForNextRebuild(payload)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Reprise des reconstructions en attente impossible au démarrage' })
  }
}

/**
 * The site's state for staff (GET /api/site-state, the panel's dashboard): the last build request
 * the hook accepted, the last failure, and the changes still waiting for a build.
 */
export async function readSiteState(payload: Payload): Promise<SiteState> {
  const record = await payload.findGlobal({ slug: 'publication-state', depth: 0, overrideAccess: true })
  const req = await createLocalReq({}, payload)
  const open = (await rebuildJobs(req)).filter((job) => !inputOf(job).handledAt)
  const inputs = open.map(inputOf)
  const nextTimes = open.filter((job) => !job.processing).map((job) => Date.parse(job.waitUntil ?? '') || Date.now())
  const published = Array.isArray(record.publishedChanges)
    ? record.publishedChanges.filter((each): each is string => typeof each === 'string')
    : []
  return {
    automatic: Boolean(process.env.SITE_BUILD_HOOK_URL),
    publishedAt: record.publishedAt ?? null,
    publishedChanges: published,
    failedAt: record.failedAt ?? null,
    failureReason: record.failureReason ?? null,
    pending:
      open.length > 0
        ? {
            since: earliest(...inputs.map((input) => input.firstChangeAt)),
            changes: union(...inputs.map((input) => input.changes)),
            nextAttemptAt: nextTimes.length > 0 ? iso(Math.min(...nextTimes)) : null,
            failedAttempts: Math.max(...inputs.map((input) => input.failedAttempts)),
          }
        : null,
    checkedAt: iso(Date.now()),
  }
}
