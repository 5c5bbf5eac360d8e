import { afterAll, describe, expect, it } from 'vitest'

import { api, loginAsAdmin } from './api'
import {
  SITE,
  confirmedSubscriber,
  linksOf,
  mailTo,
  recordedFor,
  signUp,
  uniqueEmail,
  waitForMailTo,
} from './newsletter'

const uniqueTitle = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** What these tests published, deleted after them: the suites after this one count on the seeded lists. */
const published: { collection: 'news' | 'events'; id: number }[] = []

async function publish(collection: 'news' | 'events', data: Record<string, unknown>) {
  const created = await api('POST', `/${collection}`, { token: await loginAsAdmin(), json: data })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  expect(created.body.doc._status).toBe('published')
  published.push({ collection, id: created.body.doc.id })
  return created.body.doc as { id: number; title: string }
}

afterAll(async () => {
  const token = await loginAsAdmin()
  for (const { collection, id } of published) await api('DELETE', `/${collection}/${id}`, { token })
})

const news = (title: string, category = 'sante') =>
  publish('news', { title, content: `**${title}** : le texte complet de l'actualité, pour les abonnés.`, category })

const mentioning = (email: string, title: string) => mailTo(email).filter((mail) => mail.text.includes(title))

describe('the newsletter announces first publications', () => {
  it('sends a new news item to the confirmed subscribers of its topic only, once, then nothing after unsubscribing', async () => {
    const health = uniqueEmail('sante')
    const healthToo = uniqueEmail('sante.aussi')
    const agendaOnly = uniqueEmail('agenda')
    const unconfirmed = uniqueEmail('pas.confirme')
    const healthId = await confirmedSubscriber(health, ['actualites-sante'])
    await confirmedSubscriber(healthToo, ['actualites-sante', 'agenda'])
    await confirmedSubscriber(agendaOnly, ['agenda'])
    await signUp(unconfirmed)

    const title = uniqueTitle('Campagne de vaccination')
    const item = await news(title)
    const issue = await waitForMailTo(health, (mail) => mail.text.includes(title))
    expect(issue.text).toContain(`${SITE}/actualites/${item.id}`)
    expect(issue.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(issue.headers['list-unsubscribe']).toContain(`abonne=${healthId}&`)
    for (const link of linksOf(issue)) expect(link.startsWith(`${SITE}/`), link).toBe(true)

    // An edit, a withdrawal and a new publication of the same item announce nothing more.
    const admin = await loginAsAdmin()
    expect((await api('PUT', `/news/${item.id}`, { token: admin, json: { title: `${title} (corrigé)` } })).status).toBe(
      200,
    )
    expect((await api('PATCH', `/news/${item.id}`, { token: admin, json: { _status: 'draft' } })).status).toBe(200)
    expect((await api('PATCH', `/news/${item.id}`, { token: admin, json: { _status: 'published' } })).status).toBe(200)
    // A later item, once arrived, shows that everything before it has gone out.
    const later = uniqueTitle('Journée de salubrité')
    await news(later)
    await waitForMailTo(health, (mail) => mail.text.includes(later))
    await waitForMailTo(healthToo, (mail) => mail.text.includes(later))
    expect(mentioning(health, title)).toHaveLength(1)
    expect(mentioning(healthToo, title)).toHaveLength(1)
    expect(mentioning(agendaOnly, title)).toEqual([])
    expect((await recordedFor(unconfirmed)).map((record) => record.template)).toEqual(['newsletterConfirmation'])

    // The mail client's one click: the address is forgotten and receives nothing more.
    const oneClick = issue.headers['list-unsubscribe']!.slice(1, -1)
    const unsubscribed = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(unsubscribed.status).toBe(200)
    const after = uniqueTitle('Distribution de moustiquaires')
    await news(after)
    await waitForMailTo(healthToo, (mail) => mail.text.includes(after))
    expect(mentioning(health, after)).toEqual([])
  })

  it('announces a new event to the agenda’s subscribers, linked to its card', async () => {
    const email = uniqueEmail('agenda.seul')
    await confirmedSubscriber(email, ['agenda'])
    const title = uniqueTitle('Réunion publique')
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString()
    const event = await publish('events', { title, start, place: 'Salle de la mairie' })
    const mail = await waitForMailTo(email, (each) => each.text.includes(title))
    expect(mail.text).toContain(`${SITE}/agenda#evenement-${event.id}`)
    expect(mail.text).toContain('Salle de la mairie')
    // A news item of any category is not for this subscriber.
    const other = uniqueTitle('Fête de la culture')
    await news(other, 'culture')
    const later = uniqueTitle('Conseil municipal')
    await publish('events', { title: later, start })
    await waitForMailTo(email, (each) => each.text.includes(later))
    expect(mentioning(email, other)).toEqual([])
    expect(mentioning(email, title)).toHaveLength(1)
  })
})
