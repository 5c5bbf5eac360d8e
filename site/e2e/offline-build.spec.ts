import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import {
  AGENDA_MESSAGES,
  ARCHIVED_NEWS,
  BUILT_IN_COMMUNE,
  BUILT_IN_INVESTMENT_PAGE,
  BUILT_IN_PRESENTATION_PAGE,
  BUILT_IN_PROJECTS_PAGE,
  FALLBACK_PROCEDURES,
  LEGAL_PAGES,
  PHOTO_EXHIBITION,
  SAMPLE_INVESTMENTS,
  formatPercent,
} from 'shared-types'

const siteDir = path.resolve(import.meta.dirname, '..')
const offlineDir = path.join(siteDir, 'dist-offline')
const page = (route: string) => readFileSync(path.join(offlineDir, route, 'index.html'), 'utf8')
/** Astro escapes apostrophes in text; compare with what a reader sees. */
const text = (html: string) => html.replace(/&#39;|&#x27;/g, "'").replace(/&amp;/g, '&')

// One build against a CMS that does not answer: the live site must never break because of it.
test.describe('construction sans CMS joignable', () => {
  test.skip(({ isMobile }) => isMobile, 'une seule construction')

  test('réussit, le dit dans son journal, et montre le contenu de secours du cahier des charges', async () => {
    test.setTimeout(5 * 60_000)
    const build = spawnSync(path.join(siteDir, 'node_modules/.bin/astro'), ['build'], {
      cwd: siteDir,
      env: { ...process.env, CMS_URL: 'http://127.0.0.1:9', SITE_OUT_DIR: offlineDir, ASTRO_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    })
    expect(build.status, build.stderr).toBe(0)
    expect(build.stdout + build.stderr).toContain('[contenu] news : CMS injoignable')

    const news = text(page('actualites'))
    expect(news).toContain('Impossible de charger les dernières actualités. Affichage des actualités archivées.')
    for (const item of ARCHIVED_NEWS) expect(news).toContain(item.title)

    const citizen = text(page('espace-citoyen'))
    expect(citizen).toContain('Erreur lors du chargement des démarches')
    for (const item of FALLBACK_PROCEDURES.slice(0, 4)) expect(citizen).toContain(item.title)

    const investments = text(page('investissements'))
    expect(investments).toContain("Impossible de charger les projets d'investissement")
    for (const item of SAMPLE_INVESTMENTS) expect(investments).toContain(item.title)

    expect(text(page(''))).toContain('Impossible de charger les images. Veuillez réessayer plus tard.')
    expect(text(page('services'))).toContain('Aucun service trouvé')

    // Who the commune is, its hours and its pages' texts: the built-in values of the globals.
    expect(build.stdout + build.stderr).toContain('[contenu] commune : CMS injoignable')
    const home = text(page(''))
    for (const value of [
      BUILT_IN_COMMUNE.name,
      BUILT_IN_COMMUNE.slogan,
      BUILT_IN_COMMUNE.mayor.name,
      BUILT_IN_COMMUNE.email,
    ])
      expect(home).toContain(value)
    for (const slot of BUILT_IN_COMMUNE.openingHours!) expect(home).toContain(slot.hours)
    for (const figure of BUILT_IN_COMMUNE.keyFigures!) expect(home).toContain(figure.label)
    const presentation = text(page('presentation'))
    for (const band of BUILT_IN_PRESENTATION_PAGE.population.ageBands!) expect(presentation).toContain(`${band.label}`)
    expect(presentation).toContain(formatPercent(BUILT_IN_PRESENTATION_PAGE.population.ageBands![0]!.percent))
    expect(presentation).toContain(BUILT_IN_PRESENTATION_PAGE.mayorMessage.closing)
    const plan = text(page('projets/plan-quinquennal'))
    for (const project of BUILT_IN_PROJECTS_PAGE.plan.projects!) expect(plan).toContain(project.title)
    expect(plan).toContain(BUILT_IN_PROJECTS_PAGE.plan.pdqPending.message)
    for (const entry of BUILT_IN_INVESTMENT_PAGE.faq.items!) expect(investments).toContain(entry.question)
    // The built-in agenda is the exhibition of 2025, past: the home box announces nothing, no banner is shown.
    expect(home).toContain(AGENDA_MESSAGES.noneUpcoming)
    expect(home).not.toContain(AGENDA_MESSAGES.next)
    expect(home).not.toContain('data-alert-banner')
    const agenda = text(page('agenda'))
    expect(agenda.slice(agenda.indexOf('id="passes"'))).toContain(PHOTO_EXHIBITION.title)
    // The legal pages are built-in too: each one is built, and every footer links them.
    expect(build.stdout + build.stderr).toContain('[contenu] pages : CMS injoignable')
    for (const legal of LEGAL_PAGES) {
      const html = text(page(legal.slug))
      expect(html).toMatch(new RegExp(`<h1[^>]*>${legal.title}</h1>`))
      expect(html).toContain(legal.summary)
      for (const route of ['', 'actualites', 'presentation', legal.slug])
        expect(page(route), route).toContain(`href="/${legal.slug}"`)
    }
    expect(text(page('donnees-personnelles'))).toContain('loi n° 2008-12 du 25 janvier 2008')
  })
})
