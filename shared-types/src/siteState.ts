import { SITE_STATE_MESSAGES } from './messages'
import { SITE_BUILD_RESULTS, type SiteBuildResult } from './siteBuilds'

/**
 * The public site's state for staff (docs/product/workflow.md#the-sites-state-for-staff): whether
 * what they published has reached the static site. The CMS stores the facts (the last build request
 * the hook accepted, the last failure, the changes still waiting) and answers them at
 * GET /api/site-state; this file turns them into the line staff read, in the panel and on /welcome alike.
 */
export interface SiteState {
  /** Whether the CMS has a build hook (SITE_BUILD_HOOK_URL) to ask for builds at all. */
  automatic: boolean
  /**
   * When the site last went online (ISO): the host's report that a deploy succeeded when deploys are
   * reported, else (a host that reports nothing) when the build hook accepted a request.
   */
  publishedAt: string | null
  /** What that build was asked for (collection and global slugs). */
  publishedChanges: string[]
  /** When the build hook last accepted a build request (ISO). */
  requestedAt: string | null
  /** Whether the host reports each deploy's outcome (DEPLOY_NOTIFICATION_SECRET set): « Site publié » then waits for it. */
  deploysReported: boolean
  /** The newest build, when deploys are reported: still running, online or failed (with the host's reason). */
  lastBuild: { result: SiteBuildResult; reason: string | null; startedAt: string } | null
  /** When a build request last failed (ISO), and why, in French. */
  failedAt: string | null
  failureReason: string | null
  /** Changes saved but not yet handed to an accepted build, if any. */
  pending: {
    /** When the oldest of them was saved (ISO). */
    since: string
    changes: string[]
    /** When the CMS calls the hook next (ISO); null while a call is under way. */
    nextAttemptAt: string | null
    /** Failed calls so far for these changes. */
    failedAttempts: number
  } | null
  /** The CMS's clock when it answered (ISO): relative times are counted from it, not from a browser's clock. */
  checkedAt: string
}

export type SiteStatus = 'disabled' | 'never' | 'published' | 'pending' | 'building' | 'deployFailed' | 'failed'

const time = (value: string | null | undefined): number => (value ? new Date(value).getTime() : Number.NaN)

/**
 * One word for the state. A failure not followed by an accepted request wins over "pending": the
 * changes are waiting either way, and staff must know that the hook refuses (the CMS retries).
 * Then the newest build as the host reported it (when it reports): still running, or failed.
 */
export function siteStatus(state: SiteState): SiteStatus {
  if (!state.automatic) return 'disabled'
  const accepted = time(state.requestedAt ?? state.publishedAt)
  const failed = time(state.failedAt)
  if (Number.isFinite(failed) && !(accepted >= failed)) return 'failed'
  if (state.pending) return 'pending'
  if (state.deploysReported && state.lastBuild?.result === 'building') return 'building'
  if (state.deploysReported && state.lastBuild?.result === 'error') return 'deployFailed'
  return Number.isFinite(time(state.publishedAt)) ? 'published' : 'never'
}

const relative = /* @__PURE__ */ new Intl.RelativeTimeFormat('fr', { style: 'short', numeric: 'always' })

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/**
 * « il y a 2 min », « il y a 3 h », « il y a 2 j » (or « dans 30 s » ahead of `now`); under ten
 * seconds, « à l’instant » / « dans un instant ». Whole units, rounded down: a site published
 * 119 s ago was published « il y a 1 min ».
 */
export function relativeTimeFr(value: string | Date, now: Date | number): string {
  const elapsed = Number(now) - new Date(value).getTime()
  if (!Number.isFinite(elapsed)) return ''
  const distance = Math.abs(elapsed)
  const sign = elapsed >= 0 ? -1 : 1
  if (distance < 10_000) return sign < 0 ? SITE_STATE_MESSAGES.justNow : SITE_STATE_MESSAGES.soon
  for (const [unit, ms] of STEPS) {
    if (distance >= ms) return relative.format(sign * Math.floor(distance / ms), unit)
  }
  return relative.format(sign * Math.floor(distance / 1000), 'second')
}

/**
 * The line staff read: « Site publié il y a 2 min », « Publication en attente », « Publication en
 * cours », « Échec de la publication : … », « Dernière publication échouée : … ».
 */
export function siteStateLine(state: SiteState, now: Date | number): string {
  switch (siteStatus(state)) {
    case 'disabled':
      return SITE_STATE_MESSAGES.disabled
    case 'failed':
      return SITE_STATE_MESSAGES.failed(state.failureReason ?? SITE_STATE_MESSAGES.hookUnreachable)
    case 'pending':
      return SITE_STATE_MESSAGES.pending
    case 'building':
      return SITE_STATE_MESSAGES.building
    case 'deployFailed':
      return SITE_STATE_MESSAGES.deployFailed(state.lastBuild?.reason ?? null)
    case 'published':
      return SITE_STATE_MESSAGES.published(relativeTimeFr(state.publishedAt!, now))
    case 'never':
      return SITE_STATE_MESSAGES.never
  }
}

/** Under a failure: when the CMS tries again by itself (null when no retry is scheduled). */
export function siteStateRetryLine(state: SiteState, now: Date | number): string | null {
  const next = state.pending?.nextAttemptAt
  return siteStatus(state) === 'failed' && next ? SITE_STATE_MESSAGES.retrying(relativeTimeFr(next, now)) : null
}

/**
 * Reads the CMS's answer defensively (the browser gets it over the network): anything malformed
 * gives null, never a half-read state.
 */
export function parseSiteState(value: unknown): SiteState | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  const text = (x: unknown): string | null => (typeof x === 'string' && x ? x : null)
  const names = (x: unknown): string[] =>
    Array.isArray(x) ? x.filter((each): each is string => typeof each === 'string') : []
  if (typeof v.automatic !== 'boolean' || !text(v.checkedAt)) return null
  const p = v.pending && typeof v.pending === 'object' ? (v.pending as Record<string, unknown>) : null
  const b = v.lastBuild && typeof v.lastBuild === 'object' ? (v.lastBuild as Record<string, unknown>) : null
  const result = SITE_BUILD_RESULTS.find((each) => each === b?.result)
  return {
    automatic: v.automatic,
    publishedAt: text(v.publishedAt),
    publishedChanges: names(v.publishedChanges),
    requestedAt: text(v.requestedAt),
    deploysReported: v.deploysReported === true,
    lastBuild:
      b && result && text(b.startedAt) ? { result, reason: text(b.reason), startedAt: text(b.startedAt)! } : null,
    failedAt: text(v.failedAt),
    failureReason: text(v.failureReason),
    pending:
      p && text(p.since)
        ? {
            since: text(p.since)!,
            changes: names(p.changes),
            nextAttemptAt: text(p.nextAttemptAt),
            failedAttempts: typeof p.failedAttempts === 'number' ? p.failedAttempts : 0,
          }
        : null,
    checkedAt: text(v.checkedAt)!,
  }
}
