import { createLocalReq, type Payload } from 'payload'

import { JOBS, type JobDoc, SITE_REBUILD_TASK, iso, staleMs, updateJob } from './jobs'
import { local, wakeForNextRebuild } from './timer'
import { SEND_MESSAGE_TASK } from '../../messaging/outbox'

/**
 * Also taken back after a crash: the alert banner's timed rebuilds (jobs/scheduledRebuild.ts),
 * Payload's scheduled publications (a publication « lundi à 8 h » must not be lost either) and
 * every message's sending (messaging/sendTask.ts: sent again, with the same Message-ID).
 */
const RECOVERED_TASKS = [SITE_REBUILD_TASK, 'scheduledSiteRebuild', 'schedulePublish', SEND_MESSAGE_TASK]

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
