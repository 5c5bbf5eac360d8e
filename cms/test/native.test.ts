import { describe, expect, inject, it } from 'vitest'

import { UNKNOWN_ID, api, fileOf, imageBytes, loginAsAdmin } from './api'
import { ADMIN } from './server'

/** The generated Payload panel and SDK use Payload's own REST shapes: they keep working beside the contract's calls. */
describe("Payload's native REST and panel", () => {
  it('creates with the panel multipart shape (_payload + file) and updates with PATCH', async () => {
    const token = await loginAsAdmin()
    const form = new FormData()
    form.append('_payload', JSON.stringify({ title: 'Depuis le panneau', content: 'Texte', category: 'culture' }))
    const created = await api('POST', '/news', { token, form })
    expect(created.status).toBe(201)
    const patched = await api('PATCH', `/news/${created.body.doc.id}`, {
      token,
      json: { title: 'Modifié dans le panneau' },
    })
    expect(patched.status).toBe(200)
    expect(patched.body.doc.title).toBe('Modifié dans le panneau')
    expect((await api('DELETE', `/news/${created.body.doc.id}`, { token })).status).toBe(200)
  })

  it('uploads to the media library with _payload + file, as the panel does', async () => {
    const token = await loginAsAdmin()
    const form = new FormData()
    form.append('_payload', JSON.stringify({ alt: 'Place du marché' }))
    form.append('file', fileOf(await imageBytes('jpeg', 500), 'place.jpg', 'image/jpeg'))
    const created = await api('POST', '/media', { token, form })
    expect(created.status).toBe(201)
    expect(created.body.doc.sizes.thumbnail.mimeType).toBe('image/webp')
    await api('DELETE', `/media/${created.body.doc.id}`, { token })
  })

  it('keeps /count, /users/login and /users/me', async () => {
    expect((await api('GET', '/news/count')).body.totalDocs).toBeGreaterThan(0)
    const login = await api('POST', '/users/login', { json: ADMIN })
    expect(login.status).toBe(200)
    expect((await api('GET', '/users/me', { token: login.body.token })).body.user.email).toBe(ADMIN.email)
  })

  it('serves the administration panel in French', async () => {
    const response = await fetch(`${inject('cmsUrl')}/admin/login`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('lang="fr"')
    expect(html).toMatch(/Mot de passe/)
  })
})

describe('ids and filters on every collection', () => {
  it('refuses an impossible id with 400 on Payload’s own collections too', async () => {
    const token = await loginAsAdmin()
    const media = await api('GET', '/media/abc')
    expect(media.status).toBe(400)
    expect(media.body.message).toBe("Identifiant d'image invalide")
    expect((await api('DELETE', '/media/abc', { token })).status).toBe(400)
    const user = await api('GET', '/users/abc', { token })
    expect(user.status).toBe(400)
    expect(user.body.message).toBe("Identifiant d'administrateur invalide")
    expect((await api('GET', `/media/${UNKNOWN_ID}`)).body.message).toBe('Image non trouvée')
  })

  it('answers a filter on an unknown field in French', async () => {
    const response = await api('GET', '/news?where[inconnu][equals]=1')
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Ce champ ne peut pas servir de filtre : inconnu')
  })
})
