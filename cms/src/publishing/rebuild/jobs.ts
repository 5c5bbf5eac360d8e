import type { PayloadRequest, Where } from 'payload'

import { numberFromEnv } from '../../lib/env'

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
 *   cron): a job whose claim's lease (JOB_LEASE_MS, storage/jobClaims.ts) ended is waiting again.
 * - Adapter-neutral: every read and write goes through Payload's Local API and database adapter, so
 *   SQLite, PostgreSQL and MongoDB behave alike, and several CMS instances share the jobs.
 */
export const SITE_REBUILD_TASK = 'siteRebuild'
export const SITE_REBUILD_QUEUE = 'site-rebuild'

export const JOBS = 'payload-jobs'

/** Quiet time after the last change before the hook is called. */
export const quietMs = () => numberFromEnv('SITE_REBUILD_DEBOUNCE_MS', 1500, (ms) => ms >= 0)
/** A steady stream of changes still reaches citizens at least this often. */
export const MAX_WAIT_MS = 30_000
/** The first retry after a failed call; each next one waits twice as long, up to the cap. */
export const retryBaseMs = () => numberFromEnv('SITE_REBUILD_RETRY_BASE_MS', 5_000, (ms) => ms >= 100)
export const retryCapMs = () => numberFromEnv('SITE_REBUILD_RETRY_MAX_MS', 300_000, (ms) => ms >= 100)

/** What a rebuild job carries (its `input`). */
export interface RebuildInput {
  /** The slugs of what changed (collections and globals), each once. */
  changes: string[]
  /** When the oldest of them was saved (ISO): the debounce's bound. */
  firstChangeAt: string
  /** Calls of the hook that failed for these changes. */
  failedAttempts: number
  /** Who made them (staff's display names), each once; none for the timed rebuilds. */
  by?: string[]
  /** Set once the job's call was made (accepted, or handed on to a retry): a job run twice calls once. */
  handledAt?: string
  /** The build record of the job's call, written before it: a call a crash cut short is made again under it. */
  buildId?: number | string
}

export type JobDoc = {
  id: number | string
  input?: unknown
  waitUntil?: string | null
  processing?: boolean | null
  createdAt?: string
}

export const union = (...lists: string[][]): string[] => [...new Set(lists.flat())]
export const iso = (ms: number) => new Date(ms).toISOString()
export const earliest = (...values: string[]) =>
  iso(Math.min(...values.map((value) => Date.parse(value)).filter(Number.isFinite)))

/** A job's input, read defensively (the jobs table is shared with Payload's own tasks). */
export function inputOf(job: JobDoc): RebuildInput {
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
  const by = Array.isArray(raw.by) ? raw.by.filter((each): each is string => typeof each === 'string') : []
  const buildId = typeof raw.buildId === 'number' || typeof raw.buildId === 'string' ? raw.buildId : undefined
  return {
    changes,
    firstChangeAt,
    failedAttempts,
    ...(by.length > 0 ? { by } : {}),
    ...(handledAt ? { handledAt } : {}),
    ...(buildId !== undefined ? { buildId } : {}),
  }
}

/** Rebuild jobs not finished yet, oldest first (`extra` narrows them). */
export async function rebuildJobs(req: PayloadRequest, ...extra: Where[]): Promise<JobDoc[]> {
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
export const waitingJob = async (req: PayloadRequest): Promise<JobDoc | undefined> =>
  (await rebuildJobs(req, { processing: { equals: false } })).find((job) => !inputOf(job).handledAt)

/** Writes only the given columns of a job: never a stale copy of the rest (`processing` above all). */
export async function updateJob(
  req: PayloadRequest,
  id: JobDoc['id'],
  data: { input?: RebuildInput; waitUntil?: string; processing?: boolean },
) {
  await req.payload.db.updateJobs({ id, data: { ...data, updatedAt: iso(Date.now()) }, req, returning: false })
}
