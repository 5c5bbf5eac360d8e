import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type Locator, type Page, test } from '@playwright/test'
import { MESSAGES, NEWSLETTER_PAGES, NEWSLETTER_TOPIC_OPTIONS } from 'shared-types'

import {
  confirmationLink,
  readyForm,
  scrollsSidewaysAtDoubleText,
  uniqueAddress,
  unsubscribeLink,
} from './newsletter-support'
import { builtHtml, outDir } from './pages'
import { expectAccessible, ONE_WIDTH_IS_ENOUGH, onDesktop } from './support'

// docs/product/news.md#newsletter: sign up (news pages, every footer), confirm from the e-mail's
// link with chosen topics, unsubscribe from a letter's link. The citizen is on a 390 px phone.
test.describe('lettre d’information', () => {
  test.skip(onDesktop, ONE_WIDTH_IS_ENOUGH)

  /** Subscribes from the form given and checks what the citizen is told happens next. */
  async function subscribe(form: Locator, email: string) {
    await readyForm(form)
    await form.getByLabel('Votre adresse email').fill(email)
    await form.getByRole('button', { name: "S'abonner" }).click()
    const status = form.getByRole('status')
    await expect(status).toHaveText(MESSAGES.newsletterCheckInbox)
    await expect(status).toBeVisible()
    // The mail pictogram beside the sentence.
    await expect(status.locator('svg')).toBeVisible()
    await expect(form.getByLabel('Votre adresse email')).toHaveValue('')
  }

  test('depuis une actualité : la suite est dite en clair, la même pour une adresse déjà inscrite', async ({
    page,
  }, testInfo) => {
    await page.goto('/actualites')
    const form = page.getByTestId('newsletter').locator('form')
    const email = uniqueAddress('actualite', testInfo.project.name)
    await subscribe(form, email)
    await expectAccessible(page, '[data-testid="newsletter"]')
    await subscribe(form, email.toUpperCase())
    await expect(form.getByRole('alert')).toHaveText('')

    await form.getByLabel('Votre adresse email').fill('awa@exemple')
    await form.getByRole('button', { name: "S'abonner" }).click()
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.invalidEmail)
    await expect(form.getByLabel('Votre adresse email')).toHaveValue('awa@exemple')
    await expectAccessible(page, '[data-testid="newsletter"]')
  })

  test('depuis le pied de page : un formulaire léger, empilé sur le téléphone', async ({ page }, testInfo) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/agenda')
    const footer = page.getByTestId('newsletter-footer')
    const form = footer.locator('form')
    await readyForm(form)
    // Until a form is used, only its starter is fetched: the full script comes on first use.
    expect(scripts.filter((url) => url.includes('NewsletterScript'))).toEqual([])
    const field = footer.getByLabel('Votre adresse email')
    const button = footer.getByRole('button', { name: "S'abonner" })
    await expect(field).toHaveAttribute('id', 'pied-lettre-email')
    const [fieldBox, buttonBox] = [await field.boundingBox(), await button.boundingBox()]
    expect(buttonBox!.y, 'le bouton sous le champ à 390 px').toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height)
    await subscribe(form, uniqueAddress('pied', testInfo.project.name))
    expect(scripts.filter((url) => url.includes('NewsletterScript'))).toHaveLength(1)
    await expectAccessible(page, '[data-testid="newsletter-footer"]')
    expect(await scrollsSidewaysAtDoubleText(page)).toBe(false)
  })

  test('trop d’inscriptions : le message du CMS tel quel, l’adresse gardée', async ({ page }) => {
    const tooMany = 'Trop de demandes depuis cette connexion. Veuillez réessayer dans quelques minutes.'
    await page.route('**/api/newsletter-subscribers', (route) =>
      route.fulfill({ status: 429, json: { message: tooMany } }),
    )
    await page.goto('/presentation')
    const form = page.getByTestId('newsletter-footer').locator('form')
    await readyForm(form)
    await form.getByLabel('Votre adresse email').fill('awa.ndiaye@exemple.sn')
    await form.getByLabel('Votre adresse email').press('Enter')
    await expect(form.getByRole('alert')).toHaveText(tooMany)
    await expect(form.getByLabel('Votre adresse email')).toHaveValue('awa.ndiaye@exemple.sn')
    await expect(form.getByLabel('Votre adresse email')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('button', { name: "S'abonner" })).not.toHaveAttribute('aria-disabled')
    await expectAccessible(page, '[data-testid="newsletter-footer"]')
  })

  test('sur une actualité, les deux formulaires ont des identifiants uniques', async ({ page }) => {
    await page.goto('/actualites')
    await expect(page.locator('#newsletter-email')).toHaveCount(1)
    await expect(page.locator('#pied-lettre-email')).toHaveCount(1)
    const ids = await page.locator('[id]').evaluateAll((nodes) => nodes.map((node) => node.id))
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })

  test('du courriel à la confirmation, puis au désabonnement', async ({ page, request }, testInfo) => {
    test.setTimeout(8 * 60_000)
    await page.goto('/')
    const email = uniqueAddress('parcours', testInfo.project.name)
    await subscribe(page.getByTestId('newsletter-footer').locator('form'), email)

    await page.goto(await confirmationLink(email))
    const boxes = page.getByRole('checkbox')
    await expect(boxes).toHaveCount(NEWSLETTER_TOPIC_OPTIONS.length)
    for (const box of await boxes.all()) await expect(box).toBeChecked()
    await expectAccessible(page)
    // Only the culture news and the alerts.
    for (const topic of NEWSLETTER_TOPIC_OPTIONS.filter((t) => !['actualites-culture', 'alertes'].includes(t.value)))
      await page.getByRole('checkbox', { name: topic.label }).uncheck()
    await page.getByRole('button', { name: 'Confirmer mon inscription' }).click()
    await expect(page.locator('main').getByRole('status')).toHaveText(MESSAGES.newsletterConfirmed)
    await expect(page.getByRole('button', { name: 'Confirmer mon inscription' })).toBeHidden()
    await expectAccessible(page)

    await page.goto(await unsubscribeLink(request, email, 'culture'))
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Me désabonner' }).click()
    await expect(page.locator('main').getByRole('status')).toHaveText(MESSAGES.newsletterUnsubscribed)
    await expect(page.locator('main').getByRole('status')).toBeFocused()
    await expectAccessible(page)
    // The address is erased: the same link pressed again says the same, and nothing else.
    await page.reload()
    await page.getByRole('button', { name: 'Me désabonner' }).click()
    await expect(page.locator('main').getByRole('status')).toHaveText(MESSAGES.newsletterUnsubscribed)
  })

  /** The link's own error, beside the sign-up form's (empty) one. */
  const linkError = (page: Page) => page.locator('main [role="alert"]', { hasText: MESSAGES.newsletterLinkInvalid })

  test('un lien faux ou expiré : l’erreur en français, et de quoi se réinscrire', async ({ page }) => {
    await page.goto(`${NEWSLETTER_PAGES.confirm}?abonne=999999&jeton=${'x'.repeat(32)}`)
    await page.getByRole('button', { name: 'Confirmer mon inscription' }).click()
    await expect(linkError(page)).toBeVisible()
    await expect(page.getByRole('heading', { name: "S'inscrire de nouveau" })).toBeVisible()
    await expectAccessible(page)

    await page.goto(`${NEWSLETTER_PAGES.unsubscribe}?abonne=999999&jeton=${'x'.repeat(32)}`)
    await page.getByRole('button', { name: 'Me désabonner' }).click()
    await expect(linkError(page)).toBeVisible()
    await expectAccessible(page)
  })

  test('un lien incomplet le dit, et la confirmation propose de se réinscrire', async ({ page }) => {
    await page.goto(`${NEWSLETTER_PAGES.confirm}?abonne=12`)
    await expect(page.getByText('Ce lien est incomplet')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Confirmer mon inscription' })).toBeHidden()
    const signup = page.locator('[data-link-signup] form')
    await expect(signup.getByLabel('Votre adresse email')).toBeVisible()
    await expectAccessible(page)
    await page.goto(NEWSLETTER_PAGES.unsubscribe)
    await expect(page.getByText('Ce lien est incomplet')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Me désabonner' })).toBeHidden()
    await expectAccessible(page)
  })

  test('au clavier seul : un bouton occupé pendant l’envoi, qui n’envoie jamais deux fois', async ({ page }) => {
    const sent: unknown[] = []
    let answer: () => void = () => undefined
    await page.route('**/api/newsletter-subscribers/confirm', async (route) => {
      sent.push(route.request().postDataJSON())
      await new Promise<void>((resolve) => (answer = resolve))
      await route.fulfill({ status: 200, json: { message: MESSAGES.newsletterConfirmed } })
    })
    await page.goto(`${NEWSLETTER_PAGES.confirm}?abonne=7&jeton=abc`)
    const form = page.locator('form[data-newsletter-link]')
    await expect(form).toHaveAttribute('data-ready', '')
    const boxes = await page.getByRole('checkbox').all()
    // No topic: said at once, nothing sent.
    for (const box of boxes) {
      await box.focus()
      await page.keyboard.press('Space')
    }
    await page.keyboard.press('Tab')
    const button = page.getByRole('button', { name: 'Confirmer mon inscription' })
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main').getByRole('alert')).toHaveText(MESSAGES.newsletterTopicsRequired)
    await expect(boxes[0]!).toBeFocused()
    await page.keyboard.press('Space')
    for (let step = 0; step < boxes.length; step += 1) await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Envoi en cours...' })).toHaveAttribute('aria-disabled', 'true')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expectAccessible(page)
    answer()
    await expect(page.locator('main').getByRole('status')).toHaveText(MESSAGES.newsletterConfirmed)
    await expect(page.locator('main').getByRole('status')).toBeFocused()
    expect(sent).toEqual([{ subscriber: '7', token: 'abc', topics: [NEWSLETTER_TOPIC_OPTIONS[0]!.value] }])
    expect(await scrollsSidewaysAtDoubleText(page)).toBe(false)
  })

  test('les pages des liens restent hors des moteurs, de la recherche, du plan du site et du hors-ligne', () => {
    const sitemaps = readdirSync(outDir).filter((name) => /^sitemap.*\.xml$/.test(name))
    for (const pagePath of Object.values(NEWSLETTER_PAGES)) {
      const html = builtHtml(pagePath)
      expect(html).toContain('<meta name="robots" content="noindex">')
      expect(html).not.toContain('data-pagefind-body')
      // No OfflineNotice: a noindex page does not install the offline worker.
      expect(html).not.toContain('data-offline-notice')
      for (const file of sitemaps) expect(readFileSync(path.join(outDir, file), 'utf8')).not.toContain(pagePath)
    }
  })
})
