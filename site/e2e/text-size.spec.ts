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
        const describe = (element: Element) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(/\s+/).slice(0, 4).join('.')}` : ''} « ${(element.textContent ?? '').trim().slice(0, 40)} »`
        const cut: string[] = []
        for (const element of document.body.querySelectorAll('*')) {
          const style = getComputedStyle(element)
          if (style.display === 'none' || style.visibility === 'hidden' || element.closest('template, [hidden], .sr-only, dialog:not([open])')) continue
          // A box that hides what does not fit, holding text wider than itself: a word is cut.
          const clips = ['hidden', 'clip'].includes(style.overflowX)
          if (clips && element.scrollWidth > element.clientWidth + 1 && (element.textContent ?? '').trim()) cut.push(describe(element))
          // Text sticking out past the screen's right edge.
          const box = element.getBoundingClientRect()
          if (box.width > 0 && box.right > width + 1 && [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())) cut.push(`${describe(element)} dépasse de ${Math.round(box.right - width)} px`)
        }
        return { scrollWidth: document.documentElement.scrollWidth, width, cut }
      })
      expect.soft(found.scrollWidth, `${path} : largeur de la page`).toBeLessThanOrEqual(found.width)
      expect.soft(found.cut, `${path} : mots coupés`).toEqual([])
    }
  })
})
