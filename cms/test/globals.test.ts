import {
  BUILT_IN_COMMUNE,
  BUILT_IN_HOME_PAGE,
  BUILT_IN_INVESTMENT_PAGE,
  BUILT_IN_PRESENTATION_PAGE,
  BUILT_IN_PROJECTS_PAGE,
  MESSAGES,
  REQUEST_MESSAGES,
} from 'shared-types'
import { describe, expect, it } from 'vitest'

import { api, fileOf, formOf, imageBytes, loginAsAdmin, numberPaths, writeAt } from './api'

/**
 * What citizens read about the commune lives in globals staff edit: every one reads anonymously
 * with the first-run values the site showed before, refuses anonymous writes, and refuses bad
 * values with a French message without changing what is stored.
 */
const GLOBALS = {
  commune: BUILT_IN_COMMUNE,
  'home-page': BUILT_IN_HOME_PAGE,
  'presentation-page': BUILT_IN_PRESENTATION_PAGE,
  'projects-page': BUILT_IN_PROJECTS_PAGE,
  'investment-page': BUILT_IN_INVESTMENT_PAGE,
} as const

/** A stored global without the fields the database adds (ids of rows, dates). */
function content(doc: Record<string, unknown>): unknown {
  return JSON.parse(
    JSON.stringify(doc, (key, value) =>
      ['id', 'createdAt', 'updatedAt', 'globalType', '_status'].includes(key) ? undefined : value,
    ),
  )
}

const read = async (slug: string, token?: string) => (await api('GET', `/globals/${slug}?depth=0`, { token })).body

describe('the commune globals', () => {
  it('read anonymously, seeded with the values the site shows', async () => {
    for (const [slug, builtIn] of Object.entries(GLOBALS)) {
      const response = await api('GET', `/globals/${slug}`)
      expect(response.status, slug).toBe(200)
      expect(content(response.body), slug).toEqual(content(JSON.parse(JSON.stringify(builtIn))))
    }
  })

  it('refuse anonymous writes with the French message, and keep what is stored', async () => {
    for (const slug of Object.keys(GLOBALS)) {
      const before = await read(slug)
      const response = await api('POST', `/globals/${slug}`, { json: { name: 'Piratée', hero: { title: 'Piratée' } } })
      expect(response.status, slug).toBe(401)
      expect(response.body.message, slug).toBe(REQUEST_MESSAGES.signInRequired)
      // A global has no PATCH route: nothing answers it with a change either.
      expect(
        (await api('PATCH', `/globals/${slug}`, { json: { name: 'Piratée' } })).status,
        slug,
      ).toBeGreaterThanOrEqual(400)
      expect(await read(slug)).toEqual(before)
    }
  })

  it('take an administrator’s change, which anonymous readers see at once', async () => {
    const token = await loginAsAdmin()
    const hours = [...BUILT_IN_COMMUNE.openingHours!.map(({ days, hours }) => ({ days, hours }))]
    hours[1] = { days: 'Samedi', hours: '9h - 13h' }
    const response = await api('POST', '/globals/commune', {
      token,
      json: { mayor: { name: 'Awa Ndiaye' }, openingHours: hours },
    })
    expect(response.status).toBe(200)
    const after = await read('commune')
    expect(after.mayor.name).toBe('Awa Ndiaye')
    expect(after.mayor.role).toBe(BUILT_IN_COMMUNE.mayor.role)
    expect(after.openingHours.map((slot: { hours: string }) => slot.hours)).toEqual(['8h - 16h', '9h - 13h', 'Fermé'])
    expect(after.name).toBe(BUILT_IN_COMMUNE.name)
  })

  it('refuse bad values in French and store nothing of the request', async () => {
    const token = await loginAsAdmin()
    const cases: [string, object, RegExp][] = [
      [
        'commune',
        { name: 'Autre nom', socialLinks: [{ label: 'Réseau', url: 'javascript:alert(1)' }] },
        new RegExp(MESSAGES.invalidUrl),
      ],
      ['commune', { name: 'Autre nom', email: 'pas une adresse' }, /email/i],
      ['commune', { name: '' }, /Le champ « Nom de la commune » est obligatoire/],
      [
        'presentation-page',
        { hero: { title: 'Autre titre' }, population: { ageBands: [{ label: '0-14 ans', percent: 150 }] } },
        /100/,
      ],
      [
        'projects-page',
        {
          hero: { title: 'Autre titre' },
          plan: {
            projects: [
              { title: 'X', description: 'Y', priority: 'urgente', budget: 1, startYear: 2026, durationMonths: 3 },
            ],
          },
        },
        /sélection invalide/,
      ],
      [
        'investment-page',
        { hero: { title: 'Autre titre' }, sectors: { items: [{ sector: 'Mines', text: 'Y', icon: 'sun' }] } },
        /sélection invalide/,
      ],
    ]
    for (const [slug, body, message] of cases) {
      const before = await read(slug)
      const response = await api('POST', `/globals/${slug}`, { token, json: body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(response.body), JSON.stringify(body)).toMatch(message)
      expect(response.body.message, JSON.stringify(body)).not.toMatch(/\b(must|invalid|required|is not|field)\b/i)
      expect(await read(slug), JSON.stringify(body)).toEqual(before)
    }
  })

  it('refuse a number out of its range anywhere in them, in French, storing nothing', async () => {
    const token = await loginAsAdmin()
    for (const slug of Object.keys(GLOBALS)) {
      const before = await read(slug, token)
      const seen = new Set<string>()
      for (const path of numberPaths(before)) {
        const field = path.filter((key) => typeof key === 'string').join('.')
        // Who saved last is the CMS's to write: what is sent there is ignored.
        if (seen.has(field) || field === 'updatedBy') continue
        seen.add(field)
        for (const value of [1e308, -1e308, 1e15]) {
          const response = await api('POST', `/globals/${slug}`, { token, json: writeAt(before, path, value) })
          expect(response.status, `${slug} ${field}=${value}`).toBe(400)
          expect(response.body.message, `${slug} ${field}=${value}`).toMatch(/^Le champ « .+ » doit /)
        }
      }
      expect(await read(slug, token), slug).toEqual(before)
    }
  })

  it('remove the mayor’s replaced photo from the media library when nothing else uses it', async () => {
    const token = await loginAsAdmin()
    const upload = async (alt: string) => {
      const response = await api('POST', '/media', {
        token,
        form: formOf({ alt, file: fileOf(await imageBytes(), `${alt}.png`, 'image/png') }),
      })
      expect(response.status, JSON.stringify(response.body)).toBe(201)
      return response.body.doc.id as number | string
    }
    const [first, second] = [await upload('maire-2026'), await upload('maire-2027')]
    expect((await api('POST', '/globals/commune', { token, json: { mayor: { photo: first } } })).status).toBe(200)
    expect((await api('POST', '/globals/commune', { token, json: { mayor: { photo: second } } })).status).toBe(200)
    expect((await api('GET', `/media/${first}`)).status).toBe(404)
    expect((await api('GET', `/media/${second}`)).status).toBe(200)
    expect((await read('commune')).mayor.photo).toBe(second)
  })
})
