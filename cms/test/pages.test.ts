import { LEGAL_PAGES, MESSAGES, bold, h2, paragraph, richText, richTextPlainText } from 'shared-types'
import { describe, expect, it } from 'vitest'

import { UNKNOWN_ID, api, loginAsAdmin, storedDocs } from './api'

/**
 * Editorial pages: read by anyone, written by administrators only, each at an address of its own
 * that is derived from its title when left empty, never malformed, never a section of the site's,
 * never another page's; every refusal in French and with nothing stored.
 */
const body = richText(
  h2('Horaires d’été'),
  paragraph('Du 1er juillet au 31 août, l’hôtel de ville ouvre de ', bold('8h à 14h'), '.'),
)
const valid = { title: 'Horaires d’été de l’hôtel de ville', content: body }

type PageDoc = { id: number | string; title: string; slug: string; content: unknown; footer?: boolean | null }

async function create(data: Record<string, unknown>) {
  return api('POST', '/pages', { token: await loginAsAdmin(), json: data })
}

async function remove(id: number | string) {
  expect((await api('DELETE', `/pages/${id}`, { token: await loginAsAdmin() })).status).toBe(200)
}

describe('/api/pages', () => {
  it('lets anyone read the seeded legal pages, by address too', async () => {
    const list = await api('GET', '/pages?pagination=false')
    expect(list.status).toBe(200)
    const slugs = (list.body.docs as PageDoc[]).map((page) => page.slug)
    for (const page of LEGAL_PAGES) expect(slugs).toContain(page.slug)

    const one = await api('GET', '/pages?where[slug][equals]=donnees-personnelles')
    expect(one.body.docs).toHaveLength(1)
    expect(one.body.docs[0].title).toBe('Données personnelles')
    expect(richTextPlainText(one.body.docs[0].content)).toContain('loi n° 2008-12 du 25 janvier 2008')
  })

  it('refuses anonymous writes with 401 in French, changing nothing', async () => {
    const before = await storedDocs('pages')
    const someId = (before[0] as PageDoc).id
    const created = await api('POST', '/pages', { json: valid })
    expect(created.status).toBe(401)
    expect(created.body.message).toMatch(/connecté/)
    for (const method of ['PUT', 'PATCH']) {
      expect((await api(method, `/pages/${someId}`, { json: { title: 'Piraté' } })).status, method).toBe(401)
    }
    expect((await api('DELETE', `/pages/${someId}`)).status).toBe(401)
    expect(await storedDocs('pages')).toEqual(before)
  })

  it('answers impossible and unknown ids in French', async () => {
    const invalid = await api('GET', '/pages/abc')
    expect(invalid.status).toBe(400)
    expect(invalid.body.message).toBe('Identifiant de page invalide')
    const unknown = await api('GET', `/pages/${UNKNOWN_ID}`)
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Page non trouvée')
  })

  it('creates, updates and deletes with French messages, the address taken from the title', async () => {
    const created = await create(valid)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.message).toBe('Page ajoutée avec succès')
    const id = created.body.doc.id
    expect(created.body.doc.slug).toBe('horaires-d-ete-de-l-hotel-de-ville')

    // A new title keeps the address citizens may have bookmarked.
    const updated = await api('PUT', `/pages/${id}`, { token: await loginAsAdmin(), json: { title: 'Horaires d’été' } })
    expect(updated.status).toBe(200)
    expect(updated.body.message).toBe('Page mise à jour avec succès')
    expect(updated.body.doc.slug).toBe('horaires-d-ete-de-l-hotel-de-ville')

    // Emptied, it is derived again from the current title.
    const emptied = await api('PATCH', `/pages/${id}`, { token: await loginAsAdmin(), json: { slug: '' } })
    expect(emptied.status).toBe(200)
    expect(emptied.body.doc.slug).toBe('horaires-d-ete')

    const deleted = await api('DELETE', `/pages/${id}`, { token: await loginAsAdmin() })
    expect(deleted.status).toBe(200)
    expect(deleted.body.message).toBe('Page supprimée avec succès')
  })

  it.each([
    ['malformed', 'Horaires Été', MESSAGES.pageSlugInvalid],
    ['with a slash', 'a/b', MESSAGES.pageSlugInvalid],
    ['too long', 'a'.repeat(81), MESSAGES.pageSlugInvalid],
    ['a section of the site', 'actualites', MESSAGES.pageSlugReserved],
    ['the staff screens', 'admin', MESSAGES.pageSlugReserved],
    ['another page’s', 'mentions-legales', MESSAGES.pageSlugTaken],
  ])('refuses an address that is %s, in French, storing nothing', async (_kind, slug, message) => {
    const before = await storedDocs('pages')
    const response = await create({ ...valid, slug })
    expect(response.status, JSON.stringify(response.body)).toBe(400)
    expect(response.body.message).toBe(message)
    expect(await storedDocs('pages')).toEqual(before)
  })

  it('refuses to move a page onto another page’s address, keeping both', async () => {
    const created = await create({ ...valid, slug: 'page-a-deplacer' })
    expect(created.status).toBe(201)
    const before = await storedDocs('pages')
    const moved = await api('PATCH', `/pages/${created.body.doc.id}`, {
      token: await loginAsAdmin(),
      json: { slug: 'accessibilite' },
    })
    expect(moved.status).toBe(400)
    expect(moved.body.message).toBe(MESSAGES.pageSlugTaken)
    expect(await storedDocs('pages')).toEqual(before)
    // Saving it again under its own address is no clash with itself.
    const same = await api('PATCH', `/pages/${created.body.doc.id}`, {
      token: await loginAsAdmin(),
      json: { slug: 'page-a-deplacer', footer: true },
    })
    expect(same.status).toBe(200)
    await remove(created.body.doc.id)
  })

  it('refuses a title that gives no address, and missing, empty or malformed content, in French', async () => {
    const before = await storedDocs('pages')
    for (const data of [
      { title: '!!!', content: body },
      { title: valid.title },
      { title: valid.title, content: richText(paragraph('   ')) },
      { title: valid.title, content: '<p>du HTML</p>' },
      { title: valid.title, content: { root: 'x' } },
      { content: body },
    ]) {
      const response = await create(data)
      expect(response.status, JSON.stringify(data)).toBe(400)
      expect(response.body.message, JSON.stringify(data)).toBe(
        'title' in data && data.title === '!!!' ? MESSAGES.pageSlugInvalid : MESSAGES.pageRequired,
      )
    }
    expect(await storedDocs('pages')).toEqual(before)
  })

  it('keeps markup typed in the text as text: it is data, never HTML', async () => {
    const typed = '<script>alert("piraté")</script> & <b>gras</b>'
    const created = await create({ title: 'Texte piégé', content: richText(paragraph(typed)) })
    expect(created.status).toBe(201)
    const read = await api('GET', `/pages/${created.body.doc.id}`)
    expect(richTextPlainText(read.body.content)).toBe(typed)
    await remove(created.body.doc.id)
  })
})
