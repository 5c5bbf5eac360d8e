import type { Page } from '@playwright/test'
import { BUILT_IN_COMMUNE, BUILT_IN_PRESENTATION_PAGE, BUILT_IN_PROJECTS_PAGE, formatPercent } from 'shared-types'
import type { CitizenDocument } from 'shared-types/payload-types'

import { LOCAL_ADMIN, adminToken, cmsCall, expect, secondsUntil, staticPage, test, type LocalProduct } from './product'

/**
 * Staff run what citizens read about the commune: signed in to the Payload panel, a clerk changes
 * the mayor's name, Saturday's hours and one population band, and after the rebuild the static
 * home page, footer and presentation page show them (as pre-rendered HTML); a PDQ and a brochure
 * attached to the page globals are then what the download buttons give.
 */
const SERVED_WITHIN_MS = 120_000

async function signIn(page: Page, product: LocalProduct): Promise<void> {
  await page.goto(`${product.cmsUrl}/admin`)
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(LOCAL_ADMIN.email)
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(LOCAL_ADMIN.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: 'La commune' }).first()).toBeVisible()
}

/** The commune's texts have drafts: what the clerk typed reaches citizens with « Publier les modifications ». */
async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publier les modifications', exact: true }).click()
  await expect(page.getByText(/mis à jour avec succès|publié/i).first()).toBeVisible()
}

test('le maire, les horaires du samedi et une tranche de population changés dans le panneau arrivent sur le site', async ({
  page,
  product,
}) => {
  test.setTimeout(6 * 60_000)
  const newMayor = 'Awa Ndiaye'
  const saturday = BUILT_IN_COMMUNE.openingHours!.findIndex((slot) => slot.days === 'Samedi')
  const newSaturdayHours = '9h - 13h'
  const band = BUILT_IN_PRESENTATION_PAGE.population.ageBands![1]!
  const newPercent = 31

  await signIn(page, product)

  await page.goto(`${product.cmsUrl}/admin/globals/commune`)
  await page.getByRole('textbox', { name: /^Nom du maire/ }).fill(newMayor)
  await page.locator(`[id="field-openingHours__${saturday}__hours"]`).fill(newSaturdayHours)
  await save(page)

  await page.goto(`${product.cmsUrl}/admin/globals/presentation-page`)
  await page
    .getByRole('tab', { name: 'Population' })
    .or(page.getByRole('button', { name: 'Population', exact: true }))
    .first()
    .click()
  await page.locator('[id="field-population__ageBands__1__percent"]').fill(String(newPercent))
  await save(page)

  await secondsUntil(
    async () => {
      const [home, presentation] = await Promise.all([staticPage(product, '/'), staticPage(product, '/presentation')])
      return (
        home.html.includes(newMayor) &&
        home.html.includes(newSaturdayHours) &&
        presentation.html.includes(formatPercent(newPercent))
      )
    },
    SERVED_WITHIN_MS,
    'les nouvelles valeurs de la commune',
  )

  // Every news page carries the footer: none may be taken unchanged from the previous build
  // (site/src/lib/build/pageReuse.ts), however unchanged its own item.
  const { docs: news } = (await (await fetch(`${product.cmsUrl}/api/news?limit=100&depth=0`)).json()) as {
    docs: { id: number }[]
  }
  expect(news.length).toBeGreaterThan(0)
  for (const item of news)
    expect((await staticPage(product, `/actualites/${item.id}`)).html, `actualité ${item.id}`).toContain(
      newSaturdayHours,
    )

  await page.goto(`${product.siteUrl}/`)
  await expect(page.getByRole('region', { name: BUILT_IN_COMMUNE.name })).toContainText(newMayor)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('definition').nth(saturday)).toHaveText(newSaturdayHours)
  await expect(page.getByText(BUILT_IN_COMMUNE.mayor.name)).toHaveCount(0)

  await page.goto(`${product.siteUrl}/presentation`)
  const bands = page.getByRole('figure', { name: BUILT_IN_PRESENTATION_PAGE.population.ageTitle })
  await expect(bands.getByRole('listitem').nth(1)).toContainText(band.label)
  await expect(bands.getByRole('listitem').nth(1)).toContainText(formatPercent(newPercent))
  await expect(page.getByRole('contentinfo')).toContainText(newSaturdayHours)
  await expect(page.locator('#maire')).toContainText(newMayor)
})

test('un PDQ et une brochure joints se téléchargent ; sans eux, le dialogue « en cours de finalisation » et la brochure imprimable', async ({
  page,
  product,
}) => {
  test.setTimeout(6 * 60_000)
  const plan = '/projets/plan-quinquennal'
  const before = await staticPage(product, plan)
  expect(before.html).toContain(BUILT_IN_PROJECTS_PAGE.plan.pdqPending.message)

  const token = await adminToken(product)
  const { docs } = await cmsCall<{ docs: CitizenDocument[] }>(
    product,
    token,
    'GET',
    '/documents?limit=2&depth=0&sort=id',
  )
  const [pdq, brochure] = docs as [CitizenDocument, CitizenDocument]
  // The site links uploads by their path on its own origin (lib/cms/client.ts cmsAddress).
  const pathOf = (document: CitizenDocument) => new URL(document.url!, product.cmsUrl).pathname
  await cmsCall(product, token, 'POST', '/globals/projects-page', { plan: { pdq: pdq.id } })
  await cmsCall(product, token, 'POST', '/globals/investment-page', { contact: { brochure: brochure.id } })

  await secondsUntil(
    async () =>
      (await staticPage(product, plan)).html.includes(pathOf(pdq)) &&
      (await staticPage(product, '/investissements')).html.includes(pathOf(brochure)),
    SERVED_WITHIN_MS,
    'le PDQ et la brochure joints',
  )
  await page.goto(`${product.siteUrl}${plan}`)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: BUILT_IN_PROJECTS_PAGE.plan.downloadLabel }).click()
  expect((await download).suggestedFilename()).toBe(pdq.filename)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.goto(`${product.siteUrl}/investissements`)
  const brochureLink = page.getByRole('link', { name: 'Télécharger la brochure' })
  await expect(brochureLink).toHaveAttribute('href', pathOf(brochure))
  await expect(brochureLink).toHaveAttribute('download', brochure.filename!)
})
