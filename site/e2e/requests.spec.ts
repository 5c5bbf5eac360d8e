import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test'
import { waitForMail } from 'cms/test-mailbox'
import { waitForSms } from 'cms/test-sms-gateway'
import sharp from 'sharp'
import {
  CITIZEN_REQUEST_LABELS as LABELS,
  CITIZEN_REQUEST_MESSAGES as MESSAGES,
  CITIZEN_REQUEST_NOTIFICATIONS,
  CITIZEN_REQUEST_SCRIPT_LABELS as DRAWN,
  REQUEST_BENEFICIARY_LABELS,
  REQUEST_FORM_PATH,
  REQUEST_STATE_LABELS,
  requestFieldInputName,
} from 'shared-types'
import type { Procedure } from 'shared-types/payload-types'

import { recordSentFiles, staffAccount } from './admin-support'
import { nuErrorsOfRendered } from './nu'
import { expectDocumentPictograms } from './pictograms'
import { adminRead, cmsUrl, expectAccessible, publicRead } from './support'

// docs/product/requests.md: a citizen on a 390 px phone asks for a birth certificate extract online,
// gets a reference (on the page, by SMS from the stand-in of Orange's API in SMS_DIR, by e-mail from
// the test SMTP server in MAIL_DIR), follows it on /suivi while an agent moves it on in the panel;
// the same form without JavaScript and without a network. Run on the phone only (playwright.config.ts).
const PROCEDURE = "Extrait d'acte de naissance"
const REFERENCE = /^DS-\d{4}-\d{5,7}$/

/** A Senegalese mobile number of this run, one per test (`index`), as typed and as the CMS sends to it. */
function uniquePhone(index: number): { typed: string; international: string; digits: string } {
  const digits = `2${String(Date.now()).slice(-5)}${index}`
  return {
    typed: `77 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
    international: `+22177${digits}`,
    digits: digits.slice(-4),
  }
}

/**
 * A phone photo: large and heavy (noise does not compress), so that the page makes it lighter; or,
 * `small`, one a phone without JavaScript sends as it is.
 */
async function phonePhoto(small = false) {
  const [width, height] = small ? [800, 600] : [3200, 2400]
  const buffer = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 92 })
    .toBuffer()
  return { name: 'piece-identite.jpg', mimeType: 'image/jpeg', buffer }
}

async function birthProcedure(request: APIRequestContext): Promise<Procedure> {
  const procedure = (await publicRead<Procedure>(request, 'procedures')).find((each) => each.title === PROCEDURE)
  expect(procedure?.onlineRequest?.enabled, `${PROCEDURE} ouverte aux demandes en ligne`).toBe(true)
  return procedure!
}

/** A label of the form as drawn, « obligatoire » or « facultatif » said in words. */
const labelled = (text: string, required: boolean) => `${text} (${required ? LABELS.required : LABELS.optional})`

/** Fills the form as a citizen: who asks, for whom, then each field of the procedure by its kind. */
async function fillForm(
  main: Locator,
  procedure: Procedure,
  phone: string,
  photo: Awaited<ReturnType<typeof phonePhoto>>,
  email?: string,
): Promise<void> {
  await main.getByLabel(labelled(LABELS.name, true), { exact: true }).fill('Awa Ndiaye')
  await main.getByLabel(labelled(LABELS.phone, true), { exact: true }).fill(phone)
  if (email) await main.getByLabel(labelled(LABELS.email, false), { exact: true }).fill(email)
  await main.getByRole('radio', { name: REQUEST_BENEFICIARY_LABELS.relative }).check()
  await main.getByLabel(LABELS.relation).fill('mère')
  for (const field of procedure.onlineRequest?.fields ?? []) {
    const input = main.locator(`[name="${requestFieldInputName(field.id!)}"]`)
    if (field.kind === 'file') await input.setInputFiles(photo)
    else if (field.kind === 'date') await input.fill('1994-03-12')
    else if (field.kind === 'number') await input.fill(String(field.min ?? 1))
    else if (field.kind === 'choice') await input.selectOption(field.options![0]!)
    else if (field.kind === 'phone') await input.fill('77 000 00 00')
    else await input.fill('Ndiaye')
  }
}

/** The reference on the receipt, which has taken the form's place and the focus. */
async function receiptReference(main: Locator): Promise<string> {
  const receipt = main.getByRole('region', { name: LABELS.receiptTitle })
  await expect(receipt).toBeVisible({ timeout: 30_000 })
  await expect(receipt).toBeFocused()
  const reference = (await receipt.locator('[data-slot="reference"]').textContent())?.trim() ?? ''
  expect(reference).toMatch(REFERENCE)
  return reference
}

/** Follows the request on /suivi with its reference (typed loosely) and the phone's last four digits. */
async function track(page: Page, reference: string, digits: string): Promise<Locator> {
  await page.goto('/suivi')
  const main = page.locator('main')
  await expect(main.locator('form[data-track-form]')).toHaveAttribute('data-ready', '')
  await main.getByLabel(LABELS.reference).fill(reference.toLowerCase().replaceAll('-', ' '))
  await main.getByLabel(LABELS.digits).fill(digits)
  await main.getByRole('button', { name: LABELS.trackSubmit }).click()
  const result = main.getByRole('region', { name: reference })
  await expect(result).toBeFocused()
  return result
}

test.describe('demandes en ligne', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('de la démarche au reçu, par SMS et e-mail, puis le suivi pendant qu’un agent la rend prête', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000)
    const procedure = await birthProcedure(request)
    const phone = uniquePhone(1)
    const email = `demandeur.${Date.now().toString(36)}@exemple.sn`
    const rendered = new Map<string, string>()

    await page.goto('/espace-citoyen/demarches')
    const card = page.locator('article[data-procedure]').filter({ has: page.getByRole('heading', { name: PROCEDURE }) })
    await card.getByRole('link', { name: MESSAGES.onlineButton }).click()
    await expect(page).toHaveURL(new RegExp(`${REQUEST_FORM_PATH(procedure.id)}$`))
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.formTitle(PROCEDURE))
    await expect(main.locator('form[data-request-form]')).toHaveAttribute('data-ready', '')
    // What to bring, each document with its pictogram (docs/product/citizen-space.md#pictograms).
    await expectDocumentPictograms(main.locator('[data-documents]'), procedure)
    await expectAccessible(page)

    // Sent empty: every point in a summary that takes the focus, each said beside its field.
    await main.getByRole('button', { name: LABELS.submit }).click()
    const summary = main.locator('#demande-erreurs')
    await expect(summary).toBeFocused()
    await expect(summary).toContainText(MESSAGES.nameRequired)
    const name = main.getByLabel(labelled(LABELS.name, true), { exact: true })
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription(MESSAGES.nameRequired)
    await expectAccessible(page)
    rendered.set('formulaire avec erreurs', await page.content())

    // The proof of work is solved from the first touch; the photo leaves lighter than chosen.
    const sentFiles = await recordSentFiles(page)
    await page.reload()
    await expect(main.locator('form[data-request-form]')).toHaveAttribute('data-ready', '')
    const photo = await phonePhoto()
    await fillForm(main, procedure, phone.typed, photo, email)
    await expect(main.locator('form[data-request-form]')).toHaveAttribute('data-proof', 'ready', { timeout: 15_000 })
    const since = new Date().toISOString()
    await main.getByRole('button', { name: LABELS.submit }).click()
    const reference = await receiptReference(main)
    const receipt = main.getByRole('region', { name: LABELS.receiptTitle })
    await expect(receipt).toContainText(DRAWN.spelled(reference))
    await expect(receipt).toContainText(DRAWN.notifiedSmsAndEmail)
    await expect(receipt).toContainText(LABELS.bring)
    await expectDocumentPictograms(receipt.locator('[data-slot="bring"]'), procedure)
    const photos = (await sentFiles()).filter((file) => file.type.startsWith('image/'))
    for (const sent of photos) expect(sent.size).toBeLessThan(photo.buffer.length)
    await expectAccessible(page)
    rendered.set('reçu', await page.content())

    const sms = await waitForSms(process.env.SMS_DIR!, phone.international, (each) => each.receivedAt >= since, 30_000)
    expect(sms.text).toContain(reference)
    const mail = await waitForMail(
      process.env.MAIL_DIR!,
      (each) => each.to.includes(email) && each.subject === CITIZEN_REQUEST_NOTIFICATIONS.receivedSubject(reference),
      30_000,
    )
    expect(mail.text).toContain(reference)

    // The receipt's link opens the request at once, and the key leaves the address bar.
    await receipt.getByRole('link', { name: LABELS.trackLink }).click()
    await expect(main.getByRole('region', { name: reference })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/suivi\\?ref=${reference}$`))
    await expect(main.locator('[aria-current="step"]')).toContainText(REQUEST_STATE_LABELS.received)

    // An agent d'état civil moves it to « Prête à retirer » in the panel, with a message.
    const agent = await staffAccount(request, 'Agent état civil', 'demandes', 'agent')
    const staff = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' })
    try {
      const panel = await staff.newPage()
      await panel.goto(cmsUrl('/admin/login'))
      await panel.getByRole('textbox', { name: /^E-mail/ }).fill(agent.email)
      await panel.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(agent.password)
      await panel.getByRole('button', { name: 'Se connecter' }).click()
      await expect(panel).not.toHaveURL(/\/login/, { timeout: 30_000 })
      const [stored] = await adminRead<{ id: number | string }>(
        request,
        'citizen-requests',
        `&where[reference][equals]=${reference}`,
      )
      await panel.goto(cmsUrl(`/admin/collections/citizen-requests/${stored!.id}`))
      await panel.locator('#field-state .rs__control').click()
      await panel.getByRole('option', { name: REQUEST_STATE_LABELS.ready, exact: true }).click()
      // The first: the history's past messages below carry the same label.
      await panel
        .getByRole('textbox', { name: /^Message au demandeur/ })
        .first()
        .fill('Venez avec votre pièce d’identité.')
      const changed = new Date().toISOString()
      await panel.getByRole('button', { name: 'Sauvegarder' }).click()
      await expect(panel.getByText(/succès|enregistré/i).first()).toBeVisible({ timeout: 15_000 })

      const news = await waitForSms(
        process.env.SMS_DIR!,
        phone.international,
        (each) => each.receivedAt >= changed && each.text.includes(reference),
        30_000,
      )
      expect(news.text).toContain('Prete a retirer')
    } finally {
      await staff.close()
      await agent.remove()
    }

    // The citizen follows it with the reference and the last four digits: ready, where, what to bring.
    const result = await track(page, reference, phone.digits)
    const current = result.locator('[aria-current="step"]')
    await expect(current).toContainText(REQUEST_STATE_LABELS.ready)
    await expect(current).toContainText('Venez avec votre pièce d’identité.')
    await expect(current).toContainText(/\d{1,2} \p{L}+ \d{4} à \d{2}:\d{2}/u)
    await expect(result.getByRole('heading', { name: LABELS.ready })).toBeVisible()
    await expect(result).toContainText(LABELS.cost)
    await expectAccessible(page)
    rendered.set('suivi avec étapes', await page.content())

    // Wrong digits: the same answer as an unknown reference.
    await page
      .locator('main')
      .getByLabel(LABELS.digits)
      .fill(String((Number(phone.digits) + 1) % 10_000).padStart(4, '0'))
    await page.locator('main').getByRole('button', { name: LABELS.trackSubmit }).click()
    await expect(page.locator('#suivi-erreurs')).toBeFocused()
    await expect(page.locator('#suivi-erreurs')).toContainText(MESSAGES.notFound)
    await expectAccessible(page)

    expect(nuErrorsOfRendered(rendered)).toEqual([])
  })

  test('sans JavaScript, le formulaire part et la mairie répond avec la référence', async ({ browser, request }) => {
    const procedure = await birthProcedure(request)
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    try {
      const page = await context.newPage()
      await page.goto(REQUEST_FORM_PATH(procedure.id))
      await fillForm(page.locator('main'), procedure, uniquePhone(2).typed, await phonePhoto(true))
      await page.locator('main').getByRole('button', { name: LABELS.submit }).click()
      await expect(page.locator('body')).toContainText(/DS-\d{4}-\d{5,7}/, { timeout: 30_000 })
    } finally {
      await context.close()
    }
  })

  test('hors ligne, la demande est gardée sur le téléphone et part à la page suivante', async ({
    page,
    context,
    request,
  }) => {
    const procedure = await birthProcedure(request)
    await page.goto(REQUEST_FORM_PATH(procedure.id))
    const main = page.locator('main')
    await expect(main.locator('form[data-request-form]')).toHaveAttribute('data-ready', '')
    await fillForm(main, procedure, uniquePhone(3).typed, await phonePhoto(true))
    await context.setOffline(true)
    await main.getByRole('button', { name: LABELS.submit }).click()
    await expect(main.getByRole('status').filter({ hasText: MESSAGES.offlineSaved })).toBeFocused()

    await context.setOffline(false)
    await page.goto('/espace-citoyen')
    const escaped = MESSAGES.offlineSent('§').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.offlineSent('').slice(0, 30) })).toHaveText(
      new RegExp(escaped.replace('§', 'DS-\\d{4}-\\d{5,7}')),
      { timeout: 30_000 },
    )
    expect(await page.evaluate(() => localStorage.getItem('demandes-en-attente'))).toBeNull()
  })
})
