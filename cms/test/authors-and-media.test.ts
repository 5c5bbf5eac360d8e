import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { api, fileOf, formOf, imageBytes, loginAsAdmin } from './api'
import { ADMIN } from './server'

/** A clerk with a display name, besides the suite's administrator (who has none). */
const CLERK = { email: 'awa.ndiaye@commune.local', password: 'Redaction-Awa-Ndiaye-2026', displayName: 'Awa Ndiaye' }

let adminToken: string
let clerkToken: string
let clerkId: number | string | undefined
let adminId: number | string
const createdNews: (number | string)[] = []

const png = async (name: string) => fileOf(await imageBytes('png', 48), name, 'image/png')

async function createNews(token: string, data: Record<string, unknown>) {
  const response = await api('POST', '/news', {
    token,
    json: { title: 'Article', content: 'Texte de l’article.', ...data },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  createdNews.push(response.body.doc.id)
  return response.body.doc as {
    id: number | string
    author?: string | null
    image?: { id: number | string; url: string } | number | string
  }
}

const anonymousNews = async (id: number | string) => {
  const response = await api('GET', `/news/${id}?depth=2`)
  expect(response.status).toBe(200)
  return response.body as Record<string, unknown>
}

const mediaStatus = async (id: number | string) => (await api('GET', `/media/${id}`)).status
/** The stored file itself (and not only its document) is gone or still served. */
const fileStatus = async (url: string) =>
  (await fetch(`${inject('cmsUrl')}${new URL(url, 'http://cms').pathname}`)).status

async function uploadMedia(name: string) {
  const response = await api('POST', '/media', {
    token: adminToken,
    form: formOf({ alt: name, file: await png(name) }),
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.doc as { id: number | string; url: string }
}

beforeAll(async () => {
  adminToken = await loginAsAdmin()
  const me = await api('GET', '/users/me', { token: adminToken })
  adminId = me.body.user.id
  const created = await api('POST', '/users', { token: adminToken, json: { ...CLERK, role: 'admin' } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  clerkId = created.body.doc.id
  const login = await api('POST', '/auth/login', { json: { email: CLERK.email, password: CLERK.password } })
  expect(login.status).toBe(200)
  clerkToken = login.body.token
})

afterAll(async () => {
  for (const id of createdNews) await api('DELETE', `/news/${id}`, { token: adminToken })
  if (clerkId !== undefined) await api('DELETE', `/users/${clerkId}`, { token: adminToken })
})

describe('news authors', () => {
  it('records the signed-in account as author, whatever the JSON body says (native POST)', async () => {
    const doc = await createNews(clerkToken, { author: 'Faussaire', createdBy: adminId })
    expect(doc.author).toBe('Awa Ndiaye')
    const asStaff = await api('GET', `/news/${doc.id}?depth=0`, { token: adminToken })
    expect(asStaff.body.createdBy).toBe(clerkId)
    expect(asStaff.body.author).toBe('Awa Ndiaye')
  })

  it('ignores a forged author on the spec’s multipart POST too', async () => {
    const form = formOf({
      title: 'Marché hebdomadaire',
      content: 'Chaque jeudi.',
      author: 'Faussaire',
      createdBy: String(adminId),
      image: await png('marche.png'),
    })
    const response = await api('POST', '/news', { token: clerkToken, form })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    createdNews.push(response.body.doc.id)
    expect(response.body.doc.author).toBe('Awa Ndiaye')
    const asStaff = await api('GET', `/news/${response.body.doc.id}?depth=0`, { token: adminToken })
    expect(asStaff.body.createdBy).toBe(clerkId)
  })

  it('never lets an edit change the author (PUT and PATCH, by another account)', async () => {
    const doc = await createNews(clerkToken, {})
    for (const method of ['PUT', 'PATCH']) {
      const response = await api(method, `/news/${doc.id}`, {
        token: adminToken,
        json: { title: `Modifié (${method})`, author: 'Faussaire', createdBy: adminId },
      })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      expect(response.body.doc.author).toBe('Awa Ndiaye')
    }
    const asStaff = await api('GET', `/news/${doc.id}?depth=0`, { token: adminToken })
    expect(asStaff.body).toMatchObject({ title: 'Modifié (PATCH)', author: 'Awa Ndiaye', createdBy: clerkId })
  })

  it('gives anonymous readers the display name as a string, never the account or an e-mail', async () => {
    const doc = await createNews(clerkToken, {})
    const read = await anonymousNews(doc.id)
    expect(read.author).toBe('Awa Ndiaye')
    expect(read).not.toHaveProperty('createdBy')
    const list = await api('GET', '/news?depth=2&pagination=false')
    expect(list.status).toBe(200)
    const listed = JSON.stringify(list.body)
    expect(listed).toContain('Awa Ndiaye')
    expect(listed).not.toContain(CLERK.email)
    expect(listed).not.toContain(ADMIN.email)
    expect(listed).not.toContain('createdBy')
    // Nor can a filter on the account's e-mail tell anonymous readers anything.
    const probe = await api('GET', `/news?where[createdBy.email][equals]=${encodeURIComponent(CLERK.email)}`)
    expect(JSON.stringify(probe.body)).not.toContain('Awa Ndiaye')
    expect((await api('GET', `/users/${clerkId}`)).status).toBe(401)
  })

  it('gives no author where the account has no display name (the site shows the commune’s signature)', async () => {
    const unnamed = { email: 'sans.nom@commune.local', password: 'Redaction-Sans-Nom-2026' }
    expect(
      (await api('POST', '/users', { token: adminToken, json: { ...unnamed, displayName: '  ', role: 'editor' } }))
        .status,
    ).toBe(201)
    const login = await api('POST', '/auth/login', { json: unnamed })
    expect(login.status).toBe(200)
    const doc = await createNews(login.body.token, { author: 'Faussaire' })
    expect(doc.author ?? null).toBeNull()
    expect((await anonymousNews(doc.id)).author ?? null).toBeNull()
  })

  it('names the first administrator « Secrétariat municipal » (ADMIN_NAME’s default), so its news are never signed by an e-mail', async () => {
    const doc = await createNews(adminToken, {})
    expect((await anonymousNews(doc.id)).author).toBe('Secrétariat municipal')
  })

  it('keeps the seeded news’ own signature', async () => {
    const authors = (await api('GET', '/news?pagination=false&depth=0')).body.docs.map(
      (news: { author?: string }) => news.author,
    )
    expect(authors).toContain('Service communication')
  })

  it('follows a rename of the account, and keeps the last name once the account is deleted', async () => {
    const doc = await createNews(clerkToken, {})
    const renamed = await api('PATCH', `/users/${clerkId}`, {
      token: clerkToken,
      json: { displayName: '  Awa Ndiaye Diop  ' },
    })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    expect((await anonymousNews(doc.id)).author).toBe('Awa Ndiaye Diop')

    const tooLong = await api('PATCH', `/users/${clerkId}`, {
      token: clerkToken,
      json: { displayName: 'A'.repeat(81) },
    })
    expect(tooLong.status).toBe(400)

    const removed = await api('DELETE', `/users/${clerkId}`, { token: adminToken })
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    clerkId = undefined
    expect((await anonymousNews(doc.id)).author).toBe('Awa Ndiaye Diop')
  })
})

describe('no orphaned images', () => {
  it('removes a deleted news item’s image when nothing else uses it, and keeps a shared one', async () => {
    const own = await uploadMedia('propre.png')
    const shared = await uploadMedia('partagee.png')
    const alone = await createNews(adminToken, { image: own.id })
    const first = await createNews(adminToken, { image: shared.id })
    const second = await createNews(adminToken, { image: shared.id })

    expect((await api('DELETE', `/news/${alone.id}`, { token: adminToken })).status).toBe(200)
    expect(await mediaStatus(own.id)).toBe(404)
    expect(await fileStatus(own.url)).toBe(404)
    expect(await fileStatus(shared.url)).toBe(200)

    expect((await api('DELETE', `/news/${first.id}`, { token: adminToken })).status).toBe(200)
    expect(await mediaStatus(shared.id)).toBe(200)
    expect((await api('DELETE', `/news/${second.id}`, { token: adminToken })).status).toBe(200)
    expect(await mediaStatus(shared.id)).toBe(404)
  })

  it('removes the replaced image of an edit (the spec’s multipart PUT), not the new one', async () => {
    const response = await api('POST', '/news', {
      token: adminToken,
      form: formOf({ title: 'Avec photo', content: 'Texte', image: await png('ancienne.png') }),
    })
    expect(response.status).toBe(201)
    createdNews.push(response.body.doc.id)
    const oldImage = response.body.doc.image
    const replaced = await api('PUT', `/news/${response.body.doc.id}`, {
      token: adminToken,
      form: formOf({ title: 'Avec photo', image: await png('nouvelle.png') }),
    })
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    expect(replaced.body.doc.image.id).not.toBe(oldImage.id)
    expect(await mediaStatus(oldImage.id)).toBe(404)
    expect(await mediaStatus(replaced.body.doc.image.id)).toBe(200)
  })

  it('removes a service gallery row’s image, keeps the one the service still shows, and frees both on delete', async () => {
    const cover = await uploadMedia('couverture.png')
    const extra = await uploadMedia('galerie.png')
    const created = await api('POST', '/services', {
      token: adminToken,
      json: {
        title: 'Service illustré',
        description: 'Texte',
        category: 'SANTE',
        image: cover.id,
        gallery: [{ image: cover.id }, { image: extra.id }],
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.doc.id
    const edited = await api('PATCH', `/services/${id}`, {
      token: adminToken,
      json: { gallery: [{ image: cover.id }] },
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(await mediaStatus(extra.id)).toBe(404)
    expect(await mediaStatus(cover.id)).toBe(200)
    expect((await api('DELETE', `/services/${id}`, { token: adminToken })).status).toBe(200)
    expect(await mediaStatus(cover.id)).toBe(404)
  })

  it('keeps an image another kind of content still uses (a project and an investment)', async () => {
    const image = await uploadMedia('commune.png')
    const project = await api('POST', '/projects', {
      token: adminToken,
      json: { title: 'Forage', description: 'Texte', startDate: '2026-01-01', image: image.id },
    })
    const investment = await api('POST', '/investments', {
      token: adminToken,
      json: {
        title: 'Marché',
        category: 'Commerce',
        description: 'Texte',
        amount: '10 000 000',
        status: 'En cours',
        startYear: 2026,
        image: image.id,
      },
    })
    expect(project.status, JSON.stringify(project.body)).toBe(201)
    expect(investment.status, JSON.stringify(investment.body)).toBe(201)
    expect((await api('DELETE', `/projects/${project.body.doc.id}`, { token: adminToken })).status).toBe(200)
    expect(await mediaStatus(image.id)).toBe(200)
    expect((await api('DELETE', `/investments/${investment.body.doc.id}`, { token: adminToken })).status).toBe(200)
    expect(await mediaStatus(image.id)).toBe(404)
  })
})
