import { expect, type Locator, type Page, test } from '@playwright/test'
import { codeIn, waitForSms } from 'cms/test-sms-gateway'
import { SMS_MESSAGES, SMS_TOPIC_OPTIONS } from 'shared-types'
import { displayPhone } from 'shared-types/smsText'

import { expectAccessible } from './support'

// docs/product/public-pages.md#sms-alerts: a citizen on a 390 px phone subscribes a number to the
// SMS, reading the codes from the SMS the CMS sent (global-setup.ts: a stand-in of Orange's API
// keeping each SMS in SMS_DIR), then stops them. Run on the phone only (playwright.config.ts).
const smsDir = (): string => process.env.SMS_DIR!

/** A Senegalese mobile number of this run, one per test (`index`), as typed and as the CMS sends to it. */
function uniquePhone(index: number): { typed: string; international: string } {
  const digits = `1${String(Date.now()).slice(-5)}${index}`
  const typed = `77 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`
  return { typed, international: `+22177${digits}` }
}

/** The code of the newest SMS to `phone` sent after `since` (ISO time). */
const codeSentTo = async (phone: string, since: string): Promise<string> =>
  codeIn(await waitForSms(smsDir(), phone, (sms) => sms.receivedAt >= since))

/** Waits until the page's script has enabled its buttons (it marks the first form `data-ready`). */
async function readySteps(main: Locator): Promise<void> {
  await expect(main.locator('form[data-sms-request]')).toHaveAttribute('data-ready', '')
}

/** Asks for a code for `phone` and checks the second step: the CMS's sentence, the focus on the code. */
async function askCode(page: Page, phone: string, sent: string): Promise<string> {
  const main = page.locator('main')
  const since = new Date().toISOString()
  await main.getByLabel('Numéro de mobile').fill(phone)
  await main.getByRole('button', { name: 'Recevoir le code' }).click()
  await expect(main.getByRole('status')).toHaveText(sent)
  await expect(main.getByLabel('Code reçu par SMS')).toBeFocused()
  await expect(main.getByRole('button', { name: 'Renvoyer le code' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Changer de numéro' })).toBeVisible()
  await expectAccessible(page)
  return since
}

test.describe('alertes par SMS', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('du pied de page à l’inscription, un code faux puis le bon, puis l’arrêt', async ({ page }) => {
    const phone = uniquePhone(1)
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Alertes par SMS' }).click()
    await expect(page).toHaveURL(/\/sms$/)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Recevoir les alertes par SMS')
    await readySteps(main)
    await expectAccessible(page)

    for (const topic of SMS_TOPIC_OPTIONS) await expect(main.getByRole('checkbox', { name: topic.label })).toBeChecked()
    const place = main.getByLabel('Village ou quartier (facultatif)')
    const places = await place.locator('option').allTextContents()
    expect(places[0]).toBe('Toute la commune')
    if (places.length > 1) await place.selectOption({ label: places[1]! })
    const since = await askCode(page, phone.typed, SMS_MESSAGES.codeSent(displayPhone(phone.international)))
    const code = await codeSentTo(phone.international, since)

    // A wrong code (the right one with its last digit changed): said at the field, four tries left.
    const field = main.getByLabel('Code reçu par SMS')
    await field.fill(`${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}`)
    await main.getByRole('button', { name: 'Confirmer' }).click()
    await expect(main.getByRole('alert').filter({ hasText: SMS_MESSAGES.codeWrong(4) })).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(SMS_MESSAGES.codeWrong(4))
    await expectAccessible(page)

    await field.fill(code)
    await main.getByRole('button', { name: 'Confirmer' }).click()
    await expect(main.getByRole('status')).toHaveText(SMS_MESSAGES.subscribed)
    await expect(main.getByRole('status')).toBeFocused()
    await expect(main.getByRole('button', { name: 'Confirmer' })).toBeHidden()
    await expectAccessible(page)

    // How to stop, said once subscribed: the page every SMS links to.
    await main.getByRole('link', { name: 'Ne plus recevoir de SMS' }).click()
    await expect(page).toHaveURL(/\/sms\/arret$/)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ne plus recevoir de SMS')
    await expect(main).toContainText('guichet de la mairie')
    await readySteps(main)
    await expectAccessible(page)
    const stopSince = await askCode(page, phone.typed, SMS_MESSAGES.stopCodeSent(displayPhone(phone.international)))
    await main.getByLabel('Code reçu par SMS').fill(await codeSentTo(phone.international, stopSince))
    await main.getByRole('button', { name: 'Arrêter les SMS' }).click()
    await expect(main.getByRole('status')).toHaveText(SMS_MESSAGES.stopped)
    await expect(main.getByRole('status')).toBeFocused()
    await expectAccessible(page)
  })

  test('un numéro mal formé : la phrase du CMS à côté du champ, le numéro gardé', async ({ page }) => {
    await page.goto('/sms')
    const main = page.locator('main')
    await readySteps(main)
    const field = main.getByLabel('Numéro de mobile')
    await field.fill('12 34')
    await main.getByRole('button', { name: 'Recevoir le code' }).click()
    await expect(main.getByRole('alert').filter({ hasText: SMS_MESSAGES.phoneInvalid })).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(`Par exemple : 77 123 45 67 ${SMS_MESSAGES.phoneInvalid}`)
    await expect(field).toHaveValue('12 34')
    await expect(field).toBeFocused()
    await expect(main.getByLabel('Code reçu par SMS')).toBeHidden()
    await expectAccessible(page)
  })
})
