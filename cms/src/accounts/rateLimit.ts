import { APIError, type CollectionBeforeOperationHook, type Payload, type PayloadRequest } from 'payload'
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import { ACCOUNT_MESSAGES } from 'shared-types'

import { clientAddress } from '../lib/clientAddress'
import { processLocal } from '../lib/processLocal'
import { databaseStore, type LimiterFactory, memoryStore } from '../storage/rateLimitStore'

/**
 * Limits on what anyone can send without an account: sign-in failures, registrations, password
 * requests, contact messages and newsletter sign-ups, counted per client address (lib/clientAddress)
 * and, where an account is named, per account.
 *
 * Counters live where every CMS instance sees them (docs/architecture.md#decisions, "scale"): on
 * PostgreSQL and MongoDB in the database (rate-limiter-flexible's stores, table `rate_limits`,
 * atomic increments), so several instances behind one address count together and a restart forgets
 * nothing; on SQLite, which one process owns, in that process's memory, which a restart forgets
 * (that only gives an attacker a fresh window). See storage/rateLimitStore.ts.
 *
 * Every limit is `points/seconds` and can be overridden by its environment variable (tests use
 * windows of a few seconds). The defaults are far above what a citizen or a clerk does by hand,
 * and far below what a script does.
 */
const LIMITS = {
  /**
   * Failed sign-ins from one address, whatever the account. Sign-in attempts take their point before
   * the password is checked and give it back on success (Users/hooks/signInGuard.ts): requests sent
   * at once cannot pass the limit.
   */
  signInAddress: { env: 'RATE_LIMIT_SIGN_IN_ADDRESS', points: 30, seconds: 15 * 60 },
  /** Failed sign-ins from one address on one account: a mistyping clerk is stopped here first. */
  signInAddressAccount: { env: 'RATE_LIMIT_SIGN_IN_ADDRESS_ACCOUNT', points: 10, seconds: 15 * 60 },
  /**
   * Failed sign-ins on one account, from anywhere: never refused (that would let anyone lock a clerk
   * out), only slowed down once these free failures are spent (Users/hooks/signInGuard.ts).
   */
  signInAccount: { env: 'SIGN_IN_SLOWDOWN', points: 5, seconds: 15 * 60 },
  /** Registrations without a session (/api/auth/register, /api/users, Payload's first-register) from one address. */
  register: { env: 'RATE_LIMIT_REGISTER', points: 10, seconds: 15 * 60 },
  /** Forgotten-password requests from one address, and for one account (each sends an e-mail). */
  forgotPasswordAddress: { env: 'RATE_LIMIT_FORGOT_PASSWORD_ADDRESS', points: 10, seconds: 15 * 60 },
  forgotPasswordAccount: { env: 'RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT', points: 5, seconds: 60 * 60 },
  /** Password resets (with a reset token) from one address. */
  resetPassword: { env: 'RATE_LIMIT_RESET_PASSWORD', points: 10, seconds: 15 * 60 },
  /** Contact messages from one address. */
  contact: { env: 'RATE_LIMIT_CONTACT', points: 30, seconds: 10 * 60 },
  /** Newsletter sign-ups from one address. */
  newsletter: { env: 'RATE_LIMIT_NEWSLETTER', points: 40, seconds: 10 * 60 },
  /** SMS codes asked from one address (each is an SMS the commune pays for): to subscribe or to stop. */
  smsCodes: { env: 'RATE_LIMIT_SMS_CODES', points: 10, seconds: 60 * 60 },
  /** Codes typed from one address, right or wrong: with 5 tries per code, guessing stays hopeless. */
  smsCodeChecks: { env: 'RATE_LIMIT_SMS_CODE_CHECKS', points: 30, seconds: 15 * 60 },
  /** Online requests with a solved proof of work, from one address (docs/product/requests.md#against-bots). */
  requests: { env: 'RATE_LIMIT_REQUESTS', points: 10, seconds: 60 * 60 },
  /** Online requests posted without JavaScript (no proof of work possible), from one address. */
  requestsWithoutScript: { env: 'RATE_LIMIT_REQUESTS_WITHOUT_SCRIPT', points: 3, seconds: 60 * 60 },
  /** Online requests per phone number and per e-mail address (each sends an SMS the commune pays for). */
  requestsPerContact: { env: 'RATE_LIMIT_REQUESTS_PER_CONTACT', points: 5, seconds: 24 * 60 * 60 },
  /** Look-ups and additions on /suivi from one address, right or wrong. */
  requestTracking: { env: 'RATE_LIMIT_REQUEST_TRACKING', points: 60, seconds: 15 * 60 },
  /** Tries on one reference: a right one is given back, so the sixth wrong one in the hour is refused. */
  requestReferenceTries: { env: 'RATE_LIMIT_REQUEST_REFERENCE_TRIES', points: 5, seconds: 60 * 60 },
} as const

export type LimitName = keyof typeof LIMITS

/** Reads `points/seconds` from the environment; a malformed value stops the server at start. */
export function limitFromEnv(
  env: string,
  fallback: { points: number; seconds: number },
): { points: number; seconds: number } {
  const value = process.env[env]?.trim()
  if (!value) return fallback
  const match = /^(\d+)\/(\d+(?:\.\d+)?)$/.exec(value)
  if (!match || Number(match[1]) < 1 || Number(match[2]) <= 0) {
    throw new Error(`${env} doit s'écrire « nombre/secondes » (par exemple 30/900), reçu « ${value} »`)
  }
  return { points: Number(match[1]), seconds: Number(match[2]) }
}

/** Every limit's settings, read when the config loads, so that a malformed variable stops the server at start. */
const SETTINGS = (Object.keys(LIMITS) as LimitName[]).map((name) => {
  const { points, seconds } = limitFromEnv(LIMITS[name].env, LIMITS[name])
  // rate-limiter-flexible counts `duration` in whole seconds.
  return { name, points, duration: Math.max(1, Math.round(seconds)) }
})

type Limiters = Map<LimitName, { limiter: RateLimiterAbstract; points: number }>

const limitersIn = (store: LimiterFactory): Limiters =>
  new Map(
    SETTINGS.map(({ name, points, duration }) => [
      name,
      { limiter: store({ keyPrefix: name, points, duration }), points },
    ]),
  )

/** In memory until the database's store is ready; shared by every bundle Next loads this module in. */
const current = processLocal('commune.rateLimits', () => ({ limiters: limitersIn(memoryStore) }))

/**
 * Moves every limit to the database's store when it has one (PostgreSQL, MongoDB), before the CMS
 * answers its first request (the config's onInit). A database that refuses the counters' table
 * leaves them in memory, each instance on its own, rather than the CMS stopped.
 */
export async function keepLimitsInDatabase(payload: Payload): Promise<void> {
  try {
    const store = await databaseStore(payload)
    if (store) current.limiters = limitersIn(store)
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: 'Limites de tentatives : la base refuse leurs compteurs, chaque instance les compte en mémoire',
    })
  }
}

const limiterOf = (name: LimitName) => current.limiters.get(name)!

/**
 * Answers 429 with `Retry-After` and a French message. Payload's error route merges
 * `req.responseHeaders` into the error's answer, for its own routes and for custom endpoints alike.
 */
export function tooManyRequests(req: PayloadRequest, msBeforeNext: number): never {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
  const headers = req.responseHeaders ?? new Headers()
  headers.set('Retry-After', String(seconds))
  req.responseHeaders = headers
  throw new APIError(ACCOUNT_MESSAGES.tooManyRequests(seconds), 429, undefined, true)
}

/** Counts one attempt; refuses it with 429 once the limit of the window is spent. */
export async function consumeLimit(req: PayloadRequest, name: LimitName, key: string): Promise<void> {
  try {
    await limiterOf(name).limiter.consume(key)
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) tooManyRequests(req, rejection.msBeforeNext)
    throw rejection
  }
}

/** Gives back a point taken by `consumeLimit` (an attempt that turned out not to count). */
export async function refundLimit(name: LimitName, key: string): Promise<void> {
  await limiterOf(name).limiter.reward(key)
}

/** Counts one failure under `key` (for counters of failures only, such as an account's slowdown). */
export async function recordFailure(name: LimitName, key: string): Promise<void> {
  await limiterOf(name).limiter.penalty(key)
}

/** The failures counted under `key` in the current window, and how many the limit lets through. */
export async function failuresCounted(
  name: LimitName,
  key: string,
): Promise<{ failures: number; freeFailures: number }> {
  const { limiter, points } = limiterOf(name)
  return { failures: (await limiter.get(key))?.consumedPoints ?? 0, freeFailures: points }
}

/**
 * A collection's public creations (contact messages, newsletter sign-ups) per client address, by
 * every route that creates (Payload's REST route and the compatibility endpoints, which pass their
 * request to the Local API). Signed-in administrators and server code are not limited.
 */
export const limitAnonymousCreates =
  (name: LimitName): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation === 'create' && !req.user && req.payloadAPI !== 'local')
      await consumeLimit(req, name, await clientAddress(req))
    return args
  }
