import { describe, expect, it } from 'vitest'

import { api, fileOf, formOf, imageBytes, largePng, loginAsAdmin, storedDocs } from './api'

const MB = 1024 * 1024
const HTML = '<!doctype html><html><body><script>alert(1)</script></body></html>'
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'
/** The first bytes of an ISO MP4 ('ftyp' box, brand isom): what the server sniffs for a video. */
const MP4 = Buffer.concat([Buffer.from('0000001c667479706973736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(2048)])

const disguised = async () => [
  { label: 'a PNG renamed .exe', file: fileOf(await imageBytes(), 'photo.exe', 'application/octet-stream'), status: 415 },
  { label: 'an HTML file named .jpg', file: fileOf(HTML, 'photo.jpg', 'image/jpeg'), status: 415 },
  { label: 'an SVG', file: fileOf(SVG, 'logo.svg', 'image/svg+xml'), status: 415 },
  { label: 'a JPEG declared as PNG under a .png name', file: fileOf(await imageBytes('jpeg'), 'photo.png', 'image/png'), status: 415 },
]

describe('uploads are checked by their bytes, type and size', () => {
  it('refuses disguised and scripted files on the news form with 415, storing nothing', async () => {
    const token = await loginAsAdmin()
    const [news, media] = [await storedDocs('news'), await storedDocs('media')]
    for (const { label, file, status } of await disguised()) {
      const form = formOf({ title: 'Avec pièce jointe', content: 'Texte', image: file })
      const response = await api('POST', '/news', { token, form })
      expect(response.status, label).toBe(status)
      expect(response.body.message, label).toMatch(/^Type de fichier non autorisé/)
    }
    expect(await storedDocs('news')).toEqual(news)
    expect(await storedDocs('media')).toEqual(media)
  })

  it('refuses an image over 5 MB on news and projects with 413, and accepts it on services (10 MB)', async () => {
    const token = await loginAsAdmin()
    const big = await largePng(6 * MB)
    const before = await storedDocs('media')
    for (const [slug, fields] of [
      ['news', { title: 'Grande photo', content: 'Texte' }],
      ['projects', { title: 'Grande photo', description: 'Texte', startDate: '2026-01-01' }],
    ] as const) {
      const response = await api('POST', `/${slug}`, { token, form: formOf({ ...fields, image: fileOf(big, 'grande.png', 'image/png') }) })
      expect(response.status, slug).toBe(413)
      expect(response.body.message, slug).toBe('Le fichier dépasse la taille maximale autorisée (5 Mo)')
    }
    expect(await storedDocs('media')).toEqual(before)

    const service = await api('POST', '/services', {
      token,
      form: formOf({ title: 'Service illustré', description: 'Texte', category: 'SANTE', image: fileOf(big, 'grande.png', 'image/png') }),
    })
    expect(service.status).toBe(201)
    await api('DELETE', `/services/${service.body.doc.id}`, { token })
  })

  it('rolls back the stored image when the document it was sent with is invalid', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs('media')
    const response = await api('POST', '/news', { token, form: formOf({ title: 'Sans contenu', image: fileOf(await imageBytes(), 'a.png', 'image/png') }) })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Le titre et le contenu sont requis')
    expect(await storedDocs('media')).toEqual(before)
  })

  it('applies the same checks to direct uploads in the media collection (Payload panel path)', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs('media')
    const form = new FormData()
    form.append('_payload', JSON.stringify({ alt: 'Logo' }))
    form.append('file', fileOf(SVG, 'logo.svg', 'image/svg+xml'))
    const response = await api('POST', '/media', { token, form })
    expect(response.status).toBe(415)
    expect(await storedDocs('media')).toEqual(before)
  })
})

describe('/api/gallery', () => {
  it('creates an item from title + mediaUrl file, with mediaUrl and type in what it returns', async () => {
    const token = await loginAsAdmin()
    const created = await api('POST', '/gallery', { token, form: formOf({ title: 'Marché du lundi', mediaUrl: fileOf(await imageBytes('jpeg', 1400), 'marche.jpg', 'image/jpeg') }) })
    expect(created.status).toBe(201)
    expect(created.body.message).toBe('Élément ajouté avec succès')
    const item = created.body.doc
    expect(item.type).toBe('IMAGE')
    expect(item.mediaUrl).toMatch(/^http.*\/api\/gallery\/file\/marche.*\.jpg$/)
    expect(item.mediaUrl).toBe(item.url)
    expect(item.sizes.large.mimeType).toBe('image/webp')

    const read = await api('GET', `/gallery/${item.id}`)
    expect(read.body.title).toBe('Marché du lundi')
    expect(read.body.createdAt).toBeTruthy()

    const renamed = await api('PUT', `/gallery/${item.id}`, { token, form: formOf({ title: 'Marché hebdomadaire' }) })
    expect(renamed.status).toBe(200)
    expect(renamed.body.doc.title).toBe('Marché hebdomadaire')
    expect(renamed.body.doc.mediaUrl).toBe(item.mediaUrl)

    const deleted = await api('DELETE', `/gallery/${item.id}`, { token })
    expect(deleted.body.message).toBe('Élément supprimé avec succès')
  })

  it('accepts an MP4 video and reports it as a video', async () => {
    const token = await loginAsAdmin()
    const created = await api('POST', '/gallery', { token, form: formOf({ title: 'Fête de la commune', mediaUrl: fileOf(MP4, 'fete.mp4', 'video/mp4') }) })
    expect(created.status).toBe(201)
    expect(created.body.doc.type).toBe('VIDEO')
    await api('DELETE', `/gallery/${created.body.doc.id}`, { token })
  })

  it('needs a title and, on create, a file; refuses disguised files', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs('gallery')
    const noFile = await api('POST', '/gallery', { token, form: formOf({ title: 'Sans fichier' }) })
    expect(noFile.status).toBe(400)
    expect(noFile.body.message).toBe('Veuillez sélectionner un fichier média')
    const noTitle = await api('POST', '/gallery', { token, form: formOf({ mediaUrl: fileOf(await imageBytes(), 'a.png', 'image/png') }) })
    expect(noTitle.status).toBe(400)
    expect(noTitle.body.message).toBe('Le titre est requis')
    for (const { label, file, status } of await disguised()) {
      const response = await api('POST', '/gallery', { token, form: formOf({ title: 'Piège', mediaUrl: file }) })
      expect(response.status, label).toBe(status)
    }
    const anonymous = await api('POST', '/gallery', { form: formOf({ title: 'Anonyme', mediaUrl: fileOf(await imageBytes(), 'a.png', 'image/png') }) })
    expect(anonymous.status).toBe(401)
    expect(await storedDocs('gallery')).toEqual(before)
  })
})

describe('uploaded files are cacheable', () => {
  it('images, gallery items and PDFs say how long they stay fresh, so a site rebuild reuses its optimised copies', async () => {
    for (const slug of ['media', 'gallery', 'documents']) {
      const { body } = await api<{ docs: { url: string }[] }>('GET', `/${slug}?limit=1`)
      const file = await api('GET', body.docs[0]!.url.replace(/^.*\/api/, ''))
      expect(file.status).toBe(200)
      expect(file.headers.get('cache-control'), slug).toMatch(/^public, max-age=\d+/)
    }
  })
})
