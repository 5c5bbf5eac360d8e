import { expect, test, type Locator, type Page } from '@playwright/test'
import type { News } from 'shared-types/payload-types'

import { adminToken, cmsUrl, publicRead, scrollThrough } from './support'

/**
 * A picture that fails to load (a file gone from the host, a connection cut mid-page)
 * is replaced by the page's default image, on the built pages and on the pages drawn live alike
 * (docs/product/public-pages.md#pictures-that-fail-to-load).
 */

/** Every built picture of the site fails, as when its files are missing from the host. */
const breakBuiltPictures = (page: Page) =>
  page.route(/\/_astro\/[^/]+\.(avif|webp|jpe?g|png)(\?.*)?$/, (route) => route.abort())

/** The image shows the default drawing, fully loaded. */
async function expectDefaultImage(image: Locator, drawing: RegExp) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
    .toMatch(drawing)
}

test('une actualité dont l’image ne se charge pas montre l’image par défaut', async ({ page, request }) => {
  const news = (await publicRead<News>(request, 'news')).find((item) => item.image)!
  await breakBuiltPictures(page)
  await page.goto(`/actualites/${news.id}`)
  await expectDefaultImage(page.locator('main article img').first(), /fallback-news/)
})

test('sur l’accueil, chaque image cassée (actualités, projets, galerie) est remplacée, y compris les images différées', async ({
  page,
}) => {
  await breakBuiltPictures(page)
  await page.goto('/')
  await scrollThrough(page)
  const pictures = page.locator('main img[data-fallback]')
  expect(await pictures.count()).toBeGreaterThan(5)
  for (const image of await pictures.all()) {
    if (!(await image.isVisible())) continue
    await image.scrollIntoViewIfNeeded()
    await expectDefaultImage(image, /fallback-(news|investment|gallery)/)
  }
})

test('la visionneuse de la galerie montre l’image par défaut si la photo ne se charge pas', async ({ page }) => {
  await page.goto('/')
  const section = page.locator('#galerie')
  await section.scrollIntoViewIfNeeded()
  await expect(page.locator('astro-island[component-url*="GalleryLightbox"]')).not.toHaveAttribute('ssr')
  // Only the large pictures of the viewer fail (the build writes them as WebP of 800 px and more).
  await page.route(/\/_astro\/galerie[^/]*\.webp$/, (route) => route.abort())
  const opener = section.getByTestId('gallery-grid').getByRole('listitem').first().locator('button, a').first()
  await opener.click()
  await expectDefaultImage(page.getByRole('dialog').getByRole('img'), /fallback-gallery/)
})

test('une actualité affichée en direct dont l’image ne se charge pas montre l’image par défaut', async ({
  page,
  request,
}, testInfo) => {
  const picture = (await publicRead<News>(request, 'news')).find((item) => item.image)!.image
  const token = await adminToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const created = await request.post(cmsUrl('/api/news'), {
    headers,
    data: {
      title: `E2E Image cassée en direct (${testInfo.project.name})`,
      content: 'Une actualité publiée après la construction.',
      image: typeof picture === 'object' ? picture!.id : picture,
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: News }
  try {
    await page.route('**/api/media/file/**', (route) => route.abort())
    await page.goto(`/actualites/${doc.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title)
    await expectDefaultImage(page.locator('main article img').first(), /fallback-news/)
  } finally {
    await request.delete(cmsUrl(`/api/news/${doc.id}`), { headers })
  }
})
