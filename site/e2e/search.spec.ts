import { expect, test } from '@playwright/test'
import type { News, Procedure } from 'shared-types/payload-types'

import { SEARCH_PAGE } from '../src/content/search'
import { expectAccessible, publicRead } from './support'

/**
 * The site's search, on the built site and its static index: a procedure found by one of its words
 * and opened where it is; a phrase found the same with and without its accents; the navbar's field
 * (or link, where the bar has no room); « Aucun résultat » that says what to try.
 */
const results = (page: import('@playwright/test').Page) => page.locator('#recherche-resultats > li')

test('une démarche se trouve par un de ses mots et s’ouvre à sa place', async ({ page, request }) => {
  const procedures = await publicRead<Procedure>(request, 'procedures')
  const procedure = procedures.find((candidate) => /légalisation/i.test(candidate.title))!
  await page.goto(`${SEARCH_PAGE.path}?q=${encodeURIComponent('légalisation')}`)
  await expect(page.getByRole('status')).toHaveText(/^\d+ résultats? pour « légalisation »$/)
  const found = results(page).filter({ has: page.getByRole('link', { name: procedure.title, exact: true }) })
  await expect(found).toHaveCount(1)
  await expect(found.locator('[data-field="type"]')).toHaveText('Démarche')
  await expect(found.locator('mark').first()).toHaveText(/légalisation/i)
  await expectAccessible(page)

  await found.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/espace-citoyen/demarches#demarche-${procedure.id}$`))
  await expect(page.getByRole('heading', { name: procedure.title, exact: true })).toBeInViewport()
})

test('une phrase avec ou sans accents trouve la même actualité', async ({ page, request }) => {
  const news = await publicRead<News>(request, 'news')
  const article = news.find((candidate) => /élèves/.test(candidate.title))!
  const titles = async (query: string) => {
    await page.goto(`${SEARCH_PAGE.path}?q=${encodeURIComponent(query)}`)
    await expect(page.getByRole('status')).toContainText('résultat')
    return results(page).getByRole('link').allTextContents()
  }
  const withAccents = await titles('rentrée des élèves')
  expect(withAccents[0]).toBe(article.title)
  expect(await titles('rentree des eleves')).toEqual(withAccents)
  await results(page).getByRole('link', { name: article.title }).click()
  await expect(page).toHaveURL(new RegExp(`/actualites/${article.id}$`))
})

test('la barre de navigation mène aux résultats : un champ sur grand écran, la loupe ailleurs', async ({ page, isMobile }) => {
  if (isMobile) {
    await page.goto('/actualites')
    await page.getByRole('link', { name: SEARCH_PAGE.title, exact: true }).click()
    await page.getByRole('searchbox', { name: SEARCH_PAGE.label, exact: true }).fill('forage')
  } else {
    // A wide screen has room for the field itself (2xl, 1536 px and more).
    await page.setViewportSize({ width: 1600, height: 900 })
    await page.goto('/actualites')
    await page.getByRole('searchbox', { name: SEARCH_PAGE.title, exact: true }).fill('forage')
  }
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/recherche\?q=forage$/)
  await expect(page.getByRole('searchbox', { name: SEARCH_PAGE.label, exact: true })).toHaveValue('forage')
  await expect(page.getByRole('status')).toHaveText(/résultats? pour « forage »/)
  await expect(results(page).first()).toBeVisible()
})

test('« Aucun résultat » dit quoi essayer', async ({ page }) => {
  await page.goto(`${SEARCH_PAGE.path}?q=zzyzxqwv`)
  await expect(page.getByRole('status')).toHaveText(SEARCH_PAGE.noResults('zzyzxqwv'))
  await expect(page.getByText(SEARCH_PAGE.noResultsHelp)).toBeVisible()
  await expect(results(page)).toHaveCount(0)
  await expectAccessible(page)
})
