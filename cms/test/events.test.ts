import { AGENDA_MESSAGES, ALERT_BANNER_MESSAGES, MESSAGES, NOT_FOUND_MESSAGES, WRITE_MESSAGES } from 'shared-types'
import { describe, expect, it } from 'vitest'

import { UNKNOWN_ID, api, loginAsAdmin, storedDocs } from './api'

/**
 * The agenda and the alert banner over HTTP, as the site's build and a clerk's client call them:
 * anyone reads, only an administrator writes, and a refused write says why in French and stores
 * nothing. (Bad ids and list parameters of `events` are covered with every collection in
 * bad-input.test.ts; the banner's scheduled rebuilds in site-rebuild.test.ts.)
 */
const DAY = 24 * 60 * 60 * 1000
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3600_000).toISOString()

const meeting = () => ({
  title: 'Conseil municipal ouvert au public',
  start: inDays(10),
  end: inDays(10, 3),
  place: 'Salle des délibérations',
  theme: 'budget participatif',
  description: 'Présentation du budget et questions des habitants.',
})

describe('/api/events', () => {
  it('lets anyone read the seeded agenda, soonest first: the spec’s exhibition (past) and one event to come', async () => {
    const { status, body } = await api('GET', '/events?pagination=false')
    expect(status).toBe(200)
    const exhibition = body.docs.find((doc: { title: string }) => doc.title === 'Exposition photographique')
    expect(exhibition).toMatchObject({ place: 'Centre culturel', theme: 'patrimoine naturel' })
    expect(exhibition.start.slice(0, 10)).toBe('2025-05-25')
    expect(body.docs.some((doc: { start: string }) => new Date(doc.start).getTime() > Date.now())).toBe(true)
    const starts = body.docs.map((doc: { start: string }) => new Date(doc.start).getTime())
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
  })

  it('refuses anonymous writes with 401 in French, changing nothing', async () => {
    const before = await storedDocs('events')
    const created = await api('POST', '/events', { json: meeting() })
    expect(created.status).toBe(401)
    expect(created.body.message).toMatch(/connecté/)
    const someId = (before[0] as { id: number }).id
    for (const method of ['PUT', 'PATCH'])
      expect((await api(method, `/events/${someId}`, { json: { title: 'Piraté' } })).status).toBe(401)
    expect((await api('DELETE', `/events/${someId}`)).status).toBe(401)
    expect(await storedDocs('events')).toEqual(before)
  })

  it('creates, updates and deletes for an administrator, with French messages', async () => {
    const token = await loginAsAdmin()
    const created = await api('POST', '/events', { token, json: meeting() })
    expect(created.status).toBe(201)
    expect(created.body.message).toBe(WRITE_MESSAGES.events.created)
    const id = created.body.doc.id
    const updated = await api('PATCH', `/events/${id}`, { token, json: { place: 'Place du marché' } })
    expect(updated.status).toBe(200)
    expect((await api('GET', `/events/${id}`)).body.place).toBe('Place du marché')
    expect((await api('DELETE', `/events/${id}`, { token })).status).toBe(200)
    const gone = await api('GET', `/events/${id}`)
    expect(gone.status).toBe(404)
    expect(gone.body.message).toBe(NOT_FOUND_MESSAGES.events.notFound)
    const invalid = await api('GET', '/events/abc')
    expect(invalid.status).toBe(400)
    expect(invalid.body.message).toBe(NOT_FOUND_MESSAGES.events.invalidId)
    expect((await api('GET', `/events/${UNKNOWN_ID}`)).status).toBe(404)
  })

  it('refuses an end before the start, on creation and when only the start moves, storing nothing', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs('events')
    const backwards = await api('POST', '/events', { token, json: { ...meeting(), start: inDays(10), end: inDays(9) } })
    expect(backwards.status).toBe(400)
    expect(backwards.body.message).toBe(AGENDA_MESSAGES.endBeforeStart)
    expect(await storedDocs('events')).toEqual(before)

    const { body } = await api('POST', '/events', { token, json: meeting() })
    const stored = await storedDocs('events')
    const moved = await api('PATCH', `/events/${body.doc.id}`, { token, json: { start: inDays(12) } })
    expect(moved.status).toBe(400)
    expect(moved.body.message).toBe(AGENDA_MESSAGES.endBeforeStart)
    expect(await storedDocs('events')).toEqual(stored)
    await api('DELETE', `/events/${body.doc.id}`, { token })
  })

  it('refuses a missing title or start, or an impossible date, with the agenda’s own sentences', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs('events')
    const { title: _title, ...untitled } = meeting()
    const { start: _start, ...unstarted } = meeting()
    const cases: [Record<string, unknown>, string][] = [
      [untitled, AGENDA_MESSAGES.titleRequired],
      [{ ...meeting(), title: '   ' }, AGENDA_MESSAGES.titleRequired],
      [unstarted, AGENDA_MESSAGES.startRequired],
      [{ ...meeting(), start: '2026-02-31T10:00:00.000Z', end: undefined }, MESSAGES.invalidDate],
    ]
    for (const [json, message] of cases) {
      const response = await api('POST', '/events', { token, json })
      expect(response.status, message).toBe(400)
      expect(response.body.message, message).toBe(message)
    }
    // The agenda's own required rule keeps Payload's length check after it.
    const tooLong = await api('POST', '/events', { token, json: { ...meeting(), title: 'é'.repeat(201) } })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.message).toMatch(/200/)
    expect(await storedDocs('events')).toEqual(before)
  })
})

describe('/api/globals/alert-banner', () => {
  const banner = () => ({
    active: true,
    message: 'Coupure d’eau à Keur Ali mardi de 8 h à 14 h.',
    level: 'urgent',
    start: inDays(30),
    end: inDays(30, 6),
  })

  it('is read by anyone, switched off until a clerk writes it', async () => {
    const { status, body } = await api('GET', '/globals/alert-banner')
    expect(status).toBe(200)
    expect(body.active).toBeFalsy()
  })

  it('refuses anonymous writes with 401 in French, changing nothing', async () => {
    const before = (await api('GET', '/globals/alert-banner')).body
    // A global is written with POST only (Payload has no other write route for it).
    const response = await api('POST', '/globals/alert-banner', { json: banner() })
    expect(response.status).toBe(401)
    expect(response.body.message).toMatch(/connecté/)
    expect((await api('GET', '/globals/alert-banner')).body).toEqual(before)
  })

  it('refuses a banner switched on without its message or times, or ending before it starts, keeping the stored one', async () => {
    const token = await loginAsAdmin()
    const before = (await api('GET', '/globals/alert-banner')).body
    const cases: [Record<string, unknown>, string][] = [
      [{ ...banner(), message: '' }, ALERT_BANNER_MESSAGES.messageRequired],
      [{ ...banner(), end: null }, ALERT_BANNER_MESSAGES.endRequired],
      [{ ...banner(), start: null }, ALERT_BANNER_MESSAGES.startRequired],
      [{ ...banner(), end: inDays(29) }, ALERT_BANNER_MESSAGES.endNotAfterStart],
      [{ ...banner(), link: { url: 'javascript:alert(1)', label: 'Voir' } }, MESSAGES.invalidUrl],
      [{ ...banner(), link: { url: 'https://senelec.sn' } }, ALERT_BANNER_MESSAGES.linkLabelRequired],
    ]
    for (const [json, message] of cases) {
      const response = await api('POST', '/globals/alert-banner', { token, json })
      expect(response.status, message).toBe(400)
      expect(response.body.message, message).toBe(message)
    }
    // Lengths hold beside the banner's own rules.
    for (const [json, limit] of [
      [{ ...banner(), message: 'é'.repeat(501) }, /500/],
      [{ ...banner(), link: { url: 'https://senelec.sn', label: 'é'.repeat(101) } }, /100/],
    ] as const) {
      const response = await api('POST', '/globals/alert-banner', { token, json })
      expect(response.status).toBe(400)
      expect(response.body.message).toMatch(limit)
    }
    expect((await api('GET', '/globals/alert-banner')).body).toEqual(before)
  })

  it('saves a banner for an administrator and shows it to anyone', async () => {
    const token = await loginAsAdmin()
    const saved = await api('POST', '/globals/alert-banner', {
      token,
      json: { ...banner(), link: { url: 'https://example.sn/eau', label: 'Les quartiers concernés' } },
    })
    expect(saved.status).toBe(200)
    const read = (await api('GET', '/globals/alert-banner')).body
    expect(read).toMatchObject({ active: true, level: 'urgent', link: { label: 'Les quartiers concernés' } })
    // Switched off again for the other suites.
    expect((await api('POST', '/globals/alert-banner', { token, json: { active: false } })).status).toBe(200)
  })
})
