import { expect, test } from '@playwright/test'

import { expectAccessible } from './support'

test.describe('page introuvable', () => {
  test('un chemin inconnu : 404, message, deux boutons, noindex et chemin journalisé', async ({ page }) => {
    const path = `/page-inexistante-${Date.now()}`
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/')
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)

    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erreur 404 : Page introuvable')
    await expect(page.getByText("La page que vous recherchez n'existe pas ou a été déplacée.")).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await expect.poll(() => errors).toContain(`404 : page introuvable ${path}`)

    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/')
    const back = page.getByRole('button', { name: 'Page précédente' })
    await expect(back).toBeVisible()
    await expectAccessible(page)
    await back.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/$/)
  })

  test('sans page précédente, seul le retour à l’accueil est proposé', async ({ page }) => {
    await page.goto('/aucune/page/ici')
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Page précédente' })).toBeHidden()
    await page.getByRole('link', { name: "Retour à l'accueil" }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('une page sans îlot : le script de la 404 reste minuscule', async ({ page }) => {
    const scripts: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url())
    })
    await page.goto('/introuvable')
    await page.waitForLoadState('networkidle')
    // Neither the live renderers nor Vite's preload helper are downloaded for a plain 404.
    expect(scripts.some((url) => /newsDetail|serviceDetail|LiveFallbackStarter/.test(url))).toBe(false)
  })
})
