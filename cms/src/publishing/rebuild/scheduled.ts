import type { JobsConfig, Payload, PayloadRequest, TaskConfig } from 'payload'

import { isAdmin } from '../../access'
import { numberFromEnv } from '../../lib/env'
import { JOB_CLAIM_FIELDS } from '../../storage/jobClaims'
import { requestSiteRebuild } from './trigger'
import { removeUntouchedDraftsNow } from '../workflow/untouchedDrafts'
import { recoverStaleRebuilds } from './recovery'
import { siteRebuildTask } from './runJob'
import { closeUnreportedBuilds } from './siteBuildRecords'
import { sendMessageTask } from '../../messaging/sendTask'
import { deleteExpiredPersonalData } from '../../messaging/retention'
import { messagingHousekeeping } from '../../messaging/housekeeping'

/**
 * Rebuilds of the static site at a given time, without anyone publishing then: the alert banner
 * asks for one at its start and one at its end. They are jobs of Payload's queue, stored in the
 * database (`payload-jobs`), so a restart of the CMS in between loses none of them, and several
 * CMS instances share them (each job is taken by one runner).
 */
export const SCHEDULED_REBUILD_TASK = 'scheduledSiteRebuild'

export const scheduledRebuildTask: TaskConfig<typeof SCHEDULED_REBUILD_TASK> = {
  slug: SCHEDULED_REBUILD_TASK,
  label: 'Reconstruction programmée du site',
  inputSchema: [{ name: 'reason', type: 'text', required: true }],
  // The build hook itself is retried (requestSiteRebuild); a failure here is the queue's, worth two more tries.
  retries: 2,
  handler: async ({ input, req }) => {
    await requestSiteRebuild(req.payload, input.reason, req)
    return { output: {} }
  },
}

/**
 * How often the queue is looked at: the banner shows or goes at most this late in a rebuilt page
 * (the page's own script is on time). JOBS_AUTORUN_SECONDS shortens it for tests.
 */
const autoRunSeconds = (): number =>
  numberFromEnv('JOBS_AUTORUN_SECONDS', 30, (seconds) => Number.isInteger(seconds) && seconds >= 1 && seconds <= 59)

/** Work of the layers above this one on the same clock (the online requests' retention), named by the config. */
export type Housekeeping = { label: string; run: (payload: Payload) => Promise<unknown> }

export const jobsConfig = (moreHousekeeping: Housekeeping[] = [], moreTasks: TaskConfig[] = []): JobsConfig => ({
  // The banner's timed rebuilds, every rebuild request itself (publishing/rebuild/), every message (messaging/).
  tasks: [scheduledRebuildTask, siteRebuildTask, sendMessageTask, ...moreTasks],
  // Each reason has a queue of its own (see scheduleSiteRebuilds); the runner serves them all.
  autoRun: () => [{ cron: `*/${autoRunSeconds()} * * * * *`, allQueues: true, limit: 10 }],
  // Before each look at the queue, rebuild jobs a dead process left running are taken back
  // (Payload does not do it): a restart, even a kill -9, loses no publication.
  shouldAutoRun: async (payload) => {
    await recoverStaleRebuilds(payload).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Reprise des reconstructions interrompues impossible' }),
    )
    await closeUnreportedBuilds(payload).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Clôture des publications restées sans nouvelles impossible' }),
    )
    // Housekeeping on the same clock (a scheduled task would need Payload's schedule statistics, a table more).
    await removeUntouchedDraftsNow(payload).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Suppression des brouillons vides impossible' }),
    )
    await deleteExpiredPersonalData(payload).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Suppression des données personnelles expirées impossible' }),
    )
    // An alert that has just begun to show, the newsletter's issues that are due, tomorrow's reminders.
    await messagingHousekeeping(payload).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Envois programmés (lettre, alertes, rappels) impossibles' }),
    )
    for (const { label, run } of moreHousekeeping) {
      await run(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: `${label} : impossible` }))
    }
    return true
  },
  // Who runs a job, and until when (storage/jobClaims.ts): one instance at a time.
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    fields: [...defaultJobsCollection.fields, ...JOB_CLAIM_FIELDS],
  }),
  // Finished jobs are of no further use: the queue keeps only what is still to run (or failed, to read why).
  deleteJobOnComplete: true,
  // The queue's own routes (/api/payload-jobs/run) are for administrators, not for any signed-in account.
  access: { run: isAdmin, queue: isAdmin, cancel: isAdmin },
})

/**
 * Replaces the scheduled rebuilds of `reason` by one at each of `times` still ahead: a banner
 * saved again with new times does not leave its old schedule behind.
 */
export async function scheduleSiteRebuilds(req: PayloadRequest, reason: string, times: Date[]): Promise<void> {
  const queue = `site-rebuild:${reason}`
  await req.payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [{ queue: { equals: queue } }, { processing: { equals: false } }, { completedAt: { exists: false } }],
    },
    overrideAccess: true,
    req,
  })
  const now = Date.now()
  for (const waitUntil of times) {
    if (Number.isFinite(waitUntil.getTime()) && waitUntil.getTime() > now) {
      await req.payload.jobs.queue({ task: SCHEDULED_REBUILD_TASK, input: { reason }, queue, waitUntil, req })
    }
  }
}
