import { expect, test } from '@playwright/test'
import { codeIn, waitForSms } from 'cms/test-sms-gateway'

import { admin } from './admin-support'
import { cmsUrl } from './support'

// docs/product/sms.md#alerts: in the panel, staff see whom an SMS alert reaches and what it costs,
// the text exactly as it leaves, and confirm before it goes (codes and SMS read from SMS_DIR).
test.describe('alertes SMS dans le panneau', () => {
  test.skip(({ isMobile }) => isMobile, 'un seul passage suffit : le panneau est celui de Payload')

  test('le personnel voit les destinataires, le coût et le texte envoyé, puis confirme l’envoi', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const smsDir = process.env.SMS_DIR!
    // A citizen of this run, subscribed as on the site: the form's call, the code received, typed.
    const phone = `+22178${String(Date.now()).slice(-7)}`
    const since = new Date().toISOString()
    const asked = await request.post(cmsUrl('/api/sms-subscribers'), { data: { phone, topics: ['alertes'] } })
    expect(asked.status()).toBe(202)
    const code = codeIn(await waitForSms(smsDir, phone, (sms) => sms.receivedAt >= since))
    expect((await request.post(cmsUrl('/api/sms-subscribers/confirm'), { data: { phone, code } })).status()).toBe(200)

    await page.goto(cmsUrl('/admin'))
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(admin().email)
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(admin().password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('link', { name: 'Messages de contact' }).first()).toBeVisible({ timeout: 30_000 })
    await page.goto(cmsUrl('/admin/collections/sms-alerts/create'))
    const message = `Coupure d’eau demain à Keur Ali ${Date.now().toString(36)}`
    await page.getByRole('textbox', { name: /^Texte de l’alerte/ }).fill(message)
    const estimate = page.getByRole('status').filter({ hasText: 'Texte envoyé' })
    await expect(estimate).toContainText(/\d+ abonnés? recevr(a|ont) 1 SMS (chacun )?: \d+ SMS au total\./)
    // Without accents, as it leaves: one message of 160 characters at most.
    await expect(estimate).toContainText(`Coupure d'eau demain a Keur Ali`)

    await page.getByRole('button', { name: 'Sauvegarder' }).click()
    await expect(page.getByText('Cochez la case de confirmation').first()).toBeVisible()
    await page.getByRole('checkbox', { name: /J’ai vérifié le nombre de destinataires/ }).check()
    await page.getByRole('button', { name: 'Sauvegarder' }).click()
    const sms = await waitForSms(smsDir, phone, (each) => each.text.includes('Keur Ali'), 30_000)
    expect(sms.text).toMatch(/^Commune de Darou Salam - Alerte : Coupure d'eau demain a Keur Ali/)

    // The numbers, for administrators: how many receive SMS, the export, the number itself.
    await page.goto(cmsUrl('/admin/collections/sms-subscribers'))
    const tools = page.getByRole('region', { name: 'Outils des abonnés SMS' })
    await expect(tools).toContainText(/\d+ numéros? inscrits?, \d+ arrêtés?/)
    await expect(tools.getByRole('link', { name: 'Télécharger la liste (CSV)' })).toBeVisible()
    await expect(page.getByRole('link', { name: phone })).toBeVisible()
  })
})
