import { SITE_STATE_MESSAGES } from 'shared-types'

import { staleMs } from './jobs'

/** A call to the hook ends well within the stale time, so that a live call is never taken for a dead one. */
const hookTimeoutMs = () => Math.min(10_000, Math.floor(staleMs() / 3))

/**
 * Calls the build hook once; null when it accepted, else why not, in French (shown to staff).
 * The reason names the hook's answer but never its address (a secret: anyone who has it can build).
 */
export async function callBuildHook(url: string, changes: string[]): Promise<string | null> {
  const timeout = hookTimeoutMs()
  try {
    const target = new URL(url)
    // Shown in Netlify's deploy list as the reason for the build.
    target.searchParams.set('trigger_title', `Publication dans le CMS : ${changes.join(', ')}`)
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
