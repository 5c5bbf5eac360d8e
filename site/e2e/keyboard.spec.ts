import { expect, test, type Page } from '@playwright/test'

import { FOCUS_RING_MIN_CONTRAST, tabThroughPage } from './focusRing'

/** The focused element lies wholly inside the viewport, below the fixed navigation bar. */
async function focusedInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const box = document.activeElement!.getBoundingClientRect()
    const bar = document.getElementById('navbar')!.getBoundingClientRect().bottom
    return box.width > 0 && box.top >= bar && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth
  })
}

// Without motion the navigation bar changes colour at once and the cards do not fade in, so every
// ring is measured against the colours a visitor finally sees.
test.use({ reducedMotion: 'reduce' })

test.describe('clavier', () => {
  // The home page crosses the header, the hero, the dark investment band and the footer; the
  // investment page its hero, the investors' card and a dark closing band.
  for (const path of ['/', '/investissements']) {
    test(`${path} : chaque contour de focus a un contraste d’au moins 3:1 avec le fond réel`, async ({ page }) => {
      test.setTimeout(90_000)
      await page.goto(path)
      const checks = await tabThroughPage(page)
      expect(checks.length, 'éléments atteints au clavier').toBeGreaterThan(15)
      // The walk crossed dark green surfaces (header, hero, footer), where the rings used to fade.
      expect(
        checks.filter((check) => check.darkestLuminance < 0.06).length,
        'éléments sur fond vert foncé',
      ).toBeGreaterThan(3)
      expect(checks.filter((check) => check.contrast < FOCUS_RING_MIN_CONTRAST).map((check) => check.summary)).toEqual(
        [],
      )
    })
  }

  test('après « Voir plus de projets », le focus est sur la première nouvelle carte, à l’écran', async ({ page }) => {
    await page.goto('/investissements')
    const more = page.getByRole('button', { name: 'Voir plus de projets' })
    await more.focus()
    await page.keyboard.press('Enter')
    const first = page.locator('#projets-prioritaires [data-investment-item]').nth(3).getByRole('link')
    await expect(first).toBeFocused()
    await expect.poll(() => focusedInView(page), { timeout: 5_000 }).toBe(true)
  })
})

test.describe('menu des téléphones', () => {
  test.skip(({ isMobile }) => !isMobile, 'menu des téléphones')

  test('plus haut que l’écran, il défile ; Tab reste dans la barre et le menu ; Échap le ferme et rend le focus', async ({
    page,
  }) => {
    // A short screen (a phone held sideways): the menu is taller than what is left under the bar.
    await page.setViewportSize({ width: 390, height: 420 })
    await page.goto('/')
    const toggle = page.locator('#menu-toggle')
    await expect(toggle).toHaveAccessibleName('Ouvrir le menu')
    await toggle.focus()
    await page.keyboard.press('Enter')
    const menu = page.locator('#menu-mobile')
    await expect(menu).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveAccessibleName('Fermer le menu')
    for (const name of ['Projets', 'Services']) await menu.getByRole('button', { name }).click()

    // The menu fits the screen and scrolls: its last link can be brought into view.
    const box = (await menu.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(420)
    expect(await menu.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true)
    const admin = menu.getByRole('link', { name: 'Administration' })
    await admin.scrollIntoViewIfNeeded()
    await expect(admin).toBeInViewport()

    // Tab never leaves the bar and the menu for the page hidden behind it.
    await toggle.focus()
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => {
        const active = document.activeElement
        return active === document.body || Boolean(active?.closest('#navbar'))
      })
      expect(inside, `Tab n° ${step + 1} reste dans la barre ou le menu`).toBe(true)
    }

    await menu.getByRole('link').first().focus()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    // Closed, the page behind is reachable again.
    await expect(page.locator('main')).not.toHaveAttribute('inert')
  })

  test.describe('sans JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('le menu s’ouvre et montre tous ses liens', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto('/')
      await page.getByRole('link', { name: 'Ouvrir le menu' }).click()
      const menu = page.locator('#menu-mobile')
      await expect(menu).toBeVisible()
      for (const name of ['Accueil', 'Plan quinquennal', 'Santé', 'Administration']) {
        const link = menu.getByRole('link', { name, exact: true })
        await link.scrollIntoViewIfNeeded()
        await expect(link).toBeVisible()
      }
    })
  })
})
