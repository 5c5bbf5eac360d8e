import { createLocalReq, type Payload } from 'payload'
import type { SiteState } from 'shared-types'

import { earliest, inputOf, iso, rebuildJobs, union } from './jobs'
import { deploysReported, lastBuildState } from './siteBuildRecords'

/**
 * The site's state for staff (GET /api/site-state, the panel's dashboard): when the site last went
 * online, the last build request the hook accepted, the last failure, the newest build as the host
 * reported it, and the changes still waiting for a build.
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
    requestedAt: record.requestedAt ?? record.publishedAt ?? null,
    deploysReported: deploysReported(),
    lastBuild: await lastBuildState(payload),
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
