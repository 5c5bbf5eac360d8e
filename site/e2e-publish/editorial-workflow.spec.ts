import type { Browser, Page } from '@playwright/test'
import { MESSAGES, PREVIEW_MESSAGES, type StaffRole } from 'shared-types'
import type { Service } from 'shared-types/payload-types'

import { adminToken, cmsCall, expect, secondsUntil, staticPage, test, type LocalProduct } from './product'

/**
 * The editorial workflow as the commune's staff live it, on the product as `npm start` runs it:
 * a rédacteur drafts a news item in the panel and submits it for review; an éditeur finds it « À
 * relire », looks at it with « Aperçu » (the draft shows there, the public site does not have it),
 * schedules it a minute ahead, and it reaches the static site by itself once that minute has passed.
 * Then the éditeur puts back the previous version of a service, and the site shows it again.
 */
const PASSWORD = 'Relecture-Publication-2026'
const SERVED_WITHIN_MS = 120_000

type Account = { email: string; password: string }

async function staffAccount(product: LocalProduct, role: StaffRole, displayName: string): Promise<Account> {
  const email = `${role}.${Date.now().toString(36)}@commune.local`
  await cmsCall(product, await adminToken(product), 'POST', '/users', { email, password: PASSWORD, displayName, role })
  return { email, password: PASSWORD }
}

/** A browser of the clerk's own, signed in to the Payload panel. */
async function panelSession(browser: Browser, product: LocalProduct, account: Account): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'fr-FR', timezoneId: 'Africa/Dakar' })).newPage()
  await page.goto(`${product.cmsUrl}/admin/login`)
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(account.email)
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('link', { name: 'Actualités' }).first()).toBeVisible({ timeout: 30_000 })
  return page
}

/** A page's HTML with the entities Astro writes for quotes and ampersands read back as text. */
const textOf = (html: string): string =>
  html
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&amp;/g, '&')

/** The schedule drawer's date as a clerk types it: day/month/year and 24-hour time, Dakar's (« 24/11/2026 08:05 »). */
function typedScheduleDate(when: Date): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'Africa/Dakar' }).format(when)
  return `${part({ day: '2-digit', month: '2-digit', year: 'numeric' })} ${part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`
}

test('une actualité rédigée, relue, prévisualisée puis programmée arrive seule sur le site à son heure', async ({
  browser,
  product,
}) => {
  test.setTimeout(8 * 60_000)
  const writer = await staffAccount(product, 'writer', 'Aminata Sarr')
  const editor = await staffAccount(product, 'editor', 'Moussa Diop')
  const title = 'Journée de salubrité au marché central'
  const body = 'Rendez-vous samedi à 8 h devant le marché central, gants et pelles fournis par la mairie.'

  // The rédacteur drafts the news item and submits it; « Publier » is not hers to press.
  const writing = await panelSession(browser, product, writer)
  await writing.goto(`${product.cmsUrl}/admin/collections/news/create`)
  await writing.getByRole('textbox', { name: /^Titre/ }).fill(title)
  await writing.getByRole('textbox', { name: /^Contenu/ }).fill(body)
  await writing.getByRole('checkbox', { name: 'Soumettre pour relecture' }).check()
  await expect(writing.getByRole('button', { name: /^Publier/ })).toHaveCount(0)
  await writing.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
  await expect(writing.getByText('Brouillon enregistré avec succès.').first()).toBeVisible({ timeout: 30_000 })
  await expect(writing).toHaveURL(/\/admin\/collections\/news\/\d+/)
  const id = /\/news\/(\d+)/.exec(writing.url())![1]!
  await writing.context().close()

  // The éditeur finds it waiting for review.
  const editing = await panelSession(browser, product, editor)
  const queue = editing.getByRole('region', { name: 'À relire' })
  await expect(queue).toContainText('Aminata Sarr')
  await queue.getByRole('link', { name: title }).click()
  await expect(editing).toHaveURL(new RegExp(`/admin/collections/news/${id}`))
  // The rédacteur's edit lock can outlive her visit: the éditeur takes the document over, as the
  // panel offers, whenever its dialog shows (it may come after the rest of the page).
  const takeOver = editing.getByRole('button', { name: 'Prendre en charge' })
  const preview = editing.getByRole('link', { name: 'Aperçu' })
  // « Aperçu »: the draft as citizens will see it, on the site, out of search engines.
  let previewPage: Page | undefined
  await expect(async () => {
    if (await takeOver.isVisible()) await takeOver.click()
    ;[previewPage] = await Promise.all([
      editing.waitForEvent('popup', { timeout: 10_000 }),
      preview.click({ timeout: 2_000 }),
    ])
  }).toPass({ timeout: 60_000 })
  if (!previewPage) throw new Error('aperçu non ouvert')
  await expect(previewPage.getByText(PREVIEW_MESSAGES.banner)).toBeVisible()
  await expect(previewPage.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 })
  await expect(previewPage.getByTestId('news-article')).toContainText(body)
  await expect(previewPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // The same page without its link shows nothing of it.
  await previewPage.goto(new URL('/apercu', previewPage.url()).href)
  await expect(previewPage.getByRole('heading', { level: 1 })).toHaveText(PREVIEW_MESSAGES.invalidLink)
  await expect(previewPage.getByText(title)).toHaveCount(0)
  // Citizens do not have it: not in the built news list, and the article's address knows nothing of it.
  expect((await staticPage(product, '/actualites')).html).not.toContain(title)
  await previewPage.goto(`${product.siteUrl}/actualites/${id}`)
  await expect(previewPage.getByText(MESSAGES.newsNotFound)).toBeVisible()
  await previewPage.close()

  // Scheduled a minute ahead, with « Programmer la publication ».
  const publishAt = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000)
  await editing.locator('.doc-controls .popup-button').first().click()
  await editing.getByRole('button', { name: 'Programmer la publication' }).click()
  const drawer = editing.locator('.drawer__content').filter({ hasText: `Programmer la publication de « ${title} »` })
  await drawer.getByText('Publier', { exact: true }).click()
  const dateField = drawer.locator('.date-time-picker input')
  await dateField.fill(typedScheduleDate(publishAt))
  await dateField.press('Tab')
  await drawer.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(editing.getByText('Programmé avec succès.').first()).toBeVisible()
  await expect(drawer.getByRole('row').filter({ hasText: 'Publier' })).toBeVisible()
  await editing.context().close()

  // Nobody is signed in any more: it reaches the static site by itself, not before its time.
  const detail = `/actualites/${id}`
  await secondsUntil(
    async () => (await staticPage(product, detail)).status === 200,
    publishAt.getTime() - Date.now() + SERVED_WITHIN_MS,
    'actualité programmée',
  )
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime())
  expect((await staticPage(product, detail)).html).toContain(title)
  expect((await staticPage(product, '/actualites')).html).toContain(title)
})

test('l’éditeur remet en ligne la version précédente d’un service, et le site la montre', async ({
  browser,
  product,
}) => {
  test.setTimeout(6 * 60_000)
  const editor = await staffAccount(product, 'editor', 'Fatou Ba')
  const token = await adminToken(product)
  const { docs } = await cmsCall<{ docs: Service[] }>(product, token, 'GET', '/services?limit=1&sort=id&depth=0')
  const service = docs[0]!
  const detail = `/services/${service.id}`
  const previous = service.description!
  const changed = 'Accueil fermé pour inventaire : revenez la semaine prochaine.'
  await cmsCall(product, token, 'PATCH', `/services/${service.id}`, { description: changed })
  await secondsUntil(
    async () => textOf((await staticPage(product, detail)).html).includes(changed),
    SERVED_WITHIN_MS,
    'service modifié',
  )

  // Versions, newest first: the second row is what was online before the change.
  const editing = await panelSession(browser, product, editor)
  await editing.goto(`${product.cmsUrl}/admin/collections/services/${service.id}/versions`)
  const rows = editing.getByRole('row').filter({ has: editing.getByRole('link') })
  await expect(rows.nth(1)).toBeVisible()
  await rows.nth(1).getByRole('link').first().click()
  await editing.getByRole('button', { name: 'Restaurer cette version' }).click()
  await editing.getByRole('button', { name: 'Confirmer' }).click()
  await expect(editing.getByText('Restauré(e) avec succès.').first()).toBeVisible({ timeout: 30_000 })
  await editing.context().close()

  await secondsUntil(
    async () => {
      const text = textOf((await staticPage(product, detail)).html)
      return text.includes(previous) && !text.includes(changed)
    },
    SERVED_WITHIN_MS,
    'version précédente du service',
  )
})
