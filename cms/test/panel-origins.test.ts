import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { REQUEST_MESSAGES } from 'shared-types'

import { api } from './api'
import { ADMIN } from './server'

/**
 * The panel signs a clerk in with a cookie, which Payload honours only from the origins of its CSRF
 * list. The server here knows itself as http://127.0.0.1:<port>; a clerk may as well have opened
 * http://localhost:<port> or http://[::1]:<port>, the same machine: her saves must go through from
 * each, and the cookie still counts for nothing from any other site.
 */
describe('the panel from each loopback address', () => {
  it('takes a signed-in clerk’s saves from 127.0.0.1, localhost and [::1] alike, and no other origin', async () => {
    const cmsUrl = inject('cmsUrl')
    const signIn = await fetch(`${cmsUrl}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) })
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    expect(cookie).toMatch(/token=/)
    const port = new URL(cmsUrl).port
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      const headers = { Cookie: cookie, Origin: `http://${host}:${port}` }
      expect((await api('GET', '/users/me', { headers })).body.user?.email, host).toBe(ADMIN.email)
      const saved = await api('POST', '/news?draft=true', { headers, json: { title: `Brouillon depuis ${host}`, content: 'Enregistré depuis le panneau.', _status: 'draft' } })
      expect(saved.status, host).toBe(201)
      expect((await api('DELETE', `/news/${saved.body.doc.id}`, { headers })).status, host).toBe(200)
    }
    const elsewhere = { Cookie: cookie, Origin: 'http://site-malveillant.example' }
    expect((await api('GET', '/users/me', { headers: elsewhere })).body.user ?? null).toBeNull()
    const forged = await api('POST', '/news?draft=true', { headers: elsewhere, json: { title: 'Brouillon forgé', content: 'Refusé.', _status: 'draft' } })
    // Refused, and told why in French: the page's address, not a session that is still open.
    expect(forged.status).toBe(403)
    expect(forged.body.message).toBe(REQUEST_MESSAGES.untrustedOrigin('http://site-malveillant.example'))
    expect(forged.body.message).not.toMatch(/connecté/)
    // Without a session cookie, a write is still told to sign in.
    expect((await api('POST', '/news?draft=true', { headers: { Origin: 'http://site-malveillant.example' }, json: { title: 'x', content: 'y' } })).body.message).toBe(
      REQUEST_MESSAGES.signInRequired,
    )
  })
})
