import { ERRORS } from 'shared-types'

import { ApiError, cmsRequest, type CmsRequestInit } from '../../lib/cms/client'

/**
 * The administrator's session (docs/product/staff-screens.md#session-rules-on-the-screens): the
 * bearer token and the user, as the login call returned them, in localStorage so that a new tab
 * stays signed in. Every admin call goes through `authRequest`, which turns a refused token into a
 * sign-out with a French explanation on /login.
 */
export interface SessionUser {
  id?: number | string
  email: string
  name?: string | null
  /** « Nom affiché » of the account, if it has one. */
  displayName?: string | null
  [key: string]: unknown
}

const TOKEN_KEY = 'token'
const USER_KEY = 'user'
/** A message for the next /login page only (one tab, read once). */
const NOTICE_KEY = 'admin-notice'

export const LOGIN_PATH = '/login'
export const WELCOME_PATH = '/welcome'

export const SESSION_MESSAGES = {
  expired: 'Votre session a expiré. Veuillez vous reconnecter.',
  signedOut: 'Vous avez été déconnecté.',
  signInRequired: "Veuillez vous connecter pour accéder à l'administration.",
  unreachable: 'Impossible de vérifier votre session : le serveur ne répond pas. Veuillez vous reconnecter.',
  /** Shown when the server refuses the sign-in without a message of its own. */
  loginFailure: ERRORS.loginFailure,
  /** The sign-in got no answer from the CMS: never blamed on the email or the password. */
  loginUnreachable: ERRORS.serverUnreachable,
} as const

export type LoginNotice = { text: string; tone: 'info' | 'warning' }

/** localStorage throws when storage is disabled (private modes, policies): treat it as empty. */
function read(key: string, storage: () => Storage = () => window.localStorage): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return null
  }
}

export function getToken(): string | null {
  return read(TOKEN_KEY)
}

export function getUser(): SessionUser | null {
  const raw = read(USER_KEY)
  if (!raw) return null
  try {
    const user: unknown = JSON.parse(raw)
    return user && typeof user === 'object' && typeof (user as SessionUser).email === 'string'
      ? (user as SessionUser)
      : null
  } catch {
    return null
  }
}

export function saveSession(token: string, user: SessionUser): void {
  window.localStorage.setItem(TOKEN_KEY, token)
  window.localStorage.setItem(USER_KEY, JSON.stringify(user))
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY)
    window.localStorage.removeItem(USER_KEY)
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function setLoginNotice(notice: LoginNotice): void {
  try {
    window.sessionStorage.setItem(NOTICE_KEY, JSON.stringify(notice))
  } catch {
    // The redirection still happens; only the explanation is lost.
  }
}

/** The message left for /login by the page that sent the user there, removed once read. */
export function takeLoginNotice(): LoginNotice | null {
  const raw = read(NOTICE_KEY, () => window.sessionStorage)
  if (!raw) return null
  window.sessionStorage.removeItem(NOTICE_KEY)
  try {
    const notice = JSON.parse(raw) as LoginNotice
    return typeof notice.text === 'string' ? notice : null
  } catch {
    return null
  }
}

/** Clears the session and opens /login, which shows `notice`. */
export function redirectToLogin(notice: LoginNotice): void {
  clearSession()
  setLoginNotice(notice)
  window.location.assign(LOGIN_PATH)
}

/** Thrown by `authRequest` once the user is on their way to /login: callers just stop. */
export class SessionExpiredError extends ApiError {
  constructor() {
    super(SESSION_MESSAGES.expired, 401)
    this.name = 'SessionExpiredError'
  }
}

/**
 * A CMS call with the stored bearer token. A 401 means the token expired or was revoked (reads
 * never need one, so only a bad token gets there): the user is signed out and sent to /login
 * with a French message rather than left with a silent failure.
 */
export async function authRequest<T>(path: string, init: CmsRequestInit): Promise<T> {
  try {
    return await cmsRequest<T>(path, { ...init, token: getToken() })
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      redirectToLogin({ text: SESSION_MESSAGES.expired, tone: 'warning' })
      throw new SessionExpiredError()
    }
    throw error
  }
}

/**
 * POST /auth/login (docs/API.md): stores token and user on success; failures are `ApiError`s carrying
 * the server's message (wrong credentials: its 401, a locked account…), or the network message
 * when the CMS does not answer.
 */
export async function login(email: string, password: string): Promise<SessionUser> {
  const body = await cmsRequest<{ token?: unknown; user?: unknown } | null>('/auth/login', {
    method: 'POST',
    body: { email, password },
    fallback: SESSION_MESSAGES.loginFailure,
    unreachable: SESSION_MESSAGES.loginUnreachable,
  })
  // A success that is not JSON came from a host answering in the CMS's stead, not from the CMS.
  if (!body) throw new ApiError(SESSION_MESSAGES.loginUnreachable, 0, true)
  const user = body.user as SessionUser | undefined
  if (typeof body.token !== 'string' || !user || typeof user.email !== 'string')
    throw new ApiError(SESSION_MESSAGES.loginFailure, 0)
  saveSession(body.token, user)
  return user
}

export type SessionCheck = { user: SessionUser } | { user: null; reason: 'none' | 'refused' | 'unreachable' }

/**
 * GET /auth/profile: is the stored token still valid? Any failure, a refusal or a network error
 * alike, signs the user out (docs/product/staff-screens.md#session-rules-on-the-screens); the reason
 * picks the message shown.
 */
export async function verifySession(): Promise<SessionCheck> {
  const token = getToken()
  if (!token) return { user: null, reason: 'none' }
  let reason: 'refused' | 'unreachable' = 'refused'
  try {
    const body = await cmsRequest<{ user?: SessionUser } | null>('/auth/profile', {
      token,
      fallback: SESSION_MESSAGES.expired,
    })
    const user = body?.user && typeof body.user.email === 'string' ? body.user : getUser()
    if (user) return { user }
  } catch (error) {
    if (error instanceof ApiError && error.unreachable) reason = 'unreachable'
  }
  clearSession()
  return { user: null, reason }
}

/** Ends the token's session on the server too, so a copied token stops working, then forgets it. */
export async function logout(): Promise<void> {
  const token = getToken()
  clearSession()
  if (!token) return
  try {
    await cmsRequest('/auth/logout', { method: 'POST', token, fallback: SESSION_MESSAGES.signedOut })
  } catch {
    // Signed out locally; the token expires on its own (2 hours).
  }
}
