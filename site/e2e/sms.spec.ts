import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { expect, type Locator, type Page, test } from '@playwright/test'
import { freePort, waitUntilAnswering } from 'cms/test-server'
import { codeIn, waitForSms } from 'cms/test-sms-gateway'
import { SMS_MESSAGES, SMS_TOPIC_OPTIONS } from 'shared-types'
import { displayPhone } from 'shared-types/smsText'

import { scrollsSidewaysAtDoubleText } from './newsletter-support'
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

/**
 * The e2e build has no alert banner, and one in every page would change what every other test sees
 * (and weighs). So the banner's way to /sms is followed on a build of its own, against a stand-in of
 * the CMS that answers the banner as a clerk saved it, switched on now (every other read takes the
 * build's fallback, as when the CMS is out of reach), served like the main build.
 */
test.describe('depuis le bandeau d’alerte', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  const siteDir = path.resolve(import.meta.dirname, '..')
  const astro = path.join(siteDir, 'node_modules/.bin/astro')
  const outDir = path.join(siteDir, 'dist-sms-bandeau')
  const message = 'Coupure d’eau à Keur Ali : le réseau est fermé pendant les travaux du forage.'
  let cms: Server | undefined
  let preview: ChildProcess | undefined
  let siteUrl = ''

  test.beforeAll(async () => {
    test.setTimeout(3 * 60_000)
    const now = Date.now()
    const banner = {
      createdAt: new Date(now).toISOString(),
      active: true,
      level: 'info',
      message,
      start: new Date(now - 3_600_000).toISOString(),
      end: new Date(now + 86_400_000).toISOString(),
    }
    cms = createServer((request, response) => {
      const isBanner = request.url?.startsWith('/api/globals/alert-banner') ?? false
      response.writeHead(isBanner ? 200 : 404, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(isBanner ? banner : { message: 'Introuvable' }))
    })
    await new Promise<void>((resolve) => cms!.listen(0, '127.0.0.1', resolve))
    const cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`
    const env = { ...process.env, SITE_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' }
    // Not spawnSync: the stand-in answers from this process, which must stay free while the build reads it.
    const build = spawn(astro, ['build'], {
      cwd: siteDir,
      env: { ...env, CMS_URL: cmsUrl },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    build.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString()
    })
    const [status] = await once(build, 'exit')
    expect(status, errors).toBe(0)
    const port = await freePort()
    siteUrl = `http://127.0.0.1:${port}`
    preview = spawn(astro, ['preview', '--ignore-lock', '--port', String(port), '--host', '127.0.0.1'], {
      cwd: siteDir,
      env,
      detached: true,
      stdio: 'ignore',
    })
    await waitUntilAnswering(`${siteUrl}/robots.txt`, preview, 60_000)
  })

  test.afterAll(async () => {
    if (preview?.exitCode === null && preview.pid) {
      process.kill(-preview.pid, 'SIGTERM')
      await once(preview, 'exit')
    }
    cms?.close()
  })

  test('son lien « Recevoir les alertes par SMS », au clavier, lisible à 200 %', async ({ page }) => {
    await page.goto(`${siteUrl}/`)
    const banner = page.getByRole('status').filter({ hasText: message })
    await expect(banner).toBeVisible()
    const link = banner.getByRole('link', { name: 'Recevoir les alertes par SMS' })
    await expect(link).toHaveAttribute('href', '/sms')
    await expectAccessible(page, '[data-alert-banner]')
    expect(await scrollsSidewaysAtDoubleText(page)).toBe(false)
    const box = await link.boundingBox()
    expect(box!.x + box!.width, 'le lien tient dans l’écran à 200 %').toBeLessThanOrEqual(390)

    // Reached with Tab from the top of the page, followed with Enter.
    for (let presses = 0; presses < 12 && !(await link.evaluate((node) => node === document.activeElement)); presses++)
      await page.keyboard.press('Tab')
    await expect(link).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/sms$/)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Recevoir les alertes par SMS')
    await readySteps(main)
    await expectAccessible(page)
  })
})
