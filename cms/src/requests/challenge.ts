import { createHmac } from 'node:crypto'

import { CappedMap, createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import { processLocal } from '../lib/processLocal'
import { payloadSecret } from '../lib/secret'

/**
 * The proof of work asked of a request sent from the form's script (docs/product/requests.md#against-bots):
 * self-hosted with altcha-lib, no third party sees the citizen. The browser tries SHA-256 digests until
 * one starts with the challenge's prefix: CHALLENGE_MAX_COUNTER/2 digests on average, well under a
 * second on a recent phone and under 3 s on the slow phone profile (`pnpm bench`).
 */
const CHALLENGE_MAX_COUNTER = Number(process.env.REQUEST_CHALLENGE_MAX_COUNTER ?? 20_000)
/** Long enough to fill the form after the challenge was fetched; the page fetches a new one when late. */
const CHALLENGE_MINUTES = 30

const secret = () => createHmac('sha256', payloadSecret()).update('altcha-challenge').digest('hex')

export async function newChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(CHALLENGE_MAX_COUNTER),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    hmacSignatureSecret: secret(),
  })
}

/** Solved challenges, until they expire: each proves one sending only. */
const spent = processLocal('commune.requests.spentChallenges', () => new CappedMap<string, number>({ maxSize: 10_000 }))

/** Whether `encoded` (base64 JSON `{ challenge, solution }`) solves a challenge of ours, not used before. */
export async function isSolvedChallenge(encoded: unknown): Promise<boolean> {
  if (typeof encoded !== 'string' || encoded.length > 4096) return false
  let parsed: { challenge?: Challenge; solution?: Solution }
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))
  } catch {
    return false
  }
  const { challenge, solution } = parsed ?? {}
  if (!challenge?.parameters || typeof challenge.signature !== 'string' || !solution) return false
  if (!Number.isInteger(solution.counter) || typeof solution.derivedKey !== 'string') return false
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret() })
    if (!result.verified) return false
  } catch {
    return false
  }
  const now = Date.now()
  for (const [signature, expires] of spent) if (expires < now) spent.delete(signature)
  return spent.setIfAbsent(challenge.signature, (challenge.parameters.expiresAt ?? 0) * 1000)
}
