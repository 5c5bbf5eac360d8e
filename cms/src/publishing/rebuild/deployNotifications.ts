import type { PayloadRequest } from 'payload'
import { SITE_BUILD_MESSAGES, type SiteBuildResult } from 'shared-types'

import { isValidId } from '../../lib/ids'
import { inTransaction } from '../../storage/ownTransaction'
import { buildIdFromTitle } from './buildHook'
import { SITE_BUILDS } from './SiteBuilds'
import { type SiteBuildRecord, trimBuildHistory } from './siteBuildRecords'

/**
 * What the host tells of a deploy (Netlify's outgoing deploy notification: the deploy object, of
 * which these few fields matter; `npm start`'s builder sends the same).
 */
export type DeployNotification = {
  id: string
  state: 'building' | 'ready' | 'error'
  title: string | null
  errorMessage: string | null
  createdAt: string | null
  /** Seconds, as Netlify counts a deploy's time. */
  deployTime: number | null
}

const STATES = ['building', 'ready', 'error'] as const
/** Long enough for any host's reason, short enough for a dashboard's line. */
const REASON_LIMIT = 500

/**
 * The deploy named in a notification's body, or null when it is not one: an object with an id and
 * a state. A state other than the three followed (Netlify also reports « enqueued », « processing »…)
 * gives `ignored`.
 */
export function readDeployNotification(body: unknown): DeployNotification | 'ignored' | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  const raw = body as Record<string, unknown>
  if (typeof raw.id !== 'string' || !raw.id.trim() || raw.id.length > 200 || typeof raw.state !== 'string') return null
  const state = STATES.find((each) => each === raw.state)
  if (!state) return 'ignored'
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
  const createdAt = text(raw.created_at)
  return {
    id: raw.id.trim(),
    state,
    title: text(raw.title),
    errorMessage: text(raw.error_message)?.slice(0, REASON_LIMIT) ?? null,
    createdAt: createdAt && Number.isFinite(Date.parse(createdAt)) ? new Date(createdAt).toISOString() : null,
    deployTime: typeof raw.deploy_time === 'number' && raw.deploy_time >= 0 ? raw.deploy_time : null,
  }
}

const FINAL: SiteBuildResult[] = ['ready', 'error']
const MAX_DURATION_SECONDS = 86_400

/** The build record a notification speaks of: by the deploy's id, else by the build's number in its title. */
async function recordOf(req: PayloadRequest, deploy: DeployNotification): Promise<SiteBuildRecord | undefined> {
  const find = async (where: Parameters<PayloadRequest['payload']['find']>[0]['where']) =>
    (await req.payload.find({ collection: SITE_BUILDS, where, limit: 1, depth: 0, overrideAccess: true, req }))
      .docs[0] as unknown as SiteBuildRecord | undefined
  const byDeploy = await find({ deployId: { equals: deploy.id } })
  if (byDeploy) return byDeploy
  const number = buildIdFromTitle(deploy.title)
  if (number === null || !isValidId(req.payload, number)) return undefined
  const byTitle = await find({ id: { equals: number } })
  // A record already bound to another deploy (the host built twice for one request) is not taken over.
  return byTitle && !byTitle.deployId ? byTitle : undefined
}

/**
 * Applies a verified notification to the history of builds and to the site's state; false when it
 * changes nothing: a repeat (same deploy, same state), or a late « building » after the end.
 * A deploy the CMS did not ask for (the site's code changed, a build started by hand) gets a record
 * of its own: it is what citizens see too.
 */
export async function applyDeployNotification(req: PayloadRequest, deploy: DeployNotification): Promise<boolean> {
  return inTransaction(req, async (tx) => {
    const record = await recordOf(tx, deploy)
    if (record?.deployId === deploy.id && record.result === deploy.state) return false
    if (record && FINAL.includes(record.result) && deploy.state === 'building') return false

    const now = new Date()
    const startedAt = record?.startedAt ?? deploy.createdAt ?? now.toISOString()
    const final = deploy.state !== 'building'
    const measured = Math.max(0, (now.getTime() - Date.parse(startedAt)) / 1000)
    const data = {
      deployId: deploy.id,
      result: deploy.state,
      reason: deploy.state === 'error' ? deploy.errorMessage : null,
      finishedAt: final ? now.toISOString() : null,
      // Within the field's bounds (a day), whatever the host or a clock says.
      durationSeconds: final ? Math.min(MAX_DURATION_SECONDS, deploy.deployTime ?? Math.round(measured)) : null,
    }
    const saved = record
      ? await tx.payload.update({
          collection: SITE_BUILDS,
          id: record.id,
          data,
          overrideAccess: true,
          depth: 0,
          req: tx,
        })
      : await tx.payload.create({
          collection: SITE_BUILDS,
          data: { ...data, trigger: deploy.title ?? SITE_BUILD_MESSAGES.outsideCms, startedAt },
          overrideAccess: true,
          depth: 0,
          req: tx,
        })
    if (!record) await trimBuildHistory(tx)
    if (deploy.state === 'ready') {
      const changes = (saved as unknown as SiteBuildRecord).changes
      await tx.payload.updateGlobal({
        slug: 'publication-state',
        data: {
          publishedAt: now.toISOString(),
          ...(Array.isArray(changes) ? { publishedChanges: changes } : {}),
        },
        overrideAccess: true,
        req: tx,
      })
    }
    return true
  })
}
