import { expect, test } from '@playwright/test'

import { expectAccessible } from './support'

test.describe('barre de navigation et pied de page', () => {
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
    const infrastructures = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Infrastructures' })
    await expect(infrastructures).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Éducation' }).first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(caret).toBeFocused()
    await expect(infrastructures).toBeHidden()
  })
})
