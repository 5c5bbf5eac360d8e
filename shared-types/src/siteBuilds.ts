import { SITE_BUILD_MESSAGES } from './messages'

/**
 * The history of the public site's builds (docs/product/workflow.md#the-sites-state-for-staff): each
 * build request the hook accepted, and what the host reported of it. The CMS keeps the last
 * SITE_BUILD_HISTORY_LENGTH; the panel's dashboard lists them with a chart of their durations.
 */
export const SITE_BUILD_RESULTS = ['requested', 'building', 'ready', 'error'] as const
/**
 * - requested: the hook accepted it, and the host reports nothing (no DEPLOY_NOTIFICATION_SECRET);
 * - building: the hook accepted it, its end not reported yet;
 * - ready / error: the host reported that the deploy went online, or failed.
 */
export type SiteBuildResult = (typeof SITE_BUILD_RESULTS)[number]

export const SITE_BUILD_HISTORY_LENGTH = 50

/** « 45 s », « 1 min 05 s », « 1 h 02 min »; '' when unknown (a build still running). */
export function formatBuildDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return ''
  const whole = Math.round(seconds)
  const two = (value: number) => String(value).padStart(2, '0')
  if (whole < 60) return `${whole}\u00a0s`
  if (whole < 3600) return `${Math.floor(whole / 60)}\u00a0min ${two(whole % 60)}\u00a0s`
  return `${Math.floor(whole / 3600)}\u00a0h ${two(Math.floor((whole % 3600) / 60))}\u00a0min`
}

/** « Publié », « En cours », « Échec : <the host's reason> ». */
export function buildResultLabel(result: SiteBuildResult, reason?: string | null): string {
  const label = SITE_BUILD_MESSAGES.results[result]
  return result === 'error' && reason ? `${label} : ${reason}` : label
}

export type DurationBar = { x: number; y: number; width: number; height: number; result: SiteBuildResult }

/**
 * The bars of the durations chart, oldest on the left, in a `width` × `height` box: a bar's height
 * is its build's duration against the longest one. Builds without a duration (still running) keep
 * their place with no bar.
 */
export function durationBars(
  builds: { durationSeconds: number | null; result: SiteBuildResult }[],
  width: number,
  height: number,
): DurationBar[] {
  const longest = Math.max(0, ...builds.map((build) => build.durationSeconds ?? 0))
  if (builds.length === 0 || longest <= 0) return []
  const slot = width / builds.length
  const gap = Math.min(2, slot / 4)
  return builds.flatMap((build, index) => {
    if (!build.durationSeconds || build.durationSeconds <= 0) return []
    const barHeight = Math.max(1, (build.durationSeconds / longest) * height)
    return [
      { x: index * slot + gap / 2, y: height - barHeight, width: slot - gap, height: barHeight, result: build.result },
    ]
  })
}
