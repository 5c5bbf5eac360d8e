import { h2, paragraph, richText } from 'shared-types'

import { SEARCH_PAGE } from '../src/content/search'
import { assetsOf } from '../src/lib/build/pageReuse'
import {
  adminToken,
  builderStatus,
  cmsCall,
  expect,
  secondsUntil,
  staticPage,
  test,
  type LocalProduct,
} from './product'

/**
 * Publish → rebuild as an administrator lives it: the product runs as `npm start` runs it, a news
 * item published through the API reaches the static site by itself (list and detail page, as
 * pre-rendered HTML, not the live fallback), then its edit and its deletion; a burst of edits
 * gives at most two builds.
 */
const SERVED_WITHIN_MS = 90_000

let token: string

test.beforeAll(async ({ product }) => {
  token = await adminToken(product)
})

/** Waits until the builder has been idle with nothing pending, so that counts are final. */
async function settled(product: LocalProduct): Promise<void> {
  await secondsUntil(
    async () => {
      const status = await builderStatus(product)
      return !status.building && !status.pending
    },
    SERVED_WITHIN_MS,
    'fin des constructions',
  )
}

test('une actualité publiée, modifiée puis supprimée arrive seule sur le site statique', async ({ page, product }) => {
  test.setTimeout(5 * 60_000)
  const title = 'Inauguration du nouveau forage de Ndiaye Peul'
  const { doc } = await cmsCall(product, token, 'POST', '/news', {
    title,
    content: 'Le forage alimente désormais trois villages en eau potable.',
    category: 'environnement',
    author: 'Service communication',
  })
  const detail = `/actualites/${doc.id}`

  await secondsUntil(
    async () => (await staticPage(product, detail)).status === 200,
    SERVED_WITHIN_MS,
    'page de l’actualité',
  )
  expect((await staticPage(product, detail)).html).toContain(title)
  await page.goto(`${product.siteUrl}/actualites`)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await page.goto(`${product.siteUrl}${detail}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

  const edited = 'Inauguration du forage de Ndiaye Peul : trois villages desservis'
  const logBeforeEdit = product.output().length
  await cmsCall(product, token, 'PUT', `/news/${doc.id}`, { title: edited })
  await secondsUntil(
    async () => (await staticPage(product, detail)).html.includes(edited),
    SERVED_WITHIN_MS,
    'modification',
  )
  await page.goto(`${product.siteUrl}/actualites`)
  await expect(page.getByRole('heading', { name: edited })).toBeVisible()
  await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0)
  // The other news pages were taken from the previous build, not rendered again
  // (site/src/lib/build/pageReuse.ts), and every file they name is served with them.
  expect(product.output().slice(logBeforeEdit)).toMatch(/\[site\].*[1-9]\d* page\(s\) d'actualité reprise\(s\)/)
  const { docs: others } = (await (await fetch(`${product.cmsUrl}/api/news?limit=100&depth=0`)).json()) as {
    docs: { id: number; title: string }[]
  }
  const sitemap = await (await fetch(`${product.siteUrl}/sitemap-0.xml`)).text()
  for (const other of others.filter((item) => item.id !== doc.id)) {
    const { status, html } = await staticPage(product, `/actualites/${other.id}`)
    expect(status).toBe(200)
    for (const file of assetsOf(html)) expect((await fetch(`${product.siteUrl}${file}`)).status, file).toBe(200)
    // Reused pages are not rendered, yet search engines and the site's search still know them.
    expect(sitemap).toContain(`/actualites/${other.id}</loc>`)
  }
  for (const other of others.filter((item) => item.id !== doc.id)) {
    await page.goto(`${product.siteUrl}${SEARCH_PAGE.path}?q=${encodeURIComponent(other.title)}`)
    await expect(
      page.locator('#recherche-resultats > li').getByRole('link', { name: other.title, exact: true }),
    ).toHaveAttribute('href', `/actualites/${other.id}`)
  }

  await cmsCall(product, token, 'DELETE', `/news/${doc.id}`)
  await secondsUntil(async () => (await staticPage(product, detail)).status === 404, SERVED_WITHIN_MS, 'suppression')
  expect((await staticPage(product, '/actualites')).html).not.toContain(edited)
  // The live fallback of the 404 page agrees: the CMS no longer has it either.
  await page.goto(`${product.siteUrl}${detail}`)
  await expect(page.getByText('Actualité non trouvée')).toBeVisible()
})

test('une rafale de 10 modifications donne au plus 2 reconstructions', async ({ product }) => {
  test.setTimeout(5 * 60_000)
  await settled(product)
  const before = (await builderStatus(product)).builds
  const { docs } = await cmsCall<{ docs: { id: number }[] }>(product, token, 'GET', '/news?limit=1&sort=-id')
  const id = docs[0]!.id
  // The title, not the author: the server sets a news item's author from the account, never from a body.
  for (let edit = 1; edit <= 10; edit += 1)
    await cmsCall(product, token, 'PUT', `/news/${id}`, { title: `Compte rendu du conseil municipal, version ${edit}` })

  await secondsUntil(
    async () =>
      (await staticPage(product, `/actualites/${id}`)).html.includes('Compte rendu du conseil municipal, version 10'),
    SERVED_WITHIN_MS,
    'rafale',
  )
  // A build could still be asked for after the last edit: wait past the CMS's debounce, then count.
  await new Promise((resolve) => setTimeout(resolve, 5_000))
  await settled(product)
  const builds = (await builderStatus(product)).builds - before
  expect(builds).toBeGreaterThanOrEqual(1)
  expect(builds).toBeLessThanOrEqual(2)
})

test('une page ajoutée par un agent a sa propre adresse après la reconstruction, son texte affiché tel quel', async ({
  page,
  product,
}) => {
  test.setTimeout(5 * 60_000)
  // Markup typed into the editor is text: the page shows it and never runs it.
  const typed = '<script>window.piege = true</script>'
  const { doc } = await cmsCall<{ doc: { id: number; slug: string } }>(product, token, 'POST', '/pages', {
    title: 'Marché hebdomadaire',
    summary: 'Jours, horaires et emplacements du marché hebdomadaire de la commune.',
    footer: true,
    content: richText(h2('Jours et horaires'), paragraph('Chaque jeudi de 7h à 14h, sur la place du marché. ', typed)),
  })
  expect(doc.slug).toBe('marche-hebdomadaire')
  const address = `/${doc.slug}`

  await secondsUntil(async () => (await staticPage(product, address)).status === 200, SERVED_WITHIN_MS, 'page ajoutée')
  const { html } = await staticPage(product, address)
  expect(html).toContain('&lt;script&gt;window.piege = true&lt;/script&gt;')
  expect(html).not.toContain(typed)
  await page.goto(`${product.siteUrl}${address}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marché hebdomadaire')
  await expect(page.getByRole('heading', { level: 2, name: 'Jours et horaires' })).toBeVisible()
  await expect(page.locator('article')).toContainText(typed)
  expect(await page.evaluate(() => (window as { piege?: boolean }).piege)).toBeUndefined()

  // Flagged for the footer: every page links it, after the legal pages.
  await page.goto(`${product.siteUrl}/actualites`)
  const links = page.locator('footer nav[aria-label="Informations légales"] a')
  await expect(links).toHaveText(['Mentions légales', 'Données personnelles', 'Accessibilité', 'Marché hebdomadaire'])
  await links.last().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marché hebdomadaire')
})
