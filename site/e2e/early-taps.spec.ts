import { expect, test, type Page } from '@playwright/test'
import { CONTACT_SENT, MESSAGES } from 'shared-types'

/**
 * On slow mobile data an island's or a plain script may arrive seconds after its markup: a tap
 * meanwhile is not lost. Each test holds the script of a component back (its file bears the
 * component's name: `ShareButton.astro_astro_type_script_….js` for a plain one), taps, then lets it through.
 */
async function holdScript(page: Page, component: string): Promise<() => void> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/_astro/${component}.*.js`, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test.describe('un geste avant le chargement du script n’est pas perdu', () => {
  test('galerie : une photo touchée s’ouvre en grand sans attendre la visionneuse', async ({ page }) => {
    await holdScript(page, 'GalleryLightbox')
    await page.goto('/#galerie')
    const first = page.getByTestId('gallery-grid').getByRole('link').first()
    const href = (await first.getAttribute('href'))!
    expect(href).toMatch(/\.(webp|svg|mp4|webm)$|\/api\//)
    await first.click()
    await expect(page).toHaveURL(new URL(href, page.url()).href)
  })

  test('partage : le bouton n’apparaît qu’une fois prêt', async ({ page }) => {
    const release = await holdScript(page, 'NewsArticleView')
    await page.goto('/actualites')
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Lire plus/ })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByTestId('news-article').locator('footer').scrollIntoViewIfNeeded()
    const share = page.getByRole('button', { name: 'Partager' })
    await expect(share).toBeHidden()
    const button = page.getByTestId('news-article').locator('button:has-text("Partager")')
    await expect(button).toHaveCount(1)
    // Nor can the keyboard reach it: it takes no focus, so no Enter is swallowed either.
    expect(
      await button.evaluate((element: HTMLButtonElement) => {
        element.focus()
        return document.activeElement === element
      }),
    ).toBe(false)
    release()
    await expect(share).toBeVisible()
    await expect(share).toHaveAttribute('data-ready', '')
  })

  test('lettre d’information : l’adresse tapée avant le script est gardée, et l’inscription attend le script', async ({
    page,
  }) => {
    const release = await holdScript(page, 'NewsletterForm')
    const posted: string[] = []
    await page.route('**/api/newsletter-subscribers', (route) => {
      posted.push(route.request().postData() ?? '')
      return route.fulfill({
        status: 202,
        contentType: 'application/json',
        body: JSON.stringify({ message: MESSAGES.newsletterCheckInbox }),
      })
    })
    // A plain module script held back holds the page's load event too: the page is used as soon as it is drawn.
    await page.goto('/actualites', { waitUntil: 'commit' })
    const box = page.getByTestId('newsletter')
    const field = box.getByLabel('Votre adresse email')
    const subscribe = box.getByRole('button', { name: "S'abonner" })
    await field.fill('awa.ndiaye@exemple.sn')
    // Sending now would let the browser put the address in the page's address: neither the button
    // nor Enter in the field sends the form.
    await expect(subscribe).toBeDisabled()
    await field.press('Enter')
    await expect(field).toHaveValue('awa.ndiaye@exemple.sn')
    expect(new URL(page.url()).search).toBe('')
    release()
    await expect(subscribe).toBeEnabled()
    await expect(field).toHaveValue('awa.ndiaye@exemple.sn')
    await field.press('Enter')
    await expect(box.getByRole('status')).toHaveText(MESSAGES.newsletterCheckInbox)
    expect(posted.map((body) => JSON.parse(body))).toEqual([{ email: 'awa.ndiaye@exemple.sn' }])
    expect(new URL(page.url()).search).toBe('')
  })

  test('contact : la saisie faite avant le script est gardée, et l’envoi attend le script', async ({ page }) => {
    const release = await holdScript(page, 'ContactForm')
    await page.route('**/api/contact-messages', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ message: CONTACT_SENT }) }),
    )
    await page.goto('/#contact')
    const form = page.locator('#contact form')
    await form.getByLabel('Nom complet').fill('Awa Ndiaye')
    await form.getByLabel('Email').fill('awa.ndiaye@exemple.sn')
    await form.getByLabel('Sujet').fill('Horaires')
    await form.getByLabel('Message').fill("Quels sont les horaires de l'état civil ?")
    const send = form.getByRole('button', { name: 'Envoyer le message' })
    // Sending now would let the browser put the message in the page's address: it waits.
    await expect(send).toBeDisabled()
    release()
    await expect(send).toBeEnabled()
    await expect(form.getByLabel('Sujet')).toHaveValue('Horaires')
    await send.click()
    await expect(page.locator('#contact').getByRole('status')).toHaveText(CONTACT_SENT)
    expect(new URL(page.url()).search).toBe('')
  })
})
