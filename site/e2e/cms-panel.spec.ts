import { expect, test } from '@playwright/test'

import { admin, uniqueTitle } from './admin-support'
import { cmsUrl } from './support'

/**
 * The CMS's own panel (Payload, at the CMS's /admin): in French, and the place where staff read
 * what visitors send, which the site's screens do not list.
 */
test.describe('panneau d’administration du CMS', () => {
  test.skip(({ isMobile }) => isMobile, 'un seul passage suffit : le panneau est celui de Payload')

  test('en français : connexion, puis messages de contact et abonnés lisibles', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000)
    const subject = uniqueTitle('Demande de certificat', testInfo.project.name)
    const subscriber = `lecteur.${Date.now().toString(36)}@example.sn`
    expect((await request.post(cmsUrl('/api/contact-messages'), { data: { name: 'Awa Ndiaye', email: 'awa.ndiaye@example.sn', subject, message: 'Bonjour, quels documents faut-il fournir ?' } })).status()).toBe(201)
    expect((await request.post(cmsUrl('/api/newsletter-subscribers'), { data: { email: subscriber } })).status()).toBe(201)

    await page.goto(cmsUrl('/admin'))
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(admin().email)
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(admin().password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('link', { name: 'Messages de contact' }).first()).toBeVisible({ timeout: 30_000 })

    await page.goto(cmsUrl('/admin/collections/contact-messages'))
    const row = page.getByRole('row').filter({ hasText: subject })
    await expect(row).toContainText('Awa Ndiaye')
    await row.getByRole('link', { name: subject }).click()
    await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue('Bonjour, quels documents faut-il fournir ?')

    await page.goto(cmsUrl('/admin/collections/newsletter-subscribers'))
    await expect(page.getByRole('row').filter({ hasText: subscriber })).toBeVisible()
  })
})
