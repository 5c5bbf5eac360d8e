import type { PayloadRequest, TaskConfig } from 'payload'

import { inTransaction } from '../../storage/ownTransaction'
import { buildTitle, callBuildHook } from './buildHook'
import { SITE_BUILDS } from './SiteBuilds'
import { deploysReported, openBuildRecord, trimBuildHistory } from './siteBuildRecords'
import { addToWaitingJob, retryDelayMs } from './debounce'
import {
  JOBS,
  type JobDoc,
  type RebuildInput,
  SITE_REBUILD_TASK,
  earliest,
  inputOf,
  iso,
  rebuildJobs,
  union,
  updateJob,
} from './jobs'
import { local, oneAtATime, wakeAt } from './timer'

/** What the config names as holding a rebuild back (recordings still converting): waited for, a few seconds at a time. */
export const REBUILD_HOLD = 'rebuildHold'
const HOLD_RETRY_MS = 2_000

/**
 * A build started now would miss work still under way (a recording being converted): the job's
 * changes go to a waiting job a little later, and this one is done.
 */
async function heldBack(req: PayloadRequest, id: JobDoc['id'], own: RebuildInput): Promise<boolean> {
  const hold = req.payload.config.custom?.[REBUILD_HOLD] as
    | ((payload: PayloadRequest['payload']) => Promise<boolean>)
    | undefined
  if (!hold || !(await hold(req.payload))) return false
  const retryAt = await inTransaction(req, async (tx) => {
    await updateJob(tx, id, { input: { ...own, handledAt: iso(Date.now()) } })
    return addToWaitingJob(tx, own, Date.now() + HOLD_RETRY_MS)
  })
  wakeAt(req.payload, retryAt)
  return true
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
      if (await heldBack(req, id, own)) return

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
          by: union(own.by ?? [], ...others.map((other) => inputOf(other).by ?? [])),
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
      // Recorded first: its id names the build in the hook's title, which the host's notifications carry
      // back. The job keeps it: a call cut short by a crash is made again under the same record.
      const build = url
        ? await inTransaction(req, async (tx) => {
            const record = await openBuildRecord(tx, { changes: input.changes, by: input.by ?? [] }, own.buildId)
            await updateJob(tx, id, { input: { ...input, buildId: record.id } })
            return record
          })
        : null
      const failure = url && build ? await callBuildHook(url, input.changes, buildTitle(build.id, build.trigger)) : null
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
            // A host that reports its deploys says when the site is online (deployNotifications.ts); else the acceptance counts.
            const online = deploysReported() ? {} : { publishedAt: iso(calledAt), publishedChanges: input.changes }
            await tx.payload.updateGlobal({
              slug: 'publication-state',
              data: { requestedAt: iso(calledAt), ...online },
              overrideAccess: true,
              req: tx,
            })
            await trimBuildHistory(tx)
          }
          if (late.length > 0)
            return addToWaitingJob(tx, { changes: late, firstChangeAt: iso(Date.now()), failedAttempts: 0 })
          return undefined
        }
        // The hook refused: no build was made, the history keeps none (the site's state tells the refusal).
        if (build) await tx.payload.delete({ collection: SITE_BUILDS, id: build.id, overrideAccess: true, req: tx })
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
    { name: 'by', type: 'json' },
    { name: 'handledAt', type: 'text' },
    { name: 'buildId', type: 'json' },
  ],
  // A refused hook is no error of the job's (the handler retries it itself, forever). An error here
  // is the database's: the queue tries again later rather than dropping the changes.
  retries: { attempts: 1_000_000, backoff: { type: 'fixed', delay: 30_000 } },
  handler: async ({ job, req }) => {
    await runRebuildJob(req, job.id)
    return { output: {} }
  },
}
