import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'

import { isSignedDeployNotification, sha256Hex } from './deploySignature'

const SECRET = 'secret-des-notifications-de-deploiement'
const key = (secret: string) => new TextEncoder().encode(secret)
const body = new TextEncoder().encode(
  JSON.stringify({ id: 'd1', state: 'ready', title: 'Publication dans le CMS #4 : Actualités' }),
)

const sign = (claims: Record<string, unknown>, secret = SECRET, alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key(secret))

describe('isSignedDeployNotification', () => {
  it('accepts Netlify’s signature: HS256 with the secret, issued by netlify, the body’s hash', async () => {
    const signature = await sign({ iss: 'netlify', sha256: sha256Hex(body) })
    expect(await isSignedDeployNotification(body, signature, SECRET)).toBe(true)
  })

  it('refuses a missing signature, or one that is not a JWS', async () => {
    expect(await isSignedDeployNotification(body, null, SECRET)).toBe(false)
    expect(await isSignedDeployNotification(body, '  ', SECRET)).toBe(false)
    expect(await isSignedDeployNotification(body, 'pas.une.signature', SECRET)).toBe(false)
  })

  it('refuses another secret, another issuer, another algorithm or no hash', async () => {
    const claims = { iss: 'netlify', sha256: sha256Hex(body) }
    expect(await isSignedDeployNotification(body, await sign(claims, 'un-autre-secret'), SECRET)).toBe(false)
    expect(await isSignedDeployNotification(body, await sign({ ...claims, iss: 'autre' }), SECRET)).toBe(false)
    expect(await isSignedDeployNotification(body, await sign({ iss: 'netlify' }), SECRET)).toBe(false)
    expect(await isSignedDeployNotification(body, await sign(claims, SECRET, 'HS512'), SECRET)).toBe(false)
  })

  it('refuses a body changed after signing', async () => {
    const signature = await sign({ iss: 'netlify', sha256: sha256Hex(body) })
    const altered = new TextEncoder().encode(JSON.stringify({ id: 'd1', state: 'error', title: 'x' }))
    expect(await isSignedDeployNotification(altered, signature, SECRET)).toBe(false)
  })
})
