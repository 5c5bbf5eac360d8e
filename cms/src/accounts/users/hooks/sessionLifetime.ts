import {
  APIError,
  getFieldsToSign,
  jwtSign,
  type CollectionBeforeOperationHook,
  type CollectionRefreshHook,
  type PayloadRequest,
  type SanitizedCollectionConfig,
} from 'payload'
import { ACCOUNT_MESSAGES } from 'shared-types'

import { numberFromEnv } from '../../../lib/env'

const secondsFromEnv = (env: string, fallback: number): number =>
  numberFromEnv(env, fallback, (value) => Number.isInteger(value) && value > 0)

/**
 * A session ends SESSION_MAX_AGE_SECONDS after its sign-in (12 h by default), however often it is
 * refreshed (OWASP ASVS 5.0, V7.3.2). Payload only knows an idle lifetime (each refresh renews
 * the token for `tokenExpiration`), so every token is signed to expire no later than that end.
 */
export const SESSION_MAX_AGE_SECONDS = secondsFromEnv('SESSION_MAX_AGE_SECONDS', 12 * 60 * 60)

/** A token lives 2 h (renewed by refresh), never beyond the session's absolute end. */
export const TOKEN_EXPIRATION_SECONDS = Math.min(2 * 60 * 60, SESSION_MAX_AGE_SECONDS)

type SessionUser = { _sid?: string; sessions?: { id: string; createdAt?: string | Date | null }[] | null }

/** When the request's session must end (ms since epoch), or null without a known session. */
const sessionEnd = (user: unknown): number | null => {
  const { _sid, sessions } = (user ?? {}) as SessionUser
  const createdAt = sessions?.find((session) => session.id === _sid)?.createdAt
  return createdAt ? new Date(createdAt).getTime() + SESSION_MAX_AGE_SECONDS * 1000 : null
}

const sessionEnded = () => new APIError(ACCOUNT_MESSAGES.sessionEnded, 401, undefined, true)

/** A refresh after the session's end is refused before anything is written. */
export const refuseEndedSession: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'refresh' && req.user) {
    const end = sessionEnd(req.user)
    if (end !== null && Date.now() >= end) throw sessionEnded()
  }
  return args
}

/**
 * A token of the session `sid` of `user`, expiring within TOKEN_EXPIRATION_SECONDS and never after
 * the session's end (which it refuses once passed): for a refresh and for a handoff between tools.
 */
export async function signSessionToken(
  req: PayloadRequest,
  collectionConfig: SanitizedCollectionConfig,
  user: SessionUser & { email?: string | null },
  sid: string,
) {
  const end = sessionEnd({ ...user, _sid: sid })
  const remaining = end === null ? TOKEN_EXPIRATION_SECONDS : Math.floor((end - Date.now()) / 1000)
  if (remaining <= 0) throw sessionEnded()
  return jwtSign({
    fieldsToSign: getFieldsToSign({
      collectionConfig,
      email: user.email ?? '',
      sid,
      user: user as Parameters<typeof getFieldsToSign>[0]['user'],
    }),
    secret: req.payload.secret,
    tokenExpiration: Math.min(TOKEN_EXPIRATION_SECONDS, remaining),
  })
}

/** Payload's refresh, with a token that expires at the session's end if that comes first. */
export const refreshWithinLifetime: CollectionRefreshHook = async ({ args, user }) => {
  const signedIn = args.req.user as (NonNullable<typeof args.req.user> & SessionUser & { _strategy?: string }) | null
  if (!signedIn?._sid || sessionEnd(signedIn) === null) return undefined // no session: Payload's own refresh answers
  const { exp, token } = await signSessionToken(
    args.req,
    args.collection.config,
    { ...signedIn, email: (user as { email?: string }).email ?? '' },
    signedIn._sid,
  )
  return { exp, refreshedToken: token, setCookie: true, strategy: signedIn._strategy, user }
}
