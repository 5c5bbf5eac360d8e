import { expect, test } from '@playwright/test'

import { hasPublicFooter, onePagePerKind } from './pages'

// WCAG 1.4.4 and 1.4.10 (RGAA 10.4, 10.11): text at 200 % on a 390 px phone, no sideways
// scrolling and no word cut by a box too narrow for it.
test.describe('texte à 200 % sur un téléphone de 390 px', () => {
  test.skip(({ isMobile }) => !isMobile, 'largeur de téléphone')
  test.use({ viewport: { width: 390, height: 844 } })

  test('aucune page ne défile de côté ni ne coupe un mot', async ({ page }) => {
    test.setTimeout(180_000)
    const pages = onePagePerKind().filter(hasPublicFooter)
    expect(pages.length).toBeGreaterThan(10)
    for (const path of pages) {
      await page.goto(path)
      const found = await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%'
        const width = document.documentElement.clientWidth
        const describeElement = (element: Element) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(/\s+/).slice(0, 4).join('.')}` : ''} « ${(element.textContent ?? '').trim().slice(0, 40)} »`
        // A strip that scrolls sideways on purpose (the presentation's section links) may hold more than the screen.
        const inScroller = (element: Element) => {
          for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
            if (['auto', 'scroll'].includes(getComputedStyle(node).overflowX)) return true
          }
          return false
        }
        // Every line of text must lie inside the screen and inside each box that hides what overflows it.
        const cut: string[] = []
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!
          if (
            !node.textContent!.trim() ||
            parent.closest('template, [hidden], .sr-only, dialog:not([open]), script, style')
          )
            continue
          if (getComputedStyle(parent).visibility === 'hidden' || inScroller(parent)) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          const lines = [...range.getClientRects()].filter((line) => line.width > 0)
          if (lines.length === 0) continue
          const boxes = [{ left: 0, right: width }]
          for (let box = parent; box && box !== document.body; box = box.parentElement!) {
            if (['hidden', 'clip'].includes(getComputedStyle(box).overflowX)) boxes.push(box.getBoundingClientRect())
          }
          if (lines.some((line) => boxes.some((box) => line.left < box.left - 1 || line.right > box.right + 1)))
            cut.push(describeElement(parent))
        }
        return { scrollWidth: document.documentElement.scrollWidth, width, cut }
      })
      expect.soft(found.scrollWidth, `${path} : largeur de la page`).toBeLessThanOrEqual(found.width)
      expect.soft(found.cut, `${path} : mots coupés`).toEqual([])
    }
  })
})
