import { expect, test, type Page } from '@playwright/test'
import { CONTACT_SENT } from 'shared-types'

/**
 * On slow mobile data an island's script may arrive seconds after its markup: a tap meanwhile is
 * not lost. Each test holds the island's script back, taps, then lets it through.
 */
async function holdIsland(page: Page, component: string): Promise<() => void> {
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
    await holdIsland(page, 'GalleryLightbox')
    await page.goto('/#galerie')
    const first = page.getByTestId('gallery-grid').getByRole('link').first()
    const href = (await first.getAttribute('href'))!
    expect(href).toMatch(/\.(webp|svg|mp4|webm)$|\/api\//)
    await first.click()
    await expect(page).toHaveURL(new URL(href, page.url()).href)
  })

  test('partage : le bouton n’apparaît qu’une fois prêt', async ({ page }) => {
    const release = await holdIsland(page, 'ShareButton')
    await page.goto('/actualites')
    await page.getByRole('main').getByRole('link', { name: /^Lire plus/ }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The island loads once its place is on screen: bring the article's end into view.
    await page.getByTestId('news-article').locator('footer').scrollIntoViewIfNeeded()
    const share = page.getByRole('button', { name: 'Partager' })
    await expect(share).toBeHidden()
    await expect(page.getByTestId('news-article').locator('button:has-text("Partager")')).toHaveCount(1)
    release()
    await expect(share).toBeVisible()
  })

  test('contact : la saisie faite avant le script est gardée, et l’envoi attend le script', async ({ page }) => {
    const release = await holdIsland(page, 'ContactForm')
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
