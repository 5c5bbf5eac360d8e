import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import type {
  CollectionAfterErrorHook,
  CollectionAfterLoginHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload'
import { normalizeEmail } from 'shared-types'

import { clientAddress } from '../../../lib/clientAddress'
import { numberFromEnv } from '../../../lib/env'
import { consumeLimit, failuresCounted, recordFailure, refundLimit, type LimitName } from '../../rateLimit'

/**
 * Sign-in without account lock and without telling which accounts exist (OWASP ASVS 5.0, V6.3).
 *
 * - Failures are limited per client address, then per address and account (429 with Retry-After):
 *   an attacker's address is stopped, a clerk signing in from elsewhere is not. Each attempt takes
 *   its point BEFORE the password is checked and gives it back if it succeeds (or fails for another
 *   reason than a wrong password): counted after the fact, 100 attempts sent at once were all checked.
 * - Per account there is no lock (Payload's `maxLoginAttempts` is off): after a few failures every
 *   attempt on that account waits a growing delay, capped, so guessing slows down to a crawl while
 *   the right password still opens the account.
 * - An unknown account costs the same password hash as a known one, and every failure takes at least
 *   SIGN_IN_FAILURE_FLOOR_MS: status, message, body and timing do not depend on the account existing.
 *
 * Payload's `/api/users/login` goes through the Users hooks (beforeOperation, afterLogin, afterError);
 * the site's `/api/auth/login` signs in through the Local API, which skips those hooks, so it calls
 * `beforeSignIn` and `afterFailedSignIn` itself (accounts/endpoints/auth.ts). Either way the delays come
 * before Payload's turn of session writes (patches/README.md).
 */

const positiveNumber = (env: string, fallback: number): number =>
  numberFromEnv(env, fallback, (value) => Number.isFinite(value) && value >= 0)

/** The shortest answer to a failed sign-in or a forgotten-password request: above a password hash on a busy server. */
export const FAILURE_FLOOR_MS = positiveNumber('SIGN_IN_FAILURE_FLOOR_MS', 400)
/** The first delay once an account's free failures (SIGN_IN_SLOWDOWN, `failures/seconds`) are spent; it doubles each time. */
const SLOWDOWN_STEP_MS = positiveNumber('SIGN_IN_SLOWDOWN_STEP_MS', 250)
const SLOWDOWN_MAX_MS = positiveNumber('SIGN_IN_SLOWDOWN_MAX_MS', 8000)

const CONTEXT_KEY = 'signInAttempt'

type SignInAttempt = { address: string; account: string; startedAt: number; settled: boolean }

const attemptOf = (req: PayloadRequest): SignInAttempt | undefined =>
  req.context[CONTEXT_KEY] as SignInAttempt | undefined

const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve())

/** Waits until FAILURE_FLOOR_MS have passed since `startedAt`: an answer's time tells nothing about the account. */
export const reachFloor = (startedAt: number) => wait(startedAt + FAILURE_FLOOR_MS - Date.now())

const pbkdf2Async = promisify(pbkdf2)

/**
 * What Payload spends checking a password (its current scheme: PBKDF2-SHA256, 600 000 iterations,
 * 32 bytes; payload/dist/auth/strategies/local/generatePasswordSaltHash.js), spent on a random salt
 * when no account has this address. Payload does not export its hash function, hence this copy of
 * its parameters; the failure floor covers any drift.
 */
const spendAPasswordCheck = async (password: string) => {
  await pbkdf2Async(password, randomBytes(32).toString('hex'), 600_000, 32, 'sha256')
}

export const slowdownDelayMs = (failures: number, freeFailures: number): number =>
  failures < freeFailures ? 0 : Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_STEP_MS * 2 ** (failures - freeFailures))

/** The limits' keys of an attempt: its address, and its address with the account named. */
const limitKeys = ({ address, account }: Pick<SignInAttempt, 'address' | 'account'>): [LimitName, string][] =>
  account
    ? [
        ['signInAddress', address],
        ['signInAddressAccount', `${address} ${account}`],
      ]
    : [['signInAddress', address]]

/** Limits, slowdown and the unknown account's hash, before Payload looks at the password. */
export async function beforeSignIn(req: PayloadRequest, data: { email?: unknown; password?: unknown }): Promise<void> {
  if (attemptOf(req)) return
  const address = await clientAddress(req)
  const account = normalizeEmail(data.email)
  if (account) {
    const { failures, freeFailures } = await failuresCounted('signInAccount', account)
    await wait(slowdownDelayMs(failures, freeFailures))
  }
  // Each limit takes its point now; a refusal gives back those already taken, so that only
  // attempts actually checked count.
  const taken: [LimitName, string][] = []
  for (const key of limitKeys({ address, account })) {
    try {
      await consumeLimit(req, ...key)
    } catch (refusal) {
      for (const given of taken) await refundLimit(...given)
      throw refusal
    }
    taken.push(key)
  }
  req.context[CONTEXT_KEY] = { address, account, startedAt: Date.now(), settled: false } satisfies SignInAttempt
  if (account && typeof data.password === 'string' && data.password !== '') {
    const user = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: account } }, req })
    if (!user) await spendAPasswordCheck(data.password)
  }
}

/** The attempt signed in (or never was a guess): its points go back. */
async function giveBackPoints(attempt: SignInAttempt): Promise<void> {
  attempt.settled = true
  for (const key of limitKeys(attempt)) await refundLimit(...key)
}

/** A wrong email or password (Payload's 401) keeps its points, slows the account down and answers no sooner than the floor; other errors give the points back. */
export async function afterFailedSignIn(req: PayloadRequest, error: unknown): Promise<void> {
  const attempt = attemptOf(req)
  if (!attempt || attempt.settled) return
  if ((error as { status?: number } | null)?.status !== 401) return giveBackPoints(attempt)
  attempt.settled = true
  if (attempt.account) await recordFailure('signInAccount', attempt.account)
  await reachFloor(attempt.startedAt)
}

/** A successful sign-in, by either route, gives its points back. */
export const settleSignIn: CollectionAfterLoginHook = async ({ req }) => {
  const attempt = attemptOf(req)
  if (attempt && !attempt.settled) await giveBackPoints(attempt)
}

/** Payload's own login route (its admin panel); server code calling the Local API is not limited. */
export const guardSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login' && req.payloadAPI !== 'local') {
    await beforeSignIn(req, (args as { data?: { email?: unknown; password?: unknown } }).data ?? {})
  }
  return args
}

export const countFailedSignIn: CollectionAfterErrorHook = async ({ error, req }) => {
  await afterFailedSignIn(req, error)
}
