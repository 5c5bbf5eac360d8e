import { SITE_STATE_MESSAGES } from 'shared-types'

import { leaseMs } from '../../storage/jobClaims'

/** A call to the hook ends well within the stale time, so that a live call is never taken for a dead one. */
const hookTimeoutMs = () => Math.min(10_000, Math.floor(leaseMs() / 3))

const TITLE_PREFIX = 'Publication dans le CMS #'

/**
 * The build's reason, shown in Netlify's deploy list (« Publication dans le CMS #12 : Actualités »):
 * its number is the build record's id, which the host's deploy notifications carry back in `title`.
 */
export const buildTitle = (buildId: number | string, trigger: string): string =>
  `${TITLE_PREFIX}${buildId} : ${trigger}`

/** The build record's id named in a deploy's title, or null when the CMS did not ask for that deploy. */
export function buildIdFromTitle(title: string | null): string | null {
  if (!title?.startsWith(TITLE_PREFIX)) return null
  const match = /^([0-9a-f]{1,24}) :/i.exec(title.slice(TITLE_PREFIX.length))
  return match ? match[1]! : null
}

/**
 * Calls the build hook once; null when it accepted, else why not, in French (shown to staff).
 * The reason names the hook's answer but never its address (a secret: anyone who has it can build).
 */
export async function callBuildHook(url: string, changes: string[], title: string): Promise<string | null> {
  const timeout = hookTimeoutMs()
  try {
    const target = new URL(url)
    target.searchParams.set('trigger_title', title)
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ changes }),
      signal: AbortSignal.timeout(timeout),
    })
    await response.arrayBuffer().catch(() => undefined)
    return response.ok ? null : SITE_STATE_MESSAGES.hookAnswered(response.status)
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError'
      ? SITE_STATE_MESSAGES.hookTimedOut(Math.round(timeout / 1000))
      : SITE_STATE_MESSAGES.hookUnreachable
  }
}
