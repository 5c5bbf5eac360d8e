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
    const signIn = await fetch(`${cmsUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
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
      const saved = await api('POST', '/news?draft=true', {
        headers,
        json: { title: `Brouillon depuis ${host}`, content: 'Enregistré depuis le panneau.', _status: 'draft' },
      })
      expect(saved.status, host).toBe(201)
      expect((await api('DELETE', `/news/${saved.body.doc.id}`, { headers })).status, host).toBe(200)
    }
    const elsewhere = { Cookie: cookie, Origin: 'http://site-malveillant.example' }
    expect((await api('GET', '/users/me', { headers: elsewhere })).body.user ?? null).toBeNull()
    const forged = await api('POST', '/news?draft=true', {
      headers: elsewhere,
      json: { title: 'Brouillon forgé', content: 'Refusé.', _status: 'draft' },
    })
    // Refused, and told why in French: the page's address, not a session that is still open.
    expect(forged.status).toBe(403)
    expect(forged.body.message).toBe(REQUEST_MESSAGES.untrustedOrigin('http://site-malveillant.example'))
    expect(forged.body.message).not.toMatch(/connecté/)
    // Without a session cookie, a write is still told to sign in.
    expect(
      (
        await api('POST', '/news?draft=true', {
          headers: { Origin: 'http://site-malveillant.example' },
          json: { title: 'x', content: 'y' },
        })
      ).body.message,
    ).toBe(REQUEST_MESSAGES.signInRequired)
  })
})

describe('the panel’s forms', () => {
  it('get their field errors without a top-level message, which the panel would show alone', async () => {
    const cmsUrl = inject('cmsUrl')
    const signIn = await fetch(`${cmsUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    // Without its dates, whatever other tests left in the banner: refused, so nothing is stored.
    const banner = { active: true, message: 'Coupure d’eau mardi.', level: 'info', start: null, end: null }
    // As the panel sends it: its session cookie and Payload's multipart.
    const form = new FormData()
    form.set('_payload', JSON.stringify(banner))
    const fromPanel = await fetch(`${cmsUrl}/api/globals/alert-banner`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: cmsUrl },
      body: form,
    })
    expect(fromPanel.status).toBe(400)
    const panelBody = await fromPanel.json()
    expect(panelBody.message).toBeUndefined()
    expect(panelBody.errors[0].data.errors.map((error: { path: string }) => error.path)).toEqual(['start', 'end'])
    // Any other client still reads the first field's French sentence at the top.
    const { token } = await signIn.json()
    const fromClient = await api('POST', '/globals/alert-banner', { token, json: banner })
    expect(fromClient.status).toBe(400)
    expect(fromClient.body.message).toBe('La date de début du bandeau est requise pour l’afficher')
  })
})
