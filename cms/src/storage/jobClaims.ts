import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { BaseDatabaseAdapter, DatabaseAdapterObj, Field, Payload, PayloadRequest, Where } from 'payload'

import { numberFromEnv } from '../lib/env'
import { processLocal } from '../lib/processLocal'

/**
 * Jobs claimed by one CMS instance at a time (docs/architecture.md#jobs-across-instances). Payload 3.90's
 * runner finds the jobs that are not running, then marks each one running, in two steps
 * (payload#16043): two instances looking at the queue at once both run the same job, and a citizen
 * gets two e-mails. Here each claim is one conditional update of the job's row, taken only if the
 * job is still not running, naming the instance and a lease that the instance renews while the job
 * runs. A job whose lease has ended belongs to a process that died: it is waiting again
 * (publishing/rebuild/recovery.ts), for whichever instance looks next.
 * No plugin does this for Payload's queue: a small wrapper of the adapter's `updateJobs`.
 */
export const JOBS = 'payload-jobs'

/** This process, as its claims name it: the machine, the process and a random part (pids repeat in containers). */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`

/** How long a claim holds without renewal; renewed every third of it while the job runs. */
export const leaseMs = () => numberFromEnv('JOB_LEASE_MS', 60_000, (ms) => ms >= 1_000)

/** The job's columns the claims keep, read-only in the panel. */
export const JOB_CLAIM_FIELDS: Field[] = [
  { name: 'claimedBy', type: 'text', label: 'Exécutée par', admin: { readOnly: true } },
  { name: 'leaseUntil', type: 'date', label: 'Réservée jusqu’au', index: true, admin: { readOnly: true } },
]

type JobId = number | string

/** The conditional writes of one database kind. */
export type ClaimStore = {
  /** Marks the job running for this instance if it is not running: whether it was taken. */
  claim(id: JobId, leaseUntil: Date, req?: Partial<PayloadRequest>): Promise<boolean>
  /** Pushes back the leases of the jobs this instance runs: those still running and still its own. */
  renew(ids: JobId[], leaseUntil: Date): Promise<JobId[]>
  /** Waiting again, if its lease ended (or, with no lease, its row was last written before `staleBefore`). */
  release(id: JobId, now: Date, staleBefore: Date): Promise<boolean>
}

type ClaimingAdapter = BaseDatabaseAdapter & { jobClaims?: ClaimStore }
type UpdateJobsArgs = Parameters<BaseDatabaseAdapter['updateJobs']>[0]

const local = processLocal('commune.jobClaims', () => ({
  held: new Set<JobId>(),
  renewal: undefined as ReturnType<typeof setInterval> | undefined,
}))

/** Gives the adapter claims that hold across instances; `storeFor` builds the database kind's writes. */
export function withJobClaims(
  adapterObj: DatabaseAdapterObj,
  storeFor: (adapter: BaseDatabaseAdapter) => ClaimStore,
): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args) as ClaimingAdapter
      const store = storeFor(adapter)
      const updateJobs = adapter.updateJobs
      adapter.jobClaims = store
      adapter.updateJobs = async function (this: BaseDatabaseAdapter, update: UpdateJobsArgs) {
        const { data } = update
        if (data.processing === false) {
          for (const id of update.id !== undefined ? [update.id] : []) local.held.delete(id)
          return updateJobs.call(this, { ...update, data: { ...data, claimedBy: null, leaseUntil: null } })
        }
        if (data.processing !== true) return updateJobs.call(this, update)
        const claimed = await claimEach(adapter, store, update)
        if (claimed.length === 0) return update.returning === false ? null : []
        for (const id of claimed) local.held.add(id)
        renewWhileRunning(store)
        const { id: _one, where: _where, limit: _limit, ...rest } = update
        return updateJobs.call(this, {
          ...rest,
          data: { ...data, claimedBy: INSTANCE_ID },
          where: { id: { in: claimed } } as Where,
          limit: claimed.length,
        } as UpdateJobsArgs)
      }
      return adapter
    },
  }
}

/** The jobs the runner asked for (one by id, or those its filter finds), each claimed on its own. */
async function claimEach(adapter: BaseDatabaseAdapter, store: ClaimStore, update: UpdateJobsArgs): Promise<JobId[]> {
  const candidates =
    update.id !== undefined
      ? [update.id]
      : (
          await adapter.find({
            collection: JOBS,
            where: update.where ?? {},
            limit: update.limit ?? 0,
            sort: update.sort,
            pagination: false,
            req: update.req,
          })
        ).docs.map((doc) => doc.id as JobId)
  const claimed: JobId[] = []
  for (const id of candidates) if (await store.claim(id, new Date(Date.now() + leaseMs()), update.req)) claimed.push(id)
  return claimed
}

/** One timer per process renews the leases of the jobs it runs; it stops when none is left. */
function renewWhileRunning(store: ClaimStore): void {
  if (local.renewal) return
  const period = leaseMs() / 3
  local.renewal = setInterval(() => {
    const ids = [...local.held]
    if (ids.length === 0) {
      clearInterval(local.renewal)
      local.renewal = undefined
      return
    }
    store.renew(ids, new Date(Date.now() + leaseMs())).then(
      (kept) => {
        // Finished (deleted or released) or taken over: no longer this process's to renew.
        for (const id of ids) if (!kept.some((each) => String(each) === String(id))) local.held.delete(id)
      },
      // The database did not answer: the next renewal tries again, well before the lease ends.
      () => undefined,
    )
  }, period)
  local.renewal.unref?.()
}

/** Takes back a job whose claim has ended: whether it was (another instance may have done it first). */
export async function releaseEndedClaim(payload: Payload, id: JobId, staleBefore: Date): Promise<boolean> {
  const store = (payload.db as unknown as ClaimingAdapter).jobClaims
  if (!store) return false
  return store.release(id, new Date(), staleBefore)
}
