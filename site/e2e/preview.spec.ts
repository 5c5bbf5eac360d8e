import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PREVIEW_MESSAGES } from 'shared-types'

import { admin, uniqueTitle } from './admin-support'
import { adminToken, cmsUrl, expectAccessible } from './support'

/**
 * « Aperçu » for each kind the site can draw live: a draft service and a draft investment, opened
 * from the panel, are drawn on the site's preview page with their detail page's own view, while
 * the public API still knows nothing of them. (The news item, and the whole review → schedule
 * flow, are in e2e-publish/editorial-workflow.spec.ts.)
 */
test.skip(({ isMobile }) => isMobile, 'un seul passage suffit : le bouton est celui du panneau')

async function draft(request: APIRequestContext, collection: string, data: Record<string, unknown>): Promise<number> {
  const created = await request.post(cmsUrl(`/api/${collection}?draft=true`), {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data,
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/**
 * The page « Aperçu » opens. The CMS of this suite is not told the site's address (e2e/global-setup.ts),
 * so its links name the default one: the path and its token are followed on the site under test.
 */
async function openPreview(page: Page, collection: string, id: number): Promise<Page> {
  await page.goto(cmsUrl(`/admin/collections/${collection}/${id}`))
  const href = await page.getByRole('link', { name: 'Aperçu' }).getAttribute('href')
  const link = new URL(href!)
  expect(link.pathname).toBe('/apercu')
  const preview = await page.context().newPage()
  await preview.goto(`${link.pathname}${link.search}`)
  await expect(preview.getByText(PREVIEW_MESSAGES.banner)).toBeVisible()
  return preview
}

test('un service et un projet d’investissement en brouillon s’affichent dans l’aperçu, et nulle part ailleurs', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  await page.goto(cmsUrl('/admin/login'))
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(admin().email)
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(admin().password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('link', { name: 'Actualités' }).first()).toBeVisible({ timeout: 30_000 })

  const serviceTitle = uniqueTitle('Service en préparation', testInfo.project.name)
  const serviceId = await draft(request, 'services', {
    title: serviceTitle,
    description: 'Accueil des nouveaux habitants, sur rendez-vous.',
    category: 'SANTE',
  })
  const service = await openPreview(page, 'services', serviceId)
  await expect(service.getByRole('heading', { level: 1 })).toHaveText(serviceTitle, { timeout: 30_000 })
  await expect(service.getByTestId('service-long-description')).toHaveText(
    'Accueil des nouveaux habitants, sur rendez-vous.',
  )
  await expectAccessible(service)
  expect((await request.get(cmsUrl(`/api/services/${serviceId}`))).status()).toBe(404)

  const investmentTitle = uniqueTitle('Marché aux poissons', testInfo.project.name)
  const investmentId = await draft(request, 'investments', {
    title: investmentTitle,
    category: 'Commerce',
    description: 'Un marché couvert pour les pêcheurs de la commune.',
    amount: '250 millions',
    status: 'Études préliminaires',
  })
  const investment = await openPreview(page, 'investments', investmentId)
  await expect(investment.getByRole('heading', { level: 1 })).toHaveText(investmentTitle, { timeout: 30_000 })
  await expect(investment.getByText('Un marché couvert pour les pêcheurs de la commune.')).toBeVisible()
  await expect(investment.getByText('Études préliminaires')).toBeVisible()
  expect((await request.get(cmsUrl(`/api/investments/${investmentId}`))).status()).toBe(404)

  // A link altered by one character is refused, in French, and shows nothing of the draft.
  const tampered = `${new URL(investment.url()).search.slice(0, -1)}x`
  await investment.goto(`/apercu${tampered}`)
  await expect(investment.getByRole('heading', { level: 1 })).toHaveText(PREVIEW_MESSAGES.invalidLink)
  await expect(investment.getByText(investmentTitle)).toHaveCount(0)
})
