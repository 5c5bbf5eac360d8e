import { expect, test, type Page } from '@playwright/test'
import {
  BUILT_IN_COMMUNE,
  excerpt,
  formatFcfa,
  formatLongDate,
  investmentStatusBadge,
  projectStatusBadge,
  truncate,
} from 'shared-types'
import type { Investment, News, Project, Service } from 'shared-types/payload-types'

import { expectAccessible, publicRead, scrollThrough } from './support'

// What the test CMS was seeded with: the commune global's first-run values.
const COMMUNE_NAME = BUILT_IN_COMMUNE.name
const SLOGAN = BUILT_IN_COMMUNE.slogan
const MAYOR = BUILT_IN_COMMUNE.mayor.name

const hero = (page: Page) => page.getByRole('region', { name: COMMUNE_NAME })

const publishedAt = (news: News) => new Date(news.date ?? news.createdAt).getTime()

test.describe("page d'accueil", () => {
  test('héros : titre, slogan, photo du maire et les deux boutons', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(COMMUNE_NAME)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMMUNE_NAME)
    await expect(hero(page)).toContainText(SLOGAN)
    const portrait = hero(page).getByRole('img', { name: new RegExp(MAYOR) })
    await expect(portrait).toBeVisible()
    await expect(portrait).toHaveAttribute('width', /^\d+$/)

    await hero(page).getByRole('link', { name: 'Découvrir la commune' }).click()
    await expect(page).toHaveURL(/\/presentation\/?$/)
    await page.goBack()
    await hero(page).getByRole('link', { name: 'Espace citoyen' }).click()
    await expect(page).toHaveURL(/\/espace-citoyen\/?$/)
  })

  test('bandeau de chiffres et mot de bienvenue', async ({ page, request }) => {
    // The projects « En cours » are counted, not typed: the figure is what the projects page lists.
    const inProgress = (await publicRead<Project>(request, 'projects')).filter(
      (project) => project.status === 'IN_PROGRESS',
    ).length
    expect(inProgress).toBeGreaterThan(0)
    await page.goto('/')
    const figures = page.getByRole('region', { name: 'La commune en chiffres' }).getByTestId('key-figure')
    await expect(figures).toHaveCount(3)
    const expected = [
      ['18 500+', 'Habitants'],
      ['1965', 'Année de création'],
      [String(inProgress), 'Projets en cours'],
    ]
    for (const [index, [value, label]] of expected.entries()) {
      await expect(figures.nth(index).locator('dd')).toHaveText(value!)
      await expect(figures.nth(index).locator('dt')).toHaveText(label!)
    }
    const welcome = page.getByRole('region', { name: 'Mot de bienvenue' })
    await expect(welcome).toContainText('soyez les bienvenus')
    await expect(welcome).toContainText(MAYOR)
  })

  test('les services affichés sont ceux du CMS (six au plus)', async ({ page, request }) => {
    const services = (await publicRead<Service>(request, 'services')).slice(0, 6)
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Nos services' })
    const cards = section.getByRole('listitem')
    await expect(cards).toHaveCount(services.length)
    for (const [index, service] of services.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.title)
      await expect(card).toContainText(truncate(service.description))
      await expect(card.locator('svg').first()).toBeVisible()
      await expect(card.getByRole('link', { name: /En savoir plus/ })).toHaveAttribute(
        'href',
        `/services/${service.id}`,
      )
    }
    await expect(section.getByRole('link', { name: 'Voir tous les services' })).toHaveAttribute('href', '/services')
  })

  test('« Détails du projet » ouvre les détails de ce projet sur la page des projets', async ({ page, request }) => {
    const project = (await publicRead<Project>(request, 'projects'))[1]!
    await page.goto('/')
    const card = page
      .getByTestId('projects-preview')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: project.title, exact: true }) })
    await card.getByRole('link', { name: /Détails du projet/ }).click()
    await expect(page).toHaveURL(new RegExp(`/projets/initiatives#projet-${project.id}$`))
    const dialog = page.getByRole('dialog', { name: project.title })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(project.description)
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).click()
    await expect(dialog).toBeHidden()
    // Closed, the project's card (or its row in the full list) is where the address points.
    await expect(page.locator(`#projet-${project.id}`)).toContainText(project.title)
  })

  test('les projets portent leur statut et mènent à /projets', async ({ page, request }) => {
    const projects = (await publicRead<Project>(request, 'projects')).slice(0, 3)
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Nos projets' })
    const cards = section.getByTestId('projects-preview').getByRole('listitem')
    await expect(cards).toHaveCount(projects.length)
    for (const [index, project] of projects.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(project.title)
      await expect(card).toContainText(projectStatusBadge(project.status).label)
      if (project.budget) await expect(card).toContainText(formatFcfa(project.budget))
      await expect(card.getByRole('link', { name: /Détails du projet/ })).toHaveAttribute(
        'href',
        `/projets/initiatives#projet-${project.id}`,
      )
    }
    await expect(section.getByRole('link', { name: 'Voir tous les projets' })).toHaveAttribute('href', '/projets')
  })

  test('trois cartes d’actualités : les trois plus récentes du CMS, dates en français', async ({ page, request }) => {
    const news = await publicRead<News>(request, 'news')
    const latest = [...news].sort((a, b) => publishedAt(b) - publishedAt(a)).slice(0, 3)
    expect(latest).toHaveLength(3)
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Dernières nouvelles de la commune' })
    const cards = section.getByRole('article')
    await expect(cards).toHaveCount(3)
    for (const [index, item] of latest.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading')).toHaveText(item.title)
      const date = formatLongDate(item.date ?? item.createdAt)
      expect(date).toMatch(/^\d{1,2} [a-zéû]+ \d{4}$/)
      await expect(card.locator('time')).toHaveText(date)
      await expect(card).toContainText(excerpt(item.content))
      await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/)
      const more = card.getByRole('link', { name: /^Lire plus/ })
      await expect(more).toHaveAttribute('href', `/actualites/${item.id}`)
    }
    const all = section.getByRole('link', { name: 'Voir toutes les actualités' })
    await expect(all).toHaveAttribute('href', '/actualites')
    await all.click()
    await expect(page).toHaveURL(/\/actualites\/?$/)
  })

  test('investissements et partenariats : trois projets et la page Investir', async ({ page, request }) => {
    const investments = (await publicRead<Investment>(request, 'investments')).slice(0, 3)
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Investissements et partenariats' })
    const teasers = section.getByTestId('investment-teasers').getByRole('listitem')
    await expect(teasers).toHaveCount(investments.length)
    for (const [index, investment] of investments.entries()) {
      const teaser = teasers.nth(index)
      await expect(teaser.getByRole('link', { name: investment.title })).toHaveAttribute(
        'href',
        `/investissements/${investment.id}`,
      )
      await expect(teaser).toContainText(formatFcfa(investment.amount))
      await expect(teaser).toContainText(investmentStatusBadge(investment.status).label)
    }
    await expect(section.getByRole('link', { name: 'Découvrir les opportunités' })).toHaveAttribute(
      'href',
      '/investissements',
    )
  })

  test('le formulaire de contact est dans la section Contactez-nous', async ({ page }) => {
    await page.goto('/')
    const section = page.locator('#contact')
    await expect(section.getByRole('heading', { name: 'Contactez-nous' })).toBeVisible()
    await expect(section.getByRole('button', { name: 'Envoyer le message' })).toBeVisible()
  })

  test('aucune violation axe-core, images dimensionnées et en français', async ({ page }) => {
    await page.goto('/')
    await scrollThrough(page)
    // Each island hydrates once seen: bring each into view and wait, so axe checks the live DOM.
    for (const island of await page.locator('astro-island').all()) {
      await island.locator(':scope > *').first().scrollIntoViewIfNeeded()
      await expect(island).not.toHaveAttribute('ssr')
    }
    await expectAccessible(page)
    const images = await page.locator('main img').evaluateAll((nodes) =>
      (nodes as HTMLImageElement[]).map((img) => ({
        alt: img.alt,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      })),
    )
    expect(images.length).toBeGreaterThan(10)
    for (const image of images) {
      expect(image.alt.trim()).not.toBe('')
      expect(image.width).toMatch(/^\d+$/)
      expect(image.height).toMatch(/^\d+$/)
    }
  })
})
