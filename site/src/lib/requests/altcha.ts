/**
 * The proof of work a request is sent with (docs/product/requests.md#the-form): the CMS's altcha
 * v2 challenge (`GET /api/citizen-requests/challenge`), solved here and sent as the `altcha` field.
 *
 * A solver of the project's own rather than altcha's widget: the widget weighs about 30 KB of
 * script with its styles and texts, more than the whole form page, and the form needs none of its
 * interface. The work is the one altcha-lib's `solveChallenge` does for SHA-256 (held against it
 * by altcha.test.ts): for counter = 0, 1, 2…, key = SHA-256(salt ‖ nonce ‖ counter as 4 bytes big-endian)
 * (`cost` rounds, each digest of the previous), until the key's hex starts with `keyPrefix`.
 * Digests are asked by batches, in parallel, so that a slow phone's WebCrypto is kept busy.
 */

export interface ChallengeParameters {
  algorithm: string
  nonce: string
  salt: string
  cost: number
  keyLength?: number
  keyPrefix: string
  expiresAt?: number
  [more: string]: unknown
}

export interface Challenge {
  parameters: ChallengeParameters
  signature?: string
}

export interface Solution {
  counter: number
  derivedKey: string
}

/** Digests asked at once: enough to hide WebCrypto's round trips, few enough to stop soon after the answer. */
const BATCH = 256
/** Far more than any challenge the CMS gives needs: a wrong challenge ends instead of running for ever. */
const MAX_COUNTER = 0xffffffff

const fromHex = (hex: string): Uint8Array => {
  const bytes = new Uint8Array(hex.length >> 1)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  return bytes
}

const toHex = (bytes: Uint8Array): string => {
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/** The key of one counter: `cost` digests, the first of salt ‖ nonce ‖ counter. */
async function deriveKey(parameters: ChallengeParameters, prefix: Uint8Array, counter: number): Promise<Uint8Array> {
  const input = new Uint8Array(prefix.length + 4)
  input.set(prefix)
  new DataView(input.buffer).setUint32(prefix.length, counter, false)
  let key: ArrayBuffer = await crypto.subtle.digest(parameters.algorithm, input)
  for (let round = 1; round < Math.max(1, parameters.cost); round++)
    key = await crypto.subtle.digest(parameters.algorithm, key)
  return new Uint8Array(key).subarray(0, parameters.keyLength ?? 32)
}

/** Whether a key starts with the prefix, compared as bytes: a hex string for every key would cost more than the digest. */
function startsWith(key: Uint8Array, prefix: Uint8Array, lastNibble: number | undefined): boolean {
  for (let index = 0; index < prefix.length; index++) if (key[index] !== prefix[index]) return false
  return lastNibble === undefined || key[prefix.length]! >> 4 === lastNibble
}

/** Finds the first counter whose key starts with the challenge's prefix; `signal` stops the search. */
export async function solveChallenge(challenge: Challenge, signal?: AbortSignal): Promise<Solution> {
  const { parameters } = challenge
  const wanted = parameters.keyPrefix.toLowerCase()
  // An odd-length prefix ends with half a byte.
  const prefixBytes = fromHex(wanted.length % 2 === 0 ? wanted : wanted.slice(0, -1))
  const lastNibble = wanted.length % 2 === 0 ? undefined : Number.parseInt(wanted.at(-1)!, 16)
  const salt = fromHex(parameters.salt)
  const nonce = fromHex(parameters.nonce)
  const prefix = new Uint8Array(salt.length + nonce.length)
  prefix.set(salt)
  prefix.set(nonce, salt.length)
  for (let start = 0; start <= MAX_COUNTER; start += BATCH) {
    signal?.throwIfAborted()
    const keys = await Promise.all(
      Array.from({ length: Math.min(BATCH, MAX_COUNTER - start + 1) }, (_, offset) =>
        deriveKey(parameters, prefix, start + offset),
      ),
    )
    for (const [offset, key] of keys.entries()) {
      if (startsWith(key, prefixBytes, lastNibble)) return { counter: start + offset, derivedKey: toHex(key) }
    }
  }
  throw new Error('altcha: no solution')
}

/** The `altcha` field: base64 of `{ challenge, solution }` as altcha-lib's verifier reads it. */
export function altchaPayload(challenge: Challenge, solution: Solution): string {
  const json = JSON.stringify({
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  })
  let binary = ''
  for (const byte of new TextEncoder().encode(json)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** A fresh challenge from the CMS, solved: the field to send (each sending needs its own). */
export async function solvedAltcha(challengePath: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(challengePath, { headers: { Accept: 'application/json' }, cache: 'no-store', signal })
  if (!response.ok) throw new Error(`altcha: challenge ${response.status}`)
  const challenge = (await response.json()) as Challenge
  return altchaPayload(challenge, await solveChallenge(challenge, signal))
}
