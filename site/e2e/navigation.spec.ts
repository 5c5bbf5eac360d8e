import { expect, test } from '@playwright/test'

import { expectAccessible } from './support'

/** The widths the bar is checked at: phones, tablets, the common laptop and desktop screens, a large one. */
const BAR_WIDTHS = [320, 390, 768, 1024, 1280, 1366, 1440, 1536, 1920, 2560]

test.describe('barre de navigation et pied de page', () => {
  test('aucune commande de la barre n’en chevauche une autre ni ne sort de l’écran, de 320 à 2560 px', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'la largeur est donnée par le test lui-même')
    for (const width of BAR_WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      // Every control a visitor can see in the bar, with its box and whether a tap at its centre reaches it.
      const controls = await page.locator('#navbar nav').evaluate((nav) =>
        [...nav.querySelectorAll<HTMLElement>('a, button, input')]
          .filter(
            (control) =>
              control.checkVisibility({ visibilityProperty: true }) && control.getBoundingClientRect().width > 0,
          )
          .map((control) => {
            const box = control.getBoundingClientRect()
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
            const name =
              (control.getAttribute('aria-label') ?? control.textContent ?? '').trim() ||
              control.getAttribute('placeholder') ||
              control.tagName
            return {
              name: name.replace(/\s+/g, ' '),
              left: box.left,
              right: box.right,
              top: box.top,
              bottom: box.bottom,
              reached: Boolean(hit && control.contains(hit)),
            }
          }),
      )
      expect(controls.length, `${width} px`).toBeGreaterThan(2)
      for (const control of controls) {
        expect(control.left, `${width} px : « ${control.name} » sort à gauche`).toBeGreaterThanOrEqual(0)
        expect(control.right, `${width} px : « ${control.name} » sort à droite`).toBeLessThanOrEqual(width)
        expect(control.reached, `${width} px : « ${control.name} » est recouvert`).toBe(true)
      }
      for (const [index, a] of controls.entries()) {
        for (const b of controls.slice(index + 1)) {
          const overlap =
            Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
            Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
          expect(overlap, `${width} px : « ${a.name} » chevauche « ${b.name} »`).toBe(false)
        }
      }
    }
  })

  test('devient blanche avec une ombre au-delà de 10 px de défilement', async ({ page }) => {
    await page.goto('/')
    const navbar = page.locator('#navbar')
    await expect(navbar).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 11))
    await expect(navbar).toHaveAttribute('data-scrolled', 'true')
    await expect(navbar).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await page.evaluate(() => window.scrollTo(0, 5))
    await expect(navbar).toHaveAttribute('data-scrolled', 'false')
  })

  test('le pied de page donne les horaires et l’année en cours', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('Lundi - Vendredi')
    await expect(footer).toContainText('8h - 16h')
    await expect(footer).toContainText('9h - 12h')
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  })

  test('menu mobile : accordéons et lien Administration au clavier', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'menu des téléphones')
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const menu = page.locator('#menu-mobile')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/login')
    const projets = menu.getByRole('button', { name: 'Projets' })
    await projets.focus()
    await page.keyboard.press('Enter')
    await expect(projets).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Plan quinquennal' })).toBeVisible()
    await menu.getByRole('button', { name: 'Services' }).click()
    await expect(menu.getByRole('link', { name: 'Plan quinquennal' })).toBeHidden()
    await expect(menu.getByRole('link', { name: 'Santé' })).toBeVisible()
    await expectAccessible(page)
  })

  test('sous-menus du bureau au clavier, Échap les referme', async ({ page, isMobile }) => {
    test.skip(isMobile, 'menu des grands écrans')
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0)
    const caret = page.getByRole('button', { name: 'Afficher le sous-menu Services' })
    await caret.focus()
    await page.keyboard.press('Enter')
    const infrastructures = page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Infrastructures' })
    await expect(infrastructures).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Éducation' }).first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(caret).toBeFocused()
    await expect(infrastructures).toBeHidden()
  })
})
