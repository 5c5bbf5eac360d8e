import { beforeAll, describe, expect, it } from 'vitest'

import { api, loginAsAdmin, type ApiResponse } from './api'

/**
 * Anonymous reads of public content are answered from the CMS's memory (src/apiGuard/publicReadCache.ts, src/storage/publicReadCache) until
 * anything is written: what staff publish, change, take offline or delete, by any route, a scheduled
 * publication included, is in the very next answer a citizen or the site's build gets; staff and
 * draft reads always get Payload's own answer. `X-Cache` tells a kept answer (HIT) from a computed one.
 */
const PASSWORD = 'Cache-Mot-De-Passe-2026'
const NEWS = { content: 'Texte de l’actualité.', category: 'culture' }
const uniqueTitle = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const titlesIn = (response: ApiResponse) => (response.body.docs as { title: string }[]).map((doc) => doc.title)
const byTitle = (title: string) => `/news?where[title][equals]=${encodeURIComponent(title)}`

let admin: string

beforeAll(async () => {
  admin = await loginAsAdmin()
})

/**
 * An anonymous read answered from the cache. The server's own background writes (the rebuild that
 * a publication asks for records its build) may empty the cache between two reads: tried again for
 * a few seconds, until two reads meet with no write between them.
 */
async function keptAnswer(path: string): Promise<ApiResponse> {
  for (let attempt = 0; attempt < 25; attempt++) {
    const response = await api('GET', path)
    expect(response.status).toBe(200)
    if (response.headers.get('x-cache') === 'HIT') return response
    if (attempt >= 4) await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`GET ${path} n’est jamais servie par le cache`)
}

async function publishedNews(title = uniqueTitle('Actualité'), token = admin) {
  const created = await api('POST', '/news', { token, json: { ...NEWS, title } })
  expect(created.status).toBe(201)
  return created.body.doc as { id: number | string; title: string }
}

describe('a public read is answered once and then served from memory', () => {
  it('the list and a global come back identical, headers included, but for X-Cache', async () => {
    for (const path of ['/news?limit=10', '/globals/commune']) {
      const kept = await keptAnswer(path)
      const computed = await api('GET', path, { headers: { 'Cache-Control': 'no-cache' } })
      expect(computed.headers.get('x-cache'), `${path} demandée fraîche`).toBeNull()
      expect(kept.body).toEqual(computed.body)
      const headersOf = (response: ApiResponse) =>
        [...response.headers].filter(([name]) => !['date', 'x-cache'].includes(name))
      expect(headersOf(kept)).toEqual(headersOf(computed))
    }
  })
})

describe('every change is in the very next anonymous answer', () => {
  it('a news item published, edited, taken offline, published again and deleted', async () => {
    const news = await publishedNews()
    const list = byTitle(news.title)
    expect(titlesIn(await keptAnswer(list))).toEqual([news.title])
    expect((await keptAnswer(`/news/${news.id}`)).body.title).toBe(news.title)

    const edited = uniqueTitle('Titre corrigé')
    expect((await api('PATCH', `/news/${news.id}`, { token: admin, json: { title: edited } })).status).toBe(200)
    expect((await api('GET', `/news/${news.id}`)).body.title).toBe(edited)
    expect(titlesIn(await api('GET', list))).toEqual([])
    expect(titlesIn(await keptAnswer(byTitle(edited)))).toEqual([edited])

    expect((await api('PATCH', `/news/${news.id}`, { token: admin, json: { _status: 'draft' } })).status).toBe(200)
    expect(titlesIn(await api('GET', byTitle(edited)))).toEqual([])
    expect((await api('GET', `/news/${news.id}`)).status).toBe(404)
    expect(titlesIn(await keptAnswer(byTitle(edited)))).toEqual([])

    expect((await api('PATCH', `/news/${news.id}`, { token: admin, json: { _status: 'published' } })).status).toBe(200)
    expect(titlesIn(await api('GET', byTitle(edited)))).toEqual([edited])
    expect((await keptAnswer(`/news/${news.id}`)).body.title).toBe(edited)

    expect((await api('DELETE', `/news/${news.id}`, { token: admin })).status).toBe(200)
    expect(titlesIn(await api('GET', byTitle(edited)))).toEqual([])
    expect((await api('GET', `/news/${news.id}`)).status).toBe(404)
  })

  it('a global saved', async () => {
    const before = (await keptAnswer('/globals/alert-banner')).body
    const message = uniqueTitle('Coupure d’eau')
    try {
      expect(
        (await api('POST', '/globals/alert-banner', { token: admin, json: { active: false, message } })).status,
      ).toBe(200)
      expect((await api('GET', '/globals/alert-banner')).body.message).toBe(message)
    } finally {
      await api('POST', '/globals/alert-banner', {
        token: admin,
        json: { active: before.active, message: before.message ?? null },
      })
    }
  })

  it('the new name of the account that signs a news item', async () => {
    const email = `cache-${Date.now()}@commune.local`
    const account = await api('POST', '/users', {
      token: admin,
      json: { email, password: PASSWORD, role: 'editor', displayName: 'Awa Ndiaye' },
    })
    expect(account.status).toBe(201)
    const signedIn = await api('POST', '/auth/login', { json: { email, password: PASSWORD } })
    const news = await publishedNews(uniqueTitle('Signée'), signedIn.body.token)
    expect((await keptAnswer(`/news/${news.id}`)).body.author).toBe('Awa Ndiaye')

    expect(
      (await api('PATCH', `/users/${account.body.doc.id}`, { token: admin, json: { displayName: 'Awa Ndiaye Sarr' } }))
        .status,
    ).toBe(200)
    expect((await api('GET', `/news/${news.id}`)).body.author).toBe('Awa Ndiaye Sarr')
  })

  it('a publication scheduled for later, once its time has come', async () => {
    const title = uniqueTitle('Programmée')
    const draft = await api('POST', '/news?draft=true', { token: admin, json: { ...NEWS, title } })
    expect(draft.status).toBe(201)
    const scheduled = await api('POST', `/news/${draft.body.doc.id}/schedule`, {
      token: admin,
      json: { date: new Date(Date.now() + 3_000).toISOString() },
    })
    expect(scheduled.status).toBe(201)

    // Citizens' answer is kept while the item waits; staff see when the job has published it.
    let published = false
    let kept = false
    for (let waited = 0; waited < 30_000 && !published; waited += 250) {
      const citizens = await api('GET', byTitle(title))
      if (titlesIn(citizens).length > 0) break
      kept ||= citizens.headers.get('x-cache') === 'HIT'
      published = (await api('GET', `/news/${draft.body.doc.id}`, { token: admin })).body._status === 'published'
      if (!published) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(kept, 'réponse gardée pendant l’attente').toBe(true)
    expect(titlesIn(await api('GET', byTitle(title)))).toEqual([title])
  }, 45_000)
})

describe('staff and draft reads are never answered from memory', () => {
  it('signed in by token or cookie, staff get their drafts on an address citizens got from the cache', async () => {
    const title = uniqueTitle('Brouillon')
    expect((await api('POST', '/news?draft=true', { token: admin, json: { ...NEWS, title } })).status).toBe(201)
    const path = byTitle(title)
    expect(titlesIn(await keptAnswer(path))).toEqual([])

    const byToken = await api('GET', path, { token: admin })
    // As the panel's browser sends it: Payload takes the cookie from the CMS's own pages only.
    const byCookie = await api('GET', path, {
      headers: { Cookie: `payload-token=${admin}`, 'Sec-Fetch-Site': 'same-origin' },
    })
    for (const [how, staff] of Object.entries({ byToken, byCookie })) {
      expect(staff.headers.get('x-cache'), how).toBeNull()
      expect(titlesIn(staff), how).toEqual([title])
    }
    // …and citizens still never see it.
    expect(titlesIn(await keptAnswer(path))).toEqual([])
  })

  it('a read that asks for drafts is computed every time, and shows citizens none', async () => {
    const title = uniqueTitle('Brouillon demandé')
    expect((await api('POST', '/news?draft=true', { token: admin, json: { ...NEWS, title } })).status).toBe(201)
    await keptAnswer(byTitle(title))
    for (let read = 0; read < 2; read++) {
      const draftRead = await api('GET', `${byTitle(title)}&draft=true`)
      expect(draftRead.headers.get('x-cache')).toBeNull()
      expect(titlesIn(draftRead)).toEqual([])
    }
  })
})
