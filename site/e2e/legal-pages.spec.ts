import { expect, test } from '@playwright/test'

import { LEGAL_PAGES, builtHtml, builtPages, hasPublicFooter, onePagePerKind } from './pages'
import { expectAccessible } from './support'

/**
 * The legal pages: built from the CMS's editorial pages, linked from the footer of every public
 * page, readable (one h1, sections under it) and accessible.
 */
const FOOTER_LINKS = 'nav[aria-label="Informations légales"]'

test.describe('pages légales', () => {
  test('le pied de page de chaque page construite les relie toutes', () => {
    const pages = builtPages().filter(hasPublicFooter)
    expect(pages.length).toBeGreaterThan(20)
    for (const pagePath of pages) {
      const html = builtHtml(pagePath)
      const nav = html.slice(html.indexOf('aria-label="Informations légales"'))
      expect(html, pagePath).toContain('aria-label="Informations légales"')
      for (const legal of LEGAL_PAGES) expect(nav, `${pagePath} → ${legal.path}`).toContain(`href="${legal.path}"`)
    }
  })

  test('chaque sorte de page y mène par son pied de page', async ({ page }) => {
    test.setTimeout(3 * 60_000)
    const kinds = onePagePerKind().filter(hasPublicFooter)
    for (const [index, pagePath] of kinds.entries()) {
      await page.goto(pagePath)
      const footer = page.locator('footer').locator(FOOTER_LINKS)
      for (const legal of LEGAL_PAGES) {
        await expect(footer.getByRole('link', { name: legal.title, exact: true }), pagePath).toHaveAttribute(
          'href',
          legal.path,
        )
      }
      // Each kind of page follows one of the links, in turn.
      const legal = LEGAL_PAGES[index % LEGAL_PAGES.length]!
      await footer.getByRole('link', { name: legal.title, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${legal.path}$`))
      await expect(page.getByRole('heading', { level: 1 }), `${pagePath} → ${legal.path}`).toHaveText(legal.title)
    }
  })

  for (const legal of LEGAL_PAGES) {
    test(`${legal.title} : titre, fil d’Ariane, sections et accessibilité`, async ({ page }) => {
      await page.goto(legal.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title)
      await expect(
        page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Accueil' }),
      ).toHaveAttribute('href', '/')
      // Sections are h2 under the page's one h1.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      expect(await page.locator('article.rich-text h2').count()).toBeGreaterThan(0)
      await expectAccessible(page)
    })
  }

  test('disent ce que la loi et la commune promettent aux citoyens', async ({ page }) => {
    await page.goto('/donnees-personnelles')
    const body = page.locator('article')
    await expect(body).toContainText('loi n° 2008-12 du 25 janvier 2008')
    await expect(body).toContainText('Commission de protection des données personnelles (CDP)')
    await expect(body.getByRole('link', { name: 'www.cdp.sn' })).toHaveAttribute('rel', 'noopener noreferrer')
    await page.goto('/accessibilite')
    await expect(page.locator('article')).toContainText('partiellement conforme')
    await page.goto('/mentions-legales')
    await expect(page.getByRole('heading', { level: 2, name: 'Directeur de la publication' })).toBeVisible()
    await page.locator('article').getByRole('link', { name: 'Données personnelles' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Données personnelles')
  })
})
