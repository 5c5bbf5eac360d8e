import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { expect, test } from '@playwright/test'
import type { News, Procedure } from 'shared-types/payload-types'

import { SEARCH_PAGE } from '../src/content/search'
import { outDir } from './pages'
import { ONE_WIDTH_IS_ENOUGH, expectAccessible, publicRead } from './support'

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
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ résultats? pour « légalisation »$/)
  const found = results(page).filter({ has: page.getByRole('link', { name: procedure.title, exact: true }) })
  await expect(found).toHaveCount(1)
  await expect(found.locator('[data-field="type"]')).toHaveText('Démarche')
  await expect(found.locator('mark').first()).toHaveText(/légalisation/i)
  await expectAccessible(page)

  await found.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/espace-citoyen/demarches#demarche-${procedure.id}$`))
  await expect(page.getByRole('heading', { name: procedure.title, exact: true })).toBeInViewport()
})

test('une phrase avec ou sans accents trouve la même actualité', async ({ page, request, isMobile }) => {
  test.skip(!isMobile, ONE_WIDTH_IS_ENOUGH)
  const news = await publicRead<News>(request, 'news')
  const article = news.find((candidate) => /élèves/.test(candidate.title))!
  const titles = async (query: string) => {
    await page.goto(`${SEARCH_PAGE.path}?q=${encodeURIComponent(query)}`)
    await expect(page.getByRole('main').getByRole('status')).toContainText('résultat')
    return results(page).getByRole('link').allTextContents()
  }
  const withAccents = await titles('rentrée des élèves')
  expect(withAccents[0]).toBe(article.title)
  expect(await titles('rentree des eleves')).toEqual(withAccents)
  await results(page).getByRole('link', { name: article.title }).click()
  await expect(page).toHaveURL(new RegExp(`/actualites/${article.id}$`))
})

test('la barre de navigation mène aux résultats : un champ sur grand écran, la loupe ailleurs', async ({
  page,
  isMobile,
}) => {
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
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/résultats? pour « forage »/)
  await expect(results(page).first()).toBeVisible()
})

test('« Aucun résultat » dit quoi essayer', async ({ page, isMobile }) => {
  test.skip(!isMobile, ONE_WIDTH_IS_ENOUGH)
  await page.goto(`${SEARCH_PAGE.path}?q=zzyzxqwv`)
  await expect(page.getByRole('main').getByRole('status')).toHaveText(SEARCH_PAGE.noResults('zzyzxqwv'))
  await expect(page.getByText(SEARCH_PAGE.noResultsHelp)).toBeVisible()
  await expect(results(page)).toHaveCount(0)
  await expectAccessible(page)
})

test('les noms de fichiers des images ne sont pas des mots de la recherche', ({ isMobile }) => {
  test.skip(!isMobile, ONE_WIDTH_IS_ENOUGH)
  // Pagefind indexes each page's `image`, by default the first picture's address (« …_ZzOXNO.jpg »):
  // a nonsense word sharing a hash's first letters would then find every page showing that picture.
  const fragmentDir = path.join(outDir, 'pagefind', 'fragment')
  const fragments = readdirSync(fragmentDir).map(
    (file) =>
      JSON.parse(
        gunzipSync(readFileSync(path.join(fragmentDir, file)))
          .toString('utf8')
          .replace(/^pagefind_dcd/, ''),
      ) as { url: string; meta: Record<string, string> },
  )
  expect(fragments.length, 'des pages indexées').toBeGreaterThan(20)
  expect(
    fragments.filter((fragment) => fragment.meta.image).map((fragment) => `${fragment.url} : ${fragment.meta.image}`),
  ).toEqual([])
})

/**
 * The relevance set: what citizens type, and the rank at which the page they look for must come at
 * the latest. Titles and staff keywords count far more than body text; small words count for
 * nothing; accents, case and a typo or two do not matter.
 */
const RELEVANCE: { query: string; expected: RegExp; rank: number }[] = [
  { query: 'acte de naissance', expected: /^Extrait d'acte de naissance$/, rank: 1 },
  { query: 'certificat residence', expected: /^Certificat de résidence$/, rank: 1 },
  { query: "carte d'identite", expected: /^Carte nationale d'identité$/, rank: 1 },
  // « permis de construire » is a staff keyword of « Autorisation de construire », not in its title.
  {
    query: 'permis de construire',
    expected: /^(Autorisation de construire|Formulaire de demande de permis de construire)$/,
    rank: 2,
  },
  { query: 'extrai naissanse', expected: /^Extrait d'acte de naissance$/, rank: 3 },
  { query: 'ecole', expected: /^Écoles élémentaires et préscolaire$/, rank: 3 },
  { query: 'budget', expected: /^Budget primitif 2025$/, rank: 3 },
]

test.describe('des résultats dans l’ordre que les citoyens attendent', () => {
  // The ranking does not depend on the width of the screen: checked once.
  test.skip(({ isMobile }) => isMobile, 'un seul passage')

  for (const { query, expected, rank } of RELEVANCE) {
    test(`« ${query} » : la page attendue au rang ${rank} au plus`, async ({ page }) => {
      await page.goto(`${SEARCH_PAGE.path}?q=${encodeURIComponent(query)}`)
      await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ résultats? pour/)
      const titles = await results(page).getByRole('link').allTextContents()
      const found = titles.findIndex((title) => expected.test(title.trim()))
      expect(found, `résultats : ${titles.join(' | ')}`).toBeGreaterThanOrEqual(0)
      expect(found + 1, `résultats : ${titles.join(' | ')}`).toBeLessThanOrEqual(rank)
    })
  }

  test('les petits mots ne trouvent rien seuls et ne sont jamais surlignés', async ({ page }) => {
    await page.goto(`${SEARCH_PAGE.path}?q=${encodeURIComponent('acte de naissance')}`)
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ résultats? pour/)
    const marked = await results(page).locator('mark').allTextContents()
    expect(marked.length).toBeGreaterThan(0)
    for (const word of marked)
      expect(word.toLowerCase().replace(/[^\p{L}]/gu, ''), `« ${word} » surligné`).not.toMatch(/^(de|des|du|d)$/)
    // « de » alone matches no page (« Demande » included).
    await page.goto(`${SEARCH_PAGE.path}?q=de`)
    await expect(page.getByRole('main').getByRole('status')).toHaveText(SEARCH_PAGE.noResults('de'))
    await expect(results(page)).toHaveCount(0)
  })

  test('une recherche faite depuis la page de recherche s’affiche sans recharger la page, et le retour revient aux précédents', async ({
    page,
  }) => {
    await page.goto(SEARCH_PAGE.path)
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    const field = page.getByRole('searchbox', { name: SEARCH_PAGE.label, exact: true })
    await field.fill('budget')
    await field.press('Enter')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ résultats? pour « budget »$/)
    await field.fill('certificat residence')
    await field.press('Enter')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      /^\d+ résultats? pour « certificat residence »$/,
    )
    await expect(page).toHaveURL(/\?q=certificat\+residence$/)
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
    await page.goBack()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ résultats? pour « budget »$/)
    await expect(field).toHaveValue('budget')
  })
})

test('un résultat mène à sa carte, entière sous la barre de navigation', async ({ page }) => {
  await page.goto(`${SEARCH_PAGE.path}?q=${encodeURIComponent('certificat de résidence')}`)
  await results(page).first().getByRole('link').click()
  await expect(page).toHaveURL(/\/espace-citoyen\/demarches#demarche-\d+$/)
  const card = page.locator(':target').locator('xpath=ancestor::article[1]')
  await expect(card).toBeInViewport()
  // The bar is fixed at the top: the card's top edge must be below it, not under it.
  await expect
    .poll(async () => {
      const [cardTop, barBottom] = await Promise.all([
        card.evaluate((element) => element.getBoundingClientRect().top),
        page.locator('#navbar').evaluate((bar) => bar.getBoundingClientRect().bottom),
      ])
      return cardTop - barBottom
    })
    .toBeGreaterThanOrEqual(0)
})
