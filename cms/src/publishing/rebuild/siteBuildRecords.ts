import type { Payload, PayloadRequest, Where } from 'payload'
import { SITE_BUILD_HISTORY_LENGTH, SITE_BUILD_MESSAGES, type SiteBuildResult, type SiteState } from 'shared-types'

import { numberFromEnv } from '../../lib/env'
import { SITE_BUILDS } from './SiteBuilds'

/** Whether the host reports each deploy's outcome (Netlify's deploy notifications, or `npm start`'s builder). */
export const deploysReported = (): boolean => Boolean(process.env.DEPLOY_NOTIFICATION_SECRET?.trim())

export type SiteBuildRecord = {
  id: number | string
  trigger: string
  changes?: unknown
  by?: string | null
  startedAt: string
  finishedAt?: string | null
  durationSeconds?: number | null
  result: SiteBuildResult
  reason?: string | null
  deployId?: string | null
  createdAt?: string
}

/** What staff read of what changed: each collection's or global's French name (« Actualités, La commune »). */
export function changesLabel(payload: Payload, changes: string[]): string {
  const name = (slug: string): string => {
    const collection = payload.config.collections.find((each) => each.slug === slug)
    const plural = collection?.labels?.plural
    if (typeof plural === 'string') return plural
    const label = payload.config.globals.find((each) => each.slug === slug)?.label
    return typeof label === 'string' ? label : slug
  }
  return changes.map(name).join(', ')
}

/**
 * Records a build about to be asked of the hook, before the call: its id names it in the hook's
 * `trigger_title`, which the host's notifications carry back. Written in the caller's transaction.
 * `interrupted` is the record of the same job's call that a crash cut short: started again, not
 * left « En cours » beside the new one (the host may still report that call under its id).
 */
export async function openBuildRecord(
  req: PayloadRequest,
  { changes, by }: { changes: string[]; by: string[] },
  interrupted?: SiteBuildRecord['id'],
): Promise<SiteBuildRecord> {
  const data = {
    trigger: changesLabel(req.payload, changes),
    changes,
    by: by.length > 0 ? by.join(', ') : SITE_BUILD_MESSAGES.automatic,
    startedAt: new Date().toISOString(),
    result: deploysReported() ? 'building' : 'requested',
  } as const
  const options = { collection: SITE_BUILDS, overrideAccess: true, depth: 0, req } as const
  if (interrupted !== undefined) {
    const { docs } = await req.payload.update({
      ...options,
      where: { and: [{ id: { equals: interrupted } }, { result: { in: ['requested', 'building'] } }] },
      data: { ...data, finishedAt: null, durationSeconds: null, reason: null },
    })
    if (docs[0]) return docs[0] as unknown as SiteBuildRecord
  }
  return (await req.payload.create({ ...options, data })) as unknown as SiteBuildRecord
}

/**
 * How long the host may take to report a build's end: DEPLOY_REPORT_TIMEOUT_MINUTES, 30 by default
 * (twice Netlify's default build time limit, 15 minutes).
 */
export const reportTimeoutMinutes = (): number =>
  numberFromEnv(
    'DEPLOY_REPORT_TIMEOUT_MINUTES',
    30,
    (minutes) => Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440,
  )

/**
 * Closes the builds still « En cours » long after they were asked for, as failed with the reason:
 * a notification the host lost, or a build cut short that nothing will report, would otherwise
 * keep staff reading « Publication en cours » forever. A late report of the deploy still wins
 * (applyDeployNotification). Looked at with the job queue's other housekeeping.
 */
export async function closeUnreportedBuilds(payload: Payload): Promise<void> {
  if (!deploysReported()) return
  const minutes = reportTimeoutMinutes()
  const where: Where = {
    and: [
      { result: { equals: 'building' } },
      { startedAt: { less_than: new Date(Date.now() - minutes * 60_000).toISOString() } },
    ],
  }
  // Counted first: an update that finds nothing still opens a write transaction.
  if ((await payload.count({ collection: SITE_BUILDS, where, overrideAccess: true })).totalDocs === 0) return
  await payload.update({
    collection: SITE_BUILDS,
    where,
    data: { result: 'error', reason: SITE_BUILD_MESSAGES.noReport(minutes), finishedAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
}

/** Keeps the newest SITE_BUILD_HISTORY_LENGTH builds, removing the older ones. */
export async function trimBuildHistory(req: PayloadRequest): Promise<void> {
  const { docs } = await req.payload.find({
    collection: SITE_BUILDS,
    sort: ['-startedAt', '-id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const older = docs.slice(SITE_BUILD_HISTORY_LENGTH).map((doc) => doc.id)
  if (older.length === 0) return
  await req.payload.delete({ collection: SITE_BUILDS, where: { id: { in: older } }, overrideAccess: true, req })
}

/** The last builds, newest first. */
export async function buildHistory(payload: Payload, limit = SITE_BUILD_HISTORY_LENGTH): Promise<SiteBuildRecord[]> {
  const { docs } = await payload.find({
    collection: SITE_BUILDS,
    sort: ['-startedAt', '-id'],
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return docs as unknown as SiteBuildRecord[]
}

/** The newest build, as the site's state tells it, when the host reports deploys. */
export async function lastBuildState(payload: Payload): Promise<SiteState['lastBuild']> {
  if (!deploysReported()) return null
  const [newest] = await buildHistory(payload, 1)
  return newest ? { result: newest.result, reason: newest.reason ?? null, startedAt: newest.startedAt } : null
}
