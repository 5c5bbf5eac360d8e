import { SESSION_HANDOFF, addressWithHandoffCode, handoffCodeOf, staffPathAfterHandoff } from 'shared-types'

import { ApiError, cmsRequest } from '../../lib/cms/client'
import { SESSION_MESSAGES, authRequest, saveSession, type SessionUser } from './session'

/**
 * One sign-in across the site's screens and Payload's panel (shared-types `SESSION_HANDOFF`): a
 * single-use code after `#`, exchanged by POST for the same session, never a token in an address.
 */

/** The code the panel opened /login with, and the screen to open next; both leave the address at once. */
export function takeHandoffCode(): { code: string; next: string } | null {
  const handoff = handoffCodeOf(window.location.hash)
  if (!handoff) return null
  window.history.replaceState(null, '', window.location.pathname + window.location.search)
  return { code: handoff.code, next: staffPathAfterHandoff(handoff.next) }
}

/** Exchanges the panel's code for its session, stored as the screens' own sign-in stores it. */
export async function signInWithCode(code: string): Promise<void> {
  const body = await cmsRequest<{ token?: unknown; user?: SessionUser } | null>('/auth/exchange', {
    method: 'POST',
    body: { code },
    fallback: SESSION_HANDOFF.invalidCode,
    unreachable: SESSION_MESSAGES.loginUnreachable,
  })
  if (typeof body?.token !== 'string' || typeof body.user?.email !== 'string')
    throw new ApiError(SESSION_HANDOFF.invalidCode, 0)
  saveSession(body.token, body.user)
}

/** Opens Payload's panel signed in with this session; without a code (the CMS refused), its own sign-in. */
export async function openPanel(panelUrl: string): Promise<void> {
  let panel = panelUrl
  try {
    const { code } = await authRequest<{ code: string }>('/auth/handoff', {
      method: 'POST',
      body: { to: 'panel' },
      fallback: SESSION_MESSAGES.expired,
    })
    panel = addressWithHandoffCode(panelUrl, code)
  } catch {
    // The panel asks for the password instead.
  }
  window.location.assign(panel)
}
