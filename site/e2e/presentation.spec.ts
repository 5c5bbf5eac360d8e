import { expect, test } from '@playwright/test'

import { expectAccessible, scrollThrough } from './support'

test.describe('page Présentation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/presentation')
  })

  test('le maire, son portrait, l’histoire depuis 1965 et la culture', async ({ page }) => {
    await expect(page).toHaveTitle(/^Présentation de la commune \| /)
    await expect(page.getByRole('heading', { level: 1, name: 'Présentation de la commune' })).toBeVisible()

    const mayor = page.locator('#maire')
    await expect(mayor.getByRole('heading', { level: 2 })).toHaveText('Un maire au service de tous les habitants')
    await expect(mayor).toContainText('Vision et leadership')
    const portrait = mayor.getByRole('img', { name: /^Portrait de .+, maire de la commune$/ })
    await expect(portrait).toBeVisible()
    await expect(portrait).toHaveAttribute('width', '600')
    await expect(portrait).toHaveAttribute('height', '720')
    // The caption names the same person as the alternative text.
    const mayorName = (await portrait.getAttribute('alt'))!.replace(/^Portrait de (.+), maire de la commune$/, '$1')
    await expect(mayor.locator('figcaption')).toContainText(mayorName)

    const history = page.locator('#histoire')
    await expect(history.getByRole('heading', { level: 2 })).toHaveText('Histoire de la commune')
    await expect(history).toContainText('Créée en 1965')
    await expect(history.getByRole('listitem').first()).toContainText('1965')

    const culture = page.locator('#culture')
    await expect(culture.getByRole('heading', { level: 2 })).toHaveText('Culture et traditions')
    await expect(culture.getByRole('heading', { level: 3 })).toHaveCount(6)
    await expect(culture).toContainText('La teranga')

    const message = page.locator('#mot-du-maire')
    await expect(message.getByRole('heading', { level: 2 })).toHaveText('Le mot du maire')
    await expect(message.locator('blockquote')).toContainText(
      'Ensemble, bâtissons une commune prospère, solidaire et durable.',
    )
    await expect(message.locator('figcaption')).toContainText(mayorName)
  })

  test('population : 18 500+ habitants, tranches d’âge lisibles en texte, communautés', async ({ page }) => {
    const population = page.locator('#population')
    await expect(population.getByRole('heading', { level: 2 })).toHaveText('Population')
    await expect(population).toContainText('18 500+ habitants')

    const chart = population.locator('figure')
    await expect(chart.locator('figcaption')).toHaveText('Répartition par tranche d’âge')
    const bands = chart.getByRole('listitem')
    await expect(bands).toHaveText([
      /^0-14 ans\s*35\s%$/,
      /^15-34 ans\s*30\s%$/,
      /^35-59 ans\s*25\s%$/,
      /^60 ans et plus\s*10\s%$/,
    ])
    // The bars repeat the visible values: hidden from assistive technologies.
    const bars = chart.locator('svg')
    await expect(bars).toHaveCount(4)
    for (const bar of await bars.all()) await expect(bar).toHaveAttribute('aria-hidden', 'true')
    // Bars are proportional: a full track is the whole population.
    const widths = await chart
      .locator('svg rect:nth-child(2)')
      .evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('width'))))
    expect(widths).toEqual([35, 30, 25, 10])

    await expect(population.getByRole('heading', { name: 'Une mosaïque de communautés' })).toBeVisible()
    await expect(population.getByRole('list', { name: 'Communautés de la commune' }).getByRole('listitem')).toHaveText([
      'Wolofs',
      'Sérères',
      'Peuls',
      'Autres communautés',
    ])
  })

  test('éducation : préscolaire, élémentaire et CEM', async ({ page }) => {
    const education = page.locator('#population')
    await expect(education.getByRole('heading', { level: 3, name: 'Éducation' })).toBeVisible()
    await expect(education).toContainText('125 élèves au préscolaire')
    await expect(education).toContainText('581 élèves à l’élémentaire')
    await expect(education).toContainText('Répartis dans 4 écoles élémentaires.')
    await expect(education).toContainText('361 élèves au CEM')
    await expect(education).toContainText('ratio de 36 élèves par classe')
  })

  test('activités économiques : élevage, 22 commerces, agriculture', async ({ page }) => {
    const economy = page.locator('#economie')
    await expect(economy.getByRole('heading', { level: 2 })).toHaveText('Activités économiques')
    await expect(economy.getByRole('heading', { level: 3 })).toHaveText([
      'Agriculture',
      'Élevage',
      'Commerce',
      'Artisanat et services',
    ])
    const herds = await economy
      .locator('dl > div')
      .evaluateAll((items) =>
        items.map((item) => [
          item.querySelector('dt')!.textContent,
          item.querySelector('dd')!.textContent!.replace(/\s/g, ' '),
        ]),
      )
    expect(herds).toEqual([
      ['Volaille', '4 500'],
      ['Bovins', '400'],
      ['Caprins', '300'],
      ['Ovins', '180'],
      ['Porcins', '25'],
    ])
    await expect(economy).toContainText('22 commerces animent la vie économique')
    await expect(economy).toContainText('le mil, l’arachide')
  })

  test('le sommaire mène à chaque section', async ({ page }) => {
    const toc = page.getByRole('navigation', { name: 'Sur cette page' })
    await expect(toc.getByRole('link')).toHaveText([
      'Le maire',
      'Histoire',
      'Culture et traditions',
      'Population',
      'Activités économiques',
      'Le mot du maire',
    ])
    await toc.getByRole('link', { name: 'Activités économiques' }).click()
    await expect(page).toHaveURL(/#economie$/)
    await expect(page.locator('#economie').getByRole('heading', { level: 2 })).toBeInViewport()
  })

  test('aucune violation axe-core, sans JavaScript au-delà de la barre de navigation', async ({ page }) => {
    await scrollThrough(page)
    await expect(page.locator('astro-island')).toHaveCount(0)
    await expectAccessible(page)
    // Every image has its size and a French text alternative.
    for (const image of await page.locator('main img').all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/)
      await expect(image).toHaveAttribute('height', /^\d+$/)
      await expect(image).toHaveAttribute('alt', /\S/)
    }
  })
})
