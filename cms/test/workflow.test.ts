import { ROLE_LABELS, SCHEDULE_MESSAGES, WORKFLOW_MESSAGES, type StaffRole } from 'shared-types'
import { beforeAll, describe, expect, it } from 'vitest'

import { api, loginAsAdmin } from './api'

/**
 * The editorial workflow (issue: drafts, review, scheduled publishing, history, roles): what each
 * role may write, what anonymous readers (citizens and the site's build) can see of drafts, a
 * restored version published, and a publication scheduled for a time that happens by itself.
 */
const PASSWORD = 'Workflow-Mot-De-Passe-2026'
const tokens = {} as Record<StaffRole, string>
const accountIds = {} as Record<StaffRole, number | string>

const NEWS = { content: 'Texte de l’actualité.', category: 'culture' }
const uniqueTitle = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`

async function signIn(email: string): Promise<string> {
  const { status, body } = await api('POST', '/auth/login', { json: { email, password: PASSWORD } })
  expect(status).toBe(200)
  return body.token
}

beforeAll(async () => {
  tokens.admin = await loginAsAdmin()
  accountIds.admin = (await api('GET', '/users/me', { token: tokens.admin })).body.user.id
  for (const role of ['editor', 'writer'] as const) {
    const email = `${role}-${Date.now()}@commune.local`
    const created = await api('POST', '/users', {
      token: tokens.admin,
      json: { email, password: PASSWORD, role, displayName: ROLE_LABELS[role] },
    })
    expect(created.status).toBe(201)
    accountIds[role] = created.body.doc.id
    tokens[role] = await signIn(email)
  }
})

const publishedNews = async (title = uniqueTitle('Publiée')) => {
  const created = await api('POST', '/news', { token: tokens.admin, json: { ...NEWS, title } })
  expect(created.status).toBe(201)
  return created.body.doc as { id: number; title: string; _status: string }
}

/** What a citizen (or the site's build) gets for one news item, by every read route there is. */
async function anonymousSightings(id: number | string, title: string): Promise<string[]> {
  const seen: string[] = []
  const byId = await api('GET', `/news/${id}`)
  if (byId.status === 200 && byId.body.title === title) seen.push('GET /news/:id')
  const byIdDraft = await api('GET', `/news/${id}?draft=true`)
  if (byIdDraft.status === 200 && byIdDraft.body.title === title) seen.push('GET /news/:id?draft=true')
  for (const path of [
    '/news?limit=0',
    '/news?draft=true&limit=0',
    `/news?where[title][equals]=${encodeURIComponent(title)}`,
    '/news?depth=2&limit=0',
    `/news/versions?where[parent][equals]=${id}`,
  ]) {
    const list = await api('GET', path)
    if (list.status === 200 && JSON.stringify(list.body).includes(title)) seen.push(`GET ${path}`)
  }
  return seen
}

describe('a draft is invisible to anonymous readers', () => {
  it('a new news item saved as a draft is seen by staff only, on every route', async () => {
    const title = uniqueTitle('Brouillon secret')
    const draft = await api('POST', '/news?draft=true', { token: tokens.admin, json: { ...NEWS, title } })
    expect(draft.status).toBe(201)
    expect(draft.body.doc._status).toBe('draft')
    expect(await anonymousSightings(draft.body.doc.id, title)).toEqual([])
    expect((await api('GET', `/news/${draft.body.doc.id}`)).status).toBe(404)
    // Staff see it, in the panel and the /admin screens.
    const staffRead = await api('GET', `/news/${draft.body.doc.id}?draft=true`, { token: tokens.writer })
    expect(staffRead.status).toBe(200)
    expect(staffRead.body.title).toBe(title)
  })

  it('a draft edit of a published item leaves citizens the published text', async () => {
    const news = await publishedNews()
    const draftTitle = uniqueTitle('Correction en cours')
    const edit = await api('PATCH', `/news/${news.id}?draft=true`, {
      token: tokens.editor,
      json: { title: draftTitle },
    })
    expect(edit.status).toBe(200)
    expect((await api('GET', `/news/${news.id}`)).body.title).toBe(news.title)
    expect((await api('GET', `/news/${news.id}?draft=true`)).body.title).toBe(news.title)
    expect(await anonymousSightings(news.id, draftTitle)).toEqual([])
    expect((await api('GET', `/news/${news.id}?draft=true`, { token: tokens.editor })).body.title).toBe(draftTitle)
    // The contract's PUT, which says nothing of drafts, publishes: the item stays online with the change.
    const put = await api('PUT', `/news/${news.id}`, {
      token: tokens.admin,
      json: { title: `${draftTitle} (publiée)` },
    })
    expect(put.status).toBe(200)
    expect(put.body.doc._status).toBe('published')
    expect((await api('GET', `/news/${news.id}`)).body.title).toBe(`${draftTitle} (publiée)`)
  })

  it('a draft service is neither listed, nor in its category, nor embedded in a published one', async () => {
    const [published] = (await api('GET', '/services?limit=1&depth=0')).body.docs as { id: number; category: string }[]
    const title = uniqueTitle('Service en préparation')
    const draft = await api('POST', '/services?draft=true', {
      token: tokens.admin,
      json: { title, description: 'Pas encore ouvert.', category: published!.category },
    })
    expect(draft.status).toBe(201)
    const linked = await api('PATCH', `/services/${published!.id}`, {
      token: tokens.admin,
      json: { relatedServices: [draft.body.doc.id] },
    })
    expect(linked.status).toBe(200)
    for (const path of [
      '/services?limit=0',
      `/services/category/${published!.category}`,
      `/services/${published!.id}?depth=2`,
      `/services/${draft.body.doc.id}`,
    ]) {
      const response = await api('GET', path)
      expect(JSON.stringify(response.body), path).not.toContain(title)
    }
    expect(
      (await api('PATCH', `/services/${published!.id}`, { token: tokens.admin, json: { relatedServices: [] } })).status,
    ).toBe(200)
  })

  it('a draft of the commune’s texts stays out of the public global', async () => {
    const before = (await api('GET', '/globals/home-page')).body
    const welcome = { ...before.welcome, title: 'Titre en relecture' }
    const saved = await api('POST', '/globals/home-page?draft=true', { token: tokens.editor, json: { welcome } })
    expect(saved.status).toBe(200)
    for (const path of ['/globals/home-page', '/globals/home-page?draft=true']) {
      expect((await api('GET', path)).body.welcome.title, path).toBe(before.welcome.title)
    }
    expect((await api('GET', '/globals/home-page?draft=true', { token: tokens.editor })).body.welcome.title).toBe(
      'Titre en relecture',
    )
    expect((await api('GET', '/globals/home-page/versions')).status).toBe(401)
  })
})

describe('each role may do what the commune decided, and no more', () => {
  const forbidden = (role: StaffRole) => WORKFLOW_MESSAGES.forbiddenForRole(ROLE_LABELS[role])

  it('publishing: administrateur and éditeur publish; a rédacteur is refused in French and nothing is written', async () => {
    for (const role of ['admin', 'editor'] as const) {
      const title = uniqueTitle(`Publiée par ${role}`)
      const created = await api('POST', '/news', {
        token: tokens[role],
        json: { ...NEWS, title, _status: 'published' },
      })
      expect(created.status, role).toBe(201)
      expect((await api('GET', `/news/${created.body.doc.id}`)).body.title).toBe(title)
    }
    const title = uniqueTitle('Publication refusée')
    const refused = await api('POST', '/news', { token: tokens.writer, json: { ...NEWS, title, _status: 'published' } })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(WORKFLOW_MESSAGES.writerCannotPublish)
    const found = await api('GET', `/news?where[title][equals]=${encodeURIComponent(title)}&draft=true`, {
      token: tokens.admin,
    })
    expect(found.body.totalDocs).toBe(0)
  })

  it('a rédacteur’s saves are drafts, whatever the route: the published item does not change', async () => {
    const created = await api('POST', '/news', {
      token: tokens.writer,
      json: { ...NEWS, title: uniqueTitle('Brouillon du rédacteur') },
    })
    expect(created.status).toBe(201)
    expect(created.body.doc._status).toBe('draft')
    expect((await api('GET', `/news/${created.body.doc.id}`)).status).toBe(404)

    const news = await publishedNews()
    for (const method of ['PUT', 'PATCH']) {
      const edited = await api(method, `/news/${news.id}`, {
        token: tokens.writer,
        json: { title: uniqueTitle('Réécrite') },
      })
      expect(edited.status, method).toBe(200)
      expect(edited.body.doc._status).toBe('draft')
    }
    expect((await api('GET', `/news/${news.id}`)).body.title).toBe(news.title)
    const publish = await api('PATCH', `/news/${news.id}`, { token: tokens.writer, json: { _status: 'published' } })
    expect(publish.status).toBe(403)
    expect(publish.body.message).toBe(WORKFLOW_MESSAGES.writerCannotPublish)
    expect((await api('GET', `/news/${news.id}`)).body.title).toBe(news.title)
  })

  it('a rédacteur submits a draft for review; publishing it ends the review', async () => {
    const created = await api('POST', '/news', {
      token: tokens.writer,
      json: { ...NEWS, title: uniqueTitle('À relire'), reviewRequested: true },
    })
    expect(created.status).toBe(201)
    const waiting = await api('GET', '/news?draft=true&where[reviewRequested][equals]=true&limit=0', {
      token: tokens.editor,
    })
    expect(waiting.body.docs.map((doc: { id: number }) => doc.id)).toContain(created.body.doc.id)
    const published = await api('PATCH', `/news/${created.body.doc.id}`, {
      token: tokens.editor,
      json: { _status: 'published' },
    })
    expect(published.status).toBe(200)
    expect(published.body.doc.reviewRequested).toBe(false)
    expect((await api('GET', `/news/${created.body.doc.id}`)).body.title).toBe(created.body.doc.title)
    // Citizens never see the review flag nor who saved.
    const publicDoc = (await api('GET', `/news/${created.body.doc.id}`)).body
    expect(publicDoc).not.toHaveProperty('reviewRequested')
    expect(publicDoc).not.toHaveProperty('updatedBy')
  })

  it('deleting: administrateur and éditeur delete; a rédacteur is refused and the item stays', async () => {
    const news = await publishedNews()
    const refused = await api('DELETE', `/news/${news.id}`, { token: tokens.writer })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(forbidden('writer'))
    expect((await api('GET', `/news/${news.id}`)).status).toBe(200)
    expect((await api('DELETE', `/news/${news.id}`)).status).toBe(401)
    for (const role of ['editor', 'admin'] as const) {
      const other = await publishedNews()
      expect((await api('DELETE', `/news/${other.id}`, { token: tokens[role] })).status, role).toBe(200)
      expect((await api('GET', `/news/${other.id}`)).status).toBe(404)
    }
  })

  it('content without drafts (gallery, documents, decisions) and visitors’ messages are for publishers', async () => {
    for (const slug of ['gallery', 'documents', 'decisions']) {
      const [first] = (await api('GET', `/${slug}?limit=1&depth=0`)).body.docs as { id: number; title: string }[]
      if (!first) continue
      for (const method of ['PATCH', 'DELETE']) {
        const writerTry = await api(method, `/${slug}/${first.id}`, {
          token: tokens.writer,
          json: method === 'PATCH' ? { title: 'Titre imposé' } : undefined,
        })
        expect(writerTry.status, `${method} ${slug}`).toBe(403)
        expect(writerTry.body.message).toBe(forbidden('writer'))
      }
      expect((await api('GET', `/${slug}/${first.id}?depth=0`)).body.title).toBe(first.title)
    }
    expect((await api('GET', '/contact-messages', { token: tokens.writer })).status).toBe(403)
    expect((await api('GET', '/contact-messages', { token: tokens.editor })).status).toBe(200)
  })

  it('accounts: only an administrateur creates or lists them; nobody raises their own role', async () => {
    for (const role of ['editor', 'writer'] as const) {
      const created = await api('POST', '/users', {
        token: tokens[role],
        json: { email: `intrus-${role}@commune.local`, password: PASSWORD, role: 'admin' },
      })
      expect(created.status, role).toBe(403)
      expect(created.body.message).toBe(forbidden(role))
      const listed = await api('GET', '/users?limit=0', { token: tokens[role] })
      expect(
        listed.body.docs.map((account: { id: number }) => account.id),
        role,
      ).toEqual([accountIds[role]])
      const raised = await api('PATCH', `/users/${accountIds[role]}`, {
        token: tokens[role],
        json: { role: 'admin', displayName: `${ROLE_LABELS[role]} modifié` },
      })
      expect(raised.status, role).toBe(200)
      const me = (await api('GET', '/users/me', { token: tokens[role] })).body.user
      expect(me.role, role).toBe(role)
      expect(me.displayName).toBe(`${ROLE_LABELS[role]} modifié`)
      expect((await api('DELETE', `/users/${accountIds.admin}`, { token: tokens[role] })).status, role).toBe(403)
    }
    const all = await api('GET', '/users?limit=0', { token: tokens.admin })
    expect(all.body.totalDocs).toBeGreaterThanOrEqual(3)
  })

  it('the commune’s texts: a rédacteur drafts them, never publishes them', async () => {
    const before = (await api('GET', '/globals/commune')).body
    const drafted = await api('POST', '/globals/commune', { token: tokens.writer, json: { slogan: 'Slogan proposé' } })
    expect(drafted.status).toBe(200)
    expect((await api('GET', '/globals/commune')).body.slogan).toBe(before.slogan)
    const refused = await api('POST', '/globals/commune', {
      token: tokens.writer,
      json: { slogan: 'Slogan imposé', _status: 'published' },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(WORKFLOW_MESSAGES.writerCannotPublish)
    expect((await api('GET', '/globals/commune')).body.slogan).toBe(before.slogan)
  })
})

describe('history', () => {
  it('every version records who saved it; restoring an earlier one publishes it', async () => {
    const first = await api('POST', '/services', {
      token: tokens.editor,
      json: { title: uniqueTitle('Service v1'), description: 'Première version.', category: 'SANTE' },
    })
    expect(first.status).toBe(201)
    const id = first.body.doc.id
    expect(
      (await api('PATCH', `/services/${id}`, { token: tokens.admin, json: { description: 'Deuxième version.' } }))
        .status,
    ).toBe(200)
    expect(
      (
        await api('PATCH', `/services/${id}?draft=true`, {
          token: tokens.writer,
          json: { description: 'Brouillon du rédacteur.' },
        })
      ).status,
    ).toBe(200)

    const versions = await api('GET', `/services/versions?where[parent][equals]=${id}&sort=createdAt&depth=0`, {
      token: tokens.editor,
    })
    expect(versions.status).toBe(200)
    const history = versions.body.docs as {
      id: string
      version: { description: string; updatedBy: number; _status: string }
    }[]
    expect(history.map((each) => [each.version.description, each.version.updatedBy])).toEqual([
      ['Première version.', accountIds.editor],
      ['Deuxième version.', accountIds.admin],
      ['Brouillon du rédacteur.', accountIds.writer],
    ])

    // A rédacteur cannot put an old version back online.
    const refused = await api('POST', `/services/versions/${history[0]!.id}`, { token: tokens.writer })
    expect(refused.status).toBe(403)
    expect((await api('GET', `/services/${id}`)).body.description).toBe('Deuxième version.')

    const restored = await api('POST', `/services/versions/${history[0]!.id}`, { token: tokens.editor })
    expect(restored.status).toBe(200)
    const publicDoc = (await api('GET', `/services/${id}`)).body
    expect(publicDoc.description).toBe('Première version.')

    // Restoring the rédacteur's draft version publishes it too.
    expect((await api('POST', `/services/versions/${history[2]!.id}`, { token: tokens.admin })).status).toBe(200)
    expect((await api('GET', `/services/${id}`)).body.description).toBe('Brouillon du rédacteur.')
  })
})

describe('scheduled publishing', () => {
  it('a draft scheduled a few seconds ahead is published at that time, with nobody signed in', async () => {
    const title = uniqueTitle('Programmée')
    const draft = await api('POST', '/news?draft=true', { token: tokens.editor, json: { ...NEWS, title } })
    const at = new Date(Date.now() + 4_000)
    const refused = await api('POST', `/news/${draft.body.doc.id}/schedule`, {
      token: tokens.writer,
      json: { date: at.toISOString() },
    })
    expect(refused.status).toBe(403)
    const past = await api('POST', `/news/${draft.body.doc.id}/schedule`, {
      token: tokens.editor,
      json: { date: '2020-01-01T08:00:00Z' },
    })
    expect(past.status).toBe(400)
    expect(past.body.message).toBe(SCHEDULE_MESSAGES.badDate)

    const scheduled = await api('POST', `/news/${draft.body.doc.id}/schedule`, {
      token: tokens.editor,
      json: { date: at.toISOString() },
    })
    expect(scheduled.status).toBe(201)
    expect(scheduled.body.message).toBe(SCHEDULE_MESSAGES.scheduled(at))
    expect((await api('GET', `/news/${draft.body.doc.id}`)).status).toBe(404)
    // What is to come for the document, for those who may schedule only.
    const upcoming = await api('GET', `/news/${draft.body.doc.id}/schedule`, { token: tokens.editor })
    expect(upcoming.status).toBe(200)
    expect(upcoming.body.docs).toEqual([{ id: scheduled.body.job.id, type: 'publish', waitUntil: at.toISOString() }])
    expect((await api('GET', `/news/${draft.body.doc.id}/schedule`, { token: tokens.writer })).status).toBe(403)
    expect((await api('GET', `/news/${draft.body.doc.id}/schedule`)).status).toBe(401)

    let publishedAt: number | undefined
    for (let waited = 0; waited < 30_000 && publishedAt === undefined; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      if ((await api('GET', `/news/${draft.body.doc.id}`)).status === 200) publishedAt = Date.now()
    }
    expect(publishedAt, 'publiée dans les 30 s').toBeDefined()
    expect(publishedAt!).toBeGreaterThanOrEqual(at.getTime())
    expect((await api('GET', `/news/${draft.body.doc.id}`)).body.title).toBe(title)
  }, 45_000)
})
