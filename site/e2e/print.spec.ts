import { expect, test, type Locator, type Page } from '@playwright/test'

import { builtPages } from './pages'

/**
 * Printing: a procedure or a service taken to the town hall on paper. The page's content in black
 * on white, without the navigation bar or the footer's menus, every link's address written out,
 * on one or two A4 sheets.
 */

const MAX_SHEETS = 2

/** What the stylesheet writes after a link on paper (its `::after`), as the browser computed it. */
const writtenAfter = (link: Locator) => link.evaluate((element) => getComputedStyle(element, '::after').content)

/** The number of A4 sheets the page prints on (the pages of Chromium's PDF). */
async function printedSheets(page: Page): Promise<number> {
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true })
  return (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length
}

test.describe('impression', () => {
  test('une démarche imprimée : ni barre de navigation ni menus du pied de page, les adresses des liens écrites', async ({
    page,
  }) => {
    await page.goto('/espace-citoyen/demarches')
    const online = page.getByRole('link', { name: /^Sur le portail national/ }).first()
    const contact = page.getByRole('main').getByRole('link', { name: 'contactez la mairie' })
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible()
    expect(await writtenAfter(online)).toBe('none')

    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden()
    for (const name of ['Liens rapides', 'Services', 'Informations légales']) {
      const menu = page.getByRole('contentinfo').getByRole('navigation', { name, exact: true, includeHidden: true })
      await expect(menu).toHaveCount(1)
      await expect(menu).toBeHidden()
    }
    // The town hall's address and hours stay at the foot of the sheet.
    await expect(page.getByRole('contentinfo').getByText("Horaires d'ouverture")).toBeVisible()

    expect(await writtenAfter(online)).toBe(`" (${await online.getAttribute('href')})"`)
    expect(await writtenAfter(contact)).toBe('" (/espace-citoyen/contact)"')
    // Black on white, the green title band included.
    const heading = page.getByRole('heading', { level: 1 })
    expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)')
    expect(await heading.evaluate((element) => getComputedStyle(element.closest('section')!).backgroundImage)).toBe(
      'none',
    )
  })

  test('les démarches, le contact et chaque page des services tiennent sur une ou deux feuilles A4', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'une seule impression suffit : le PDF ne dépend pas de l’écran')
    const services = builtPages().filter((path) => /^\/services(\/|$)/.test(path))
    expect(services.length).toBeGreaterThan(1)
    for (const path of ['/espace-citoyen/demarches', '/espace-citoyen/contact', ...services]) {
      await page.goto(path)
      expect.soft(await printedSheets(page), `${path} imprimée`).toBeLessThanOrEqual(MAX_SHEETS)
    }
  })
})
