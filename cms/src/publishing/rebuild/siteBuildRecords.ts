import type { Payload, PayloadRequest } from 'payload'
import { SITE_BUILD_HISTORY_LENGTH, SITE_BUILD_MESSAGES, type SiteBuildResult, type SiteState } from 'shared-types'

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
