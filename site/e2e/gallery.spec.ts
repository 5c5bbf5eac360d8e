import { expect, test, type Locator, type Page } from '@playwright/test'
import { PAGE_SIZES, PAGINATION_LABELS, formatLongDate } from 'shared-types'
import type { Gallery } from 'shared-types/payload-types'

import { ONE_WIDTH_IS_ENOUGH, expectAccessible, publicRead } from './support'

/** Opens the home page at the gallery and waits for its island to be interactive. */
async function openGallery(page: Page): Promise<Locator> {
  await page.goto('/')
  const section = page.locator('#galerie')
  await section.scrollIntoViewIfNeeded()
  await expect(page.locator('astro-island[component-url*="GalleryLightbox"]')).not.toHaveAttribute('ssr')
  return section
}

const items = (section: Locator) => section.getByTestId('gallery-grid').getByRole('listitem')
const lightbox = (page: Page) => page.getByRole('dialog')

test.describe('galerie de la page d’accueil', () => {
  test('la grille montre les éléments du CMS, en 2 colonnes sur téléphone et 4 sur ordinateur', async ({
    page,
    request,
    isMobile,
  }) => {
    const gallery = (await publicRead<Gallery>(request, 'gallery')).slice(0, 12)
    expect(gallery.length).toBeGreaterThanOrEqual(4)
    const section = await openGallery(page)
    await expect(items(section)).toHaveCount(gallery.length)
    for (const [index, item] of gallery.entries()) {
      await expect(items(section).nth(index).getByRole('link')).toHaveAccessibleName(
        new RegExp(item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      )
    }
    const boxes = await items(section).evaluateAll((nodes) =>
      nodes.map((node) => node.getBoundingClientRect()).map(({ x, y }) => ({ x: Math.round(x), y: Math.round(y) })),
    )
    const firstRow = boxes.filter((box) => box.y === boxes[0]?.y)
    expect(firstRow).toHaveLength(isMobile ? 2 : 4)
    expect(new Set(boxes.map((box) => box.x)).size).toBe(isMobile ? 2 : 4)
  })

  test('un clic ouvre la visionneuse plein écran : titre, date en français, image optimisée', async ({
    page,
    request,
  }) => {
    const gallery = await publicRead<Gallery>(request, 'gallery')
    const section = await openGallery(page)
    const opener = items(section).nth(1).getByRole('link')
    await opener.click()
    const dialog = lightbox(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAccessibleName(gallery[1]!.title)
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    const date = formatLongDate(gallery[1]!.createdAt)
    expect(date).toMatch(/^\d{1,2} [a-zéû]+ \d{4}$/)
    await expect(dialog.locator('time')).toHaveText(date)
    // Full screen.
    const box = await dialog.boundingBox()
    const viewport = page.viewportSize()!
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height })
    // The large image is the build's WebP, at most 1200 px wide, never the CMS upload itself.
    const image = dialog.getByRole('img', { name: gallery[1]!.title })
    await expect(image).toBeVisible()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(source).toMatch(/\/_astro\/[^/]+\.webp$/)
    expect(source).not.toContain(process.env.CMS_URL!)
    // Focus is in the dialog, on the close button.
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused()

    await dialog.getByRole('button', { name: 'Fermer' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()
  })

  test('la page ne défile pas tant que la visionneuse est ouverte', async ({ page, isMobile }) => {
    test.skip(!isMobile, ONE_WIDTH_IS_ENOUGH)
    const section = await openGallery(page)
    await items(section).first().getByRole('link').click()
    await expect(lightbox(page)).toBeVisible()
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.move(20, 300)
    await page.mouse.wheel(0, 600)
    await page.keyboard.press('PageDown')
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    await page.keyboard.press('Escape')
    await expect(lightbox(page)).toHaveCount(0)
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
  })

  test('au clavier : Entrée ouvre, Tab reste dans la visionneuse, Échap ferme et rend le focus', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, ONE_WIDTH_IS_ENOUGH)
    const section = await openGallery(page)
    const opener = items(section).nth(2).getByRole('link')
    await opener.focus()
    await expect(opener).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = lightbox(page)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused()
    // Round the three controls (« Élément précédent », « Élément suivant », « Fermer ») and one more.
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    // The focused control shows a visible outline.
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused()
    await expect(dialog.getByRole('button', { name: 'Fermer' })).not.toHaveCSS('outline-style', 'none')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()

    // Each item is a link to its large media (it opens before the script, or without it): Enter
    // opens it again, as links do; Space scrolls the page, as on any link.
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  })

  test('un clic sur le fond ferme la visionneuse, pas un clic sur l’image', async ({ page, isMobile }) => {
    test.skip(!isMobile, ONE_WIDTH_IS_ENOUGH)
    const section = await openGallery(page)
    const opener = items(section).nth(3).getByRole('link')
    await opener.click()
    const dialog = lightbox(page)
    await expect(dialog).toBeVisible()
    await dialog.getByRole('img').click()
    await expect(dialog).toBeVisible()
    const viewport = page.viewportSize()!
    await page.mouse.click(6, viewport.height - 6)
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()
  })

  test('encadré de l’agenda et bouton Nous contacter', async ({ page, isMobile }) => {
    test.skip(!isMobile, ONE_WIDTH_IS_ENOUGH)
    await page.goto('/')
    // What it announces is the agenda's (e2e/agenda.spec.ts): never the built-in exhibition of 2025, long past.
    const box = page.getByRole('complementary', { name: 'Agenda de la commune' })
    await expect(box).toContainText('Prochain événement')
    await expect(box).not.toContainText('Exposition photographique')
    await box.getByRole('link', { name: 'Nous contacter' }).click()
    await expect(page).toHaveURL(/#contact$/)
    await expect(page.locator('#contact')).toBeInViewport()
  })

  test('aucune violation axe-core avec la visionneuse ouverte', async ({ page, isMobile }) => {
    test.skip(!isMobile, ONE_WIDTH_IS_ENOUGH)
    const section = await openGallery(page)
    await items(section).first().getByRole('link').click()
    await expect(lightbox(page)).toBeVisible()
    await expectAccessible(page)
  })
})

/** Opens a page of /galerie and waits for its island to be interactive. */
async function openGalleryPage(page: Page, path = '/galerie'): Promise<Locator> {
  await page.goto(path)
  await expect(page.locator('astro-island[component-url*="GalleryLightbox"]')).not.toHaveAttribute('ssr')
  return page.getByTestId('gallery-grid')
}

const captions = (grid: Locator) => grid.locator('[data-gallery-caption]')
const counter = (page: Page) => lightbox(page).getByTestId('lightbox-counter')
const previousButton = (page: Page) => lightbox(page).getByRole('button', { name: 'Élément précédent' })
const nextButton = (page: Page) => lightbox(page).getByRole('button', { name: 'Élément suivant' })

test.describe('page de la galerie', () => {
  test('toutes les photos et vidéos, les plus récentes d’abord, 24 par page, et la page 2 par un simple lien', async ({
    browser,
    request,
    baseURL,
    isMobile,
  }) => {
    test.skip(!isMobile, ONE_WIDTH_IS_ENOUGH)
    const gallery = await publicRead<Gallery>(request, 'gallery')
    expect(gallery.length, 'de quoi remplir plus d’une page').toBeGreaterThan(PAGE_SIZES.gallery)
    const dates = gallery.map((item) => Date.parse(item.createdAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const pages = Math.ceil(gallery.length / PAGE_SIZES.gallery)

    // The pages work without the script: plain links from one to the next.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/galerie')
    await expect(page).toHaveTitle(/^Galerie \|/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Galerie')
    await expect(
      page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Accueil' }),
    ).toHaveAttribute('href', '/')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/galerie', baseURL).href)
    const grid = page.getByTestId('gallery-grid')
    await expect(captions(grid)).toHaveText(gallery.slice(0, PAGE_SIZES.gallery).map((item) => item.title))
    // Each item is a link to its large photo or its video.
    for (const href of await grid
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/\.(webp|svg|mp4|webm)$|\/api\//)
    }

    const pagination = page.getByRole('navigation', { name: PAGINATION_LABELS.navigation })
    await expect(pagination.getByRole('link', { name: PAGINATION_LABELS.previous })).toHaveCount(0)
    await pagination.getByRole('link', { name: PAGINATION_LABELS.next }).click()
    await expect(page).toHaveURL(/\/galerie\/page\/2\/?$/)
    await expect(page).toHaveTitle(/^Galerie, page 2 \|/)
    await expect(page.getByRole('heading', { level: 2, name: /Toutes les photos et vidéos/ })).toContainText(
      `page 2 sur ${pages}`,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL('/galerie/page/2', baseURL).href,
    )
    await expect(captions(grid)).toHaveText(
      gallery.slice(PAGE_SIZES.gallery, 2 * PAGE_SIZES.gallery).map((item) => item.title),
    )
    await expect(pagination.getByRole('link', { name: PAGINATION_LABELS.page(2), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await pagination.getByRole('link', { name: PAGINATION_LABELS.previous }).click()
    await expect(page).toHaveURL(/\/galerie\/?$/)
    await context.close()

    expect((await request.get(`/galerie/page/${pages}`)).status()).toBe(200)
    expect((await request.get(`/galerie/page/${pages + 1}`)).status()).toBe(404)
  })

  test('l’accueil montre les 12 plus récentes et mène à toute la galerie ; le pied de page aussi', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(!isMobile, ONE_WIDTH_IS_ENOUGH)
    const gallery = await publicRead<Gallery>(request, 'gallery')
    expect(gallery.length).toBeGreaterThan(12)
    const section = await openGallery(page)
    await expect(captions(section)).toHaveText(gallery.slice(0, 12).map((item) => item.title))
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Galerie photos et vidéos' })).toHaveAttribute(
      'href',
      '/galerie',
    )
    await section.getByRole('link', { name: 'Voir toute la galerie' }).click()
    await expect(page).toHaveURL(/\/galerie\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Galerie')
  })

  test('au clavier : Entrée ouvre, les flèches vont d’un élément à l’autre, Échap ferme et rend le focus', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(!isMobile, ONE_WIDTH_IS_ENOUGH)
    const gallery = (await publicRead<Gallery>(request, 'gallery')).slice(0, PAGE_SIZES.gallery)
    const grid = await openGalleryPage(page)
    const first = grid.getByRole('link').first()
    await first.focus()
    await page.keyboard.press('Enter')
    const dialog = lightbox(page)
    await expect(dialog).toBeVisible()
    await expect(counter(page)).toHaveText(`1 / ${gallery.length}`)
    await expect(dialog).toHaveAccessibleName(gallery[0]!.title)

    await page.keyboard.press('ArrowRight')
    await expect(counter(page)).toHaveText(`2 / ${gallery.length}`)
    await expect(dialog).toHaveAccessibleName(gallery[1]!.title)
    await expect(dialog.locator('time')).toHaveText(formatLongDate(gallery[1]!.createdAt))
    await expect(dialog.getByRole('img', { name: gallery[1]!.title })).toBeVisible()
    // Said to screen readers: the new place and title.
    await expect(dialog.locator('[aria-live="polite"]')).toHaveText(`2 / ${gallery.length} : ${gallery[1]!.title}`)

    await page.keyboard.press('ArrowLeft')
    await expect(counter(page)).toHaveText(`1 / ${gallery.length}`)
    await expect(dialog).toHaveAccessibleName(gallery[0]!.title)
    // The first item has none before it: the viewer stops there.
    await page.keyboard.press('ArrowLeft')
    await expect(counter(page)).toHaveText(`1 / ${gallery.length}`)
    await expect(previousButton(page)).toBeDisabled()
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(first).toBeFocused()
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')

    // Closed on another item, the focus goes to that item's link in the grid.
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(counter(page)).toHaveText(`3 / ${gallery.length}`)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(grid.getByRole('link').nth(2)).toBeFocused()
  })

  test('avec les boutons : suivant et précédent, arrêt au dernier élément', async ({ page, request, isMobile }) => {
    test.skip(!isMobile, ONE_WIDTH_IS_ENOUGH)
    const gallery = (await publicRead<Gallery>(request, 'gallery')).slice(0, PAGE_SIZES.gallery)
    const grid = await openGalleryPage(page)
    const count = gallery.length
    await grid
      .getByRole('link')
      .nth(count - 2)
      .click()
    const dialog = lightbox(page)
    await expect(counter(page)).toHaveText(`${count - 1} / ${count}`)
    await expect(previousButton(page)).toBeEnabled()
    await nextButton(page).click()
    await expect(counter(page)).toHaveText(`${count} / ${count}`)
    await expect(dialog).toHaveAccessibleName(gallery[count - 1]!.title)
    // The last one: « Élément suivant » says it is unavailable, keeps the focus, and does nothing.
    await expect(nextButton(page)).toBeDisabled()
    await expect(nextButton(page)).toBeFocused()
    await nextButton(page).click({ force: true })
    await expect(counter(page)).toHaveText(`${count} / ${count}`)
    await previousButton(page).click()
    await expect(counter(page)).toHaveText(`${count - 1} / ${count}`)
    await expect(dialog).toHaveAccessibleName(gallery[count - 2]!.title)
    await expect(nextButton(page)).toBeEnabled()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Fermer' }).click()
    await expect(dialog).toHaveCount(0)
  })

  test('sur téléphone, un glissement du doigt passe à l’élément suivant ou précédent', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(!isMobile, 'écran tactile')
    const gallery = (await publicRead<Gallery>(request, 'gallery')).slice(0, PAGE_SIZES.gallery)
    const grid = await openGalleryPage(page)
    await grid.getByRole('link').first().click()
    const dialog = lightbox(page)
    await expect(counter(page)).toHaveText(`1 / ${gallery.length}`)
    await expect.poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
    const box = (await dialog.getByRole('img').boundingBox())!
    const y = box.y + box.height / 2
    // Real touches, as a finger gives them (page.touchscreen only taps).
    const cdp = await page.context().newCDPSession(page)
    const swipe = async (fromX: number, toX: number, toY = y) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] })
      for (let step = 1; step <= 5; step++) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y: y + ((toY - y) * step) / 5 }],
        })
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    const width = page.viewportSize()!.width
    // The finger going left: the next item.
    await swipe(width * 0.8, width * 0.2)
    await expect(counter(page)).toHaveText(`2 / ${gallery.length}`)
    await expect(dialog).toHaveAccessibleName(gallery[1]!.title)
    // Going right: back to the previous one.
    await swipe(width * 0.2, width * 0.8)
    await expect(counter(page)).toHaveText(`1 / ${gallery.length}`)
    // Before the first there is none; a mostly vertical move is no swipe; a swipe is no tap on the backdrop.
    await swipe(width * 0.2, width * 0.8)
    await swipe(width * 0.5, width * 0.6, y + 200)
    await expect(counter(page)).toHaveText(`1 / ${gallery.length}`)
    await expect(dialog).toBeVisible()
  })
})

test.describe('légendes entières sur un téléphone de 390 px', () => {
  test.skip(({ isMobile }) => !isMobile, 'largeur de téléphone')
  test.use({ viewport: { width: 390, height: 844 } })

  /** Captions whose text is cut: wider or taller than their box, an ellipsis, or a line clamp. */
  const cutCaptions = (elements: Element[]) =>
    elements
      .filter((element) =>
        [element, ...element.querySelectorAll('*')].some((node) => {
          const style = getComputedStyle(node)
          const clamp = style.getPropertyValue('-webkit-line-clamp') || style.getPropertyValue('line-clamp')
          return (
            node.scrollWidth > node.clientWidth + 1 ||
            node.scrollHeight > node.clientHeight + 1 ||
            style.textOverflow === 'ellipsis' ||
            (clamp !== '' && clamp !== 'none')
          )
        }),
      )
      .map((element) => element.textContent)

  for (const textSize of ['100%', '200%']) {
    test(`dans la grille et la visionneuse, texte à ${textSize}`, async ({ page, request }) => {
      const gallery = (await publicRead<Gallery>(request, 'gallery')).slice(0, PAGE_SIZES.gallery)
      const longest = gallery.reduce((long, item) => (item.title.length > long.title.length ? item : long))
      expect(longest.title.length, 'un titre plus long qu’une ligne').toBeGreaterThan(40)
      const grid = await openGalleryPage(page)
      await page.evaluate((size) => (document.documentElement.style.fontSize = size), textSize)
      await expect(captions(grid)).toHaveCount(gallery.length)
      expect(await captions(grid).evaluateAll(cutCaptions)).toEqual([])
      const caption = captions(grid).filter({ hasText: longest.title })
      await expect(caption).toHaveText(longest.title)
      const captionBox = (await caption.boundingBox())!
      expect(captionBox.x).toBeGreaterThanOrEqual(0)
      expect(captionBox.x + captionBox.width).toBeLessThanOrEqual(390)

      await caption.click()
      const title = lightbox(page).getByRole('heading', { level: 2 })
      await expect(title).toHaveText(longest.title)
      expect(await title.evaluateAll(cutCaptions)).toEqual([])
      await title.scrollIntoViewIfNeeded()
      await expect(title).toBeInViewport({ ratio: 1 })
      const titleBox = (await title.boundingBox())!
      expect(titleBox.x).toBeGreaterThanOrEqual(0)
      expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(390)
    })
  }
})

test('aucune violation axe-core sur les pages de la galerie', async ({ page, isMobile }) => {
  test.skip(!isMobile, ONE_WIDTH_IS_ENOUGH)
  await openGalleryPage(page)
  await expectAccessible(page)
  await page.goto('/galerie/page/2')
  await expectAccessible(page)
})
