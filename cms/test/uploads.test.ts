import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { api, fileOf, formOf, imageBytes, largePng, loginAsAdmin, storedDocs } from './api'
import { phonePhoto } from './phonePhoto'

const MB = 1024 * 1024
const HTML = '<!doctype html><html><body><script>alert(1)</script></body></html>'
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'
/** The first bytes of an ISO MP4 ('ftyp' box, brand isom): what the server sniffs for a video. */
const MP4 = Buffer.concat([
  Buffer.from('0000001c667479706973736f6d0000020069736f6d69736f32', 'hex'),
  Buffer.alloc(2048),
])

const disguised = async () => [
  {
    label: 'a PNG renamed .exe',
    file: fileOf(await imageBytes(), 'photo.exe', 'application/octet-stream'),
    status: 415,
  },
  { label: 'an HTML file named .jpg', file: fileOf(HTML, 'photo.jpg', 'image/jpeg'), status: 415 },
  { label: 'an SVG', file: fileOf(SVG, 'logo.svg', 'image/svg+xml'), status: 415 },
  {
    label: 'a JPEG declared as PNG under a .png name',
    file: fileOf(await imageBytes('jpeg'), 'photo.png', 'image/png'),
    status: 415,
  },
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

  it('refuses a file over 20 MB with 413 in Mo, on a news item and in the gallery, storing nothing', async () => {
    const token = await loginAsAdmin()
    const big = fileOf(await largePng(21 * MB), 'grande.png', 'image/png')
    const [media, gallery] = [await storedDocs('media'), await storedDocs('gallery')]
    for (const [slug, form] of [
      ['news', formOf({ title: 'Grande photo', content: 'Texte', image: big })],
      ['gallery', formOf({ title: 'Grande photo', mediaUrl: big })],
    ] as const) {
      const response = await api('POST', `/${slug}`, { token, form })
      expect(response.status, slug).toBe(413)
      expect(response.body.message, slug).toBe('Le fichier dépasse la taille maximale autorisée (20 Mo)')
    }
    expect(await storedDocs('media')).toEqual(media)
    expect(await storedDocs('gallery')).toEqual(gallery)
  })

  it('rolls back the stored image when the document it was sent with is invalid', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs('media')
    const response = await api('POST', '/news', {
      token,
      form: formOf({ title: 'Sans contenu', image: fileOf(await imageBytes(), 'a.png', 'image/png') }),
    })
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

/** The GPS IFD pointer (tag 0x8825) in an EXIF block of either byte order. */
const hasGpsTag = (exif: Buffer | undefined) =>
  Boolean(
    exif &&
      (exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) || exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))),
  )

/** What the CMS serves at a stored file's address, as sharp reads it. */
async function servedImage(url: string) {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  const bytes = Buffer.from(await response.arrayBuffer())
  return { bytes: bytes.length, metadata: await sharp(bytes).metadata() }
}

describe('phone photos', () => {
  it('a 12-megapixel photo is accepted on a news item and in the gallery, stored upright within 2560 px and without its location', async () => {
    const token = await loginAsAdmin()
    const photo = await phonePhoto()
    const original = await sharp(photo).metadata()
    // The photo is what a phone sends: over the old 5 MB limit, turned by EXIF, located.
    expect(photo.length).toBeGreaterThan(5 * MB)
    expect([original.width, original.height, original.orientation]).toEqual([4000, 3000, 6])
    expect(hasGpsTag(original.exif)).toBe(true)

    const news = await api('POST', '/news?depth=1', {
      token,
      form: formOf({
        title: 'Photo du marché',
        content: 'Texte',
        image: fileOf(photo, 'IMG_20260301.jpg', 'image/jpeg'),
      }),
    })
    expect(news.status, JSON.stringify(news.body)).toBe(201)
    const gallery = await api('POST', '/gallery', {
      token,
      form: formOf({ title: 'Photo du marché', mediaUrl: fileOf(photo, 'IMG_20260301.jpg', 'image/jpeg') }),
    })
    expect(gallery.status, JSON.stringify(gallery.body)).toBe(201)

    for (const [label, doc] of [
      ['news', news.body.doc.image],
      ['gallery', gallery.body.doc],
    ] as const) {
      // Turned upright as the orientation says: portrait, 2560 px on its longest side.
      expect([doc.width, doc.height, doc.mimeType], label).toEqual([1920, 2560, 'image/jpeg'])
      const served = await servedImage(doc.url)
      expect([served.metadata.width, served.metadata.height], label).toEqual([1920, 2560])
      expect(served.metadata.orientation, label).toBeUndefined()
      expect([served.metadata.exif, served.metadata.xmp, served.metadata.iptc], label).toEqual([
        undefined,
        undefined,
        undefined,
      ])
      expect(served.bytes, label).toBeLessThan(photo.length / 2)
    }
    await api('DELETE', `/news/${news.body.doc.id}`, { token })
    await api('DELETE', `/gallery/${gallery.body.doc.id}`, { token })
  })

  it('an image whose PNG header is followed by HTML is refused in French with 415 everywhere a picture goes, storing nothing', async () => {
    const token = await loginAsAdmin()
    // The signature and the first chunk's header of a real PNG: file-type says PNG, nothing decodes it.
    const header = (await imageBytes('png', 32)).subarray(0, 16)
    const forged = () => fileOf(Buffer.concat([header, Buffer.from(HTML)]), 'photo.png', 'image/png')
    const stored = async () =>
      Promise.all(['news', 'services', 'projects', 'investments', 'gallery', 'media'].map(storedDocs))
    const before = await stored()
    const calls: [string, FormData][] = [
      ['news', formOf({ title: 'Piège', content: 'Texte', image: forged() })],
      ['services', formOf({ title: 'Piège', description: 'Texte', category: 'SANTE', image: forged() })],
      ['projects', formOf({ title: 'Piège', description: 'Texte', startDate: '2026-01-01', image: forged() })],
      [
        'investments',
        formOf({
          title: 'Piège',
          category: 'Agriculture',
          description: 'Texte',
          amount: '1000',
          status: 'Études préliminaires',
          image: forged(),
        }),
      ],
      ['gallery', formOf({ title: 'Piège', mediaUrl: forged() })],
      ['media', formOf({ alt: 'Piège', file: forged() })],
    ]
    // The panel's own shape (`_payload` + `file`) on the media library.
    const panel = new FormData()
    panel.append('_payload', JSON.stringify({ alt: 'Piège' }))
    panel.append('file', forged())
    calls.push(['media', panel])
    for (const [slug, form] of calls) {
      const response = await api('POST', `/${slug}`, { token, form })
      expect(response.status, slug).toBe(415)
      expect(response.body.message, slug).toBe(
        'Image illisible : le fichier est endommagé ou n’est pas une vraie image JPEG, PNG, WebP ou GIF',
      )
    }
    expect(await stored()).toEqual(before)
  })

  it('an animated GIF keeps its frames', async () => {
    const token = await loginAsAdmin()
    const [width, height] = [40, 30]
    const frames = Buffer.concat([Buffer.alloc(width * height * 3, 40), Buffer.alloc(width * height * 3, 200)])
    const gif = await sharp(frames, { raw: { width, height: height * 2, channels: 3, pageHeight: height } })
      .gif({ delay: [200, 200], loop: 0 })
      .toBuffer()
    const created = await api('POST', '/gallery', {
      token,
      form: formOf({ title: 'Animation', mediaUrl: fileOf(gif, 'anim.gif', 'image/gif') }),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const served = await fetch(created.body.doc.url)
    expect((await sharp(Buffer.from(await served.arrayBuffer()), { animated: true }).metadata()).pages).toBe(2)
    await api('DELETE', `/gallery/${created.body.doc.id}`, { token })
  })
})

describe('/api/gallery', () => {
  it('creates an item from title + mediaUrl file, with mediaUrl and type in what it returns', async () => {
    const token = await loginAsAdmin()
    const created = await api('POST', '/gallery', {
      token,
      form: formOf({
        title: 'Marché du lundi',
        mediaUrl: fileOf(await imageBytes('jpeg', 1400), 'marche.jpg', 'image/jpeg'),
      }),
    })
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
    const created = await api('POST', '/gallery', {
      token,
      form: formOf({ title: 'Fête de la commune', mediaUrl: fileOf(MP4, 'fete.mp4', 'video/mp4') }),
    })
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
    const noTitle = await api('POST', '/gallery', {
      token,
      form: formOf({ mediaUrl: fileOf(await imageBytes(), 'a.png', 'image/png') }),
    })
    expect(noTitle.status).toBe(400)
    expect(noTitle.body.message).toBe('Le titre est requis')
    for (const { label, file, status } of await disguised()) {
      const response = await api('POST', '/gallery', { token, form: formOf({ title: 'Piège', mediaUrl: file }) })
      expect(response.status, label).toBe(status)
    }
    const anonymous = await api('POST', '/gallery', {
      form: formOf({ title: 'Anonyme', mediaUrl: fileOf(await imageBytes(), 'a.png', 'image/png') }),
    })
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
