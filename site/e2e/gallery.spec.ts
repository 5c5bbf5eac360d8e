import { expect, test, type Locator, type Page } from '@playwright/test'
import { formatLongDate } from 'shared-types'
import type { Gallery } from 'shared-types/payload-types'

import { expectAccessible, publicRead } from './support'

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
  test('la grille montre les éléments du CMS, en 2 colonnes sur téléphone et 4 sur ordinateur', async ({ page, request, isMobile }) => {
    const gallery = (await publicRead<Gallery>(request, 'gallery')).slice(0, 12)
    expect(gallery.length).toBeGreaterThanOrEqual(4)
    const section = await openGallery(page)
    await expect(items(section)).toHaveCount(gallery.length)
    for (const [index, item] of gallery.entries()) {
      await expect(items(section).nth(index).getByRole('link')).toHaveAccessibleName(new RegExp(item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    }
    const boxes = await items(section).evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ x, y }) => ({ x: Math.round(x), y: Math.round(y) })))
    const firstRow = boxes.filter((box) => box.y === boxes[0]?.y)
    expect(firstRow).toHaveLength(isMobile ? 2 : 4)
    expect(new Set(boxes.map((box) => box.x)).size).toBe(isMobile ? 2 : 4)
  })

  test('un clic ouvre la visionneuse plein écran : titre, date en français, image optimisée', async ({ page, request }) => {
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

  test('la page ne défile pas tant que la visionneuse est ouverte', async ({ page }) => {
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

  test('au clavier : Entrée ouvre, Tab reste dans la visionneuse, Échap ferme et rend le focus', async ({ page }) => {
    const section = await openGallery(page)
    const opener = items(section).nth(2).getByRole('link')
    await opener.focus()
    await expect(opener).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = lightbox(page)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused()
    for (let step = 0; step < 3; step++) {
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

  test('un clic sur le fond ferme la visionneuse, pas un clic sur l’image', async ({ page }) => {
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

  test('encadré de l’agenda et bouton Nous contacter', async ({ page }) => {
    await page.goto('/')
    // What it announces is the agenda's (e2e/agenda.spec.ts): never the spec's exhibition of 2025, long past.
    const box = page.getByRole('complementary', { name: 'Agenda de la commune' })
    await expect(box).toContainText('Prochain événement')
    await expect(box).not.toContainText('Exposition photographique')
    await box.getByRole('link', { name: 'Nous contacter' }).click()
    await expect(page).toHaveURL(/#contact$/)
    await expect(page.locator('#contact')).toBeInViewport()
  })

  test('aucune violation axe-core avec la visionneuse ouverte', async ({ page }) => {
    const section = await openGallery(page)
    await items(section).first().getByRole('link').click()
    await expect(lightbox(page)).toBeVisible()
    await expectAccessible(page)
  })
})
