import { type Payload, createChallenge, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { describe, expect, it } from 'vitest'

import { altchaPayload, solveChallenge, type Challenge } from './altcha'

// The site's own solver against altcha-lib's, which the CMS verifies with (docs/product/requests.md#the-form).
const SECRET = 'secret de test du formulaire'

/** What the CMS's verifier reads from the `altcha` field. */
const decoded = (payload: string): Payload => JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload

describe('solveChallenge', () => {
  it('solves a challenge with a random prefix, and altcha-lib verifies the field', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      deriveKey,
      keyPrefix: '0a',
      hmacSignatureSecret: SECRET,
      expiresAt: new Date(Date.now() + 60_000),
    })
    const solution = await solveChallenge(challenge as Challenge)
    expect(solution.derivedKey.startsWith('0a')).toBe(true)
    const payload = decoded(altchaPayload(challenge as Challenge, solution))
    const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: SECRET })
    expect(result.verified).toBe(true)
  })

  it('finds the counter of a deterministic challenge, as the CMS makes them', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 1234,
      deriveKey,
      keyPrefixLength: 3,
      hmacSignatureSecret: SECRET,
    })
    const solution = await solveChallenge(challenge as Challenge)
    expect(solution.counter).toBe(1234)
    const result = await verifySolution({
      ...decoded(altchaPayload(challenge as Challenge, solution)),
      deriveKey,
      hmacSignatureSecret: SECRET,
    })
    expect(result.verified).toBe(true)
  })

  it('an odd-length prefix and several rounds (cost) are honoured too', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 3,
      deriveKey,
      keyPrefix: 'abc',
      hmacSignatureSecret: SECRET,
    })
    const solution = await solveChallenge(challenge as Challenge)
    const result = await verifySolution({
      ...decoded(altchaPayload(challenge as Challenge, solution)),
      deriveKey,
      hmacSignatureSecret: SECRET,
    })
    expect(result.verified).toBe(true)
  })

  it('a tampered solution is refused by the verifier (the test can fail)', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      deriveKey,
      keyPrefix: '0',
      hmacSignatureSecret: SECRET,
    })
    const solution = await solveChallenge(challenge as Challenge)
    const result = await verifySolution({
      ...decoded(altchaPayload(challenge as Challenge, { ...solution, counter: solution.counter + 1 })),
      deriveKey,
      hmacSignatureSecret: SECRET,
    })
    expect(result.verified).toBe(false)
  })

  it('stops when asked', async () => {
    const controller = new AbortController()
    controller.abort()
    const challenge = { parameters: { algorithm: 'SHA-256', nonce: '00', salt: '00', cost: 1, keyPrefix: 'ffffffff' } }
    await expect(solveChallenge(challenge, controller.signal)).rejects.toThrow()
  })
})
