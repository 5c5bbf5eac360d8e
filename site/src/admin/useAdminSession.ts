import { useCallback, useEffect, useState } from 'react'

import {
  LOGIN_PATH,
  SESSION_MESSAGES,
  logout,
  redirectToLogin,
  setLoginNotice,
  verifySession,
  type SessionCheck,
  type SessionUser,
} from './api/session'

export type SessionState =
  | { status: 'checking' }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'signed-out' }

const NOTICES = {
  none: { text: SESSION_MESSAGES.signInRequired, tone: 'info' },
  refused: { text: SESSION_MESSAGES.expired, tone: 'warning' },
  unreachable: { text: SESSION_MESSAGES.unreachable, tone: 'warning' },
} as const

/**
 * Checks the stored session on load (docs/product/staff-screens.md#session-rules-on-the-screens).
 * With `guard`, a missing or refused session sends the user to /login with the reason; without it
 * (welcome page) the screen shows the signed-out state.
 */
export function useAdminSession({ guard }: { guard: boolean }) {
  const [state, setState] = useState<SessionState>({ status: 'checking' })

  useEffect(() => {
    let active = true
    void verifySession().then((check: SessionCheck) => {
      if (!active) return
      if (check.user) setState({ status: 'signed-in', user: check.user })
      else if (guard) redirectToLogin(NOTICES[check.reason])
      else setState({ status: 'signed-out' })
    })
    return () => {
      active = false
    }
  }, [guard])

  const signOut = useCallback(async () => {
    await logout()
    setLoginNotice({ text: SESSION_MESSAGES.signedOut, tone: 'info' })
    window.location.assign(LOGIN_PATH)
  }, [])

  return { state, signOut }
}
