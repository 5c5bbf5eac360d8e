import type { Payload } from 'payload'

import { JOBS, type JobDoc, SITE_REBUILD_TASK, iso } from './jobs'
import { local, wakeForNextRebuild } from './timer'
import { SEND_MESSAGE_TASK } from '../../messaging/outbox'
import { leaseMs, releaseEndedClaim } from '../../storage/jobClaims'

/**
 * Also taken back after a crash: the alert banner's timed rebuilds (jobs/scheduledRebuild.ts),
 * Payload's scheduled publications (a publication « lundi à 8 h » must not be lost either) and
 * every message's sending (messaging/sendTask.ts: sent again, with the same Message-ID).
 */
const RECOVERED_TASKS = [SITE_REBUILD_TASK, 'scheduledSiteRebuild', 'schedulePublish', SEND_MESSAGE_TASK]

/**
 * Takes back the jobs a dead process left marked as running (Payload 3.90 has no such recovery: its
 * runner only takes jobs that are not running). A job is dead once its claim's lease has ended
 * (storage/jobClaims.ts: the instance running it renews the lease while it lives); a job with no
 * lease, claimed before leases existed, once its row has not been written for as long.
 * Each one is released by a conditional update, so that of two instances looking at once, one
 * takes it back. The handlers waiting for their turn in this process are alive, whatever their age.
 * Run at start and at every look of the queue's cron.
 */
export async function recoverStaleRebuilds(payload: Payload): Promise<void> {
  const now = new Date()
  const staleBefore = new Date(now.getTime() - leaseMs())
  const { docs } = await payload.find({
    collection: JOBS,
    where: {
      and: [
        { processing: { equals: true } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        {
          or: [
            { leaseUntil: { less_than: iso(now.getTime()) } },
            {
              and: [
                { leaseUntil: { exists: false } },
                { taskSlug: { in: RECOVERED_TASKS } },
                { updatedAt: { less_than: iso(staleBefore.getTime()) } },
              ],
            },
          ],
        },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const job of docs as JobDoc[]) {
    if (local.held.has(job.id)) continue
    if (!(await releaseEndedClaim(payload, job.id, staleBefore))) continue
    // The cron's look that follows runs it (this one, or another instance's).
    payload.logger.warn(`Tâche interrompue par un arrêt du CMS : la tâche ${job.id} est reprise`)
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
