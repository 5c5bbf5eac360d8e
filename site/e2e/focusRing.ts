import Color from 'colorjs.io'
import type { Page } from '@playwright/test'

/** The minimum contrast of a focus indicator against what is behind it (WCAG 2.1, 1.4.11). */
export const FOCUS_RING_MIN_CONTRAST = 3

/** What the browser draws around the focused element, and what lies right outside it. */
interface RingSample {
  /** The focused element, as a visitor would name it. */
  label: string
  /** Computed outline colour of the element that draws the ring (the focused one or a card around it). */
  ring: string | null
  /**
   * For each side of the ring that is on screen, the background layers under a point 1 px past the
   * ring, top first down to the first opaque one: a colour each, or a gradient's colour stops.
   */
  sides: string[][][]
}

/** The focused element's ring and the real backgrounds around it, read in the page. */
function sampleRing(page: Page): Promise<RingSample | null> {
  return page.evaluate(() => {
    const active = document.activeElement
    if (!(active instanceof HTMLElement) || active === document.body) return null
    // Buttons fade their colours in (transition-colors, the ring included): measure the final ring.
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish()
    const label = (
      active.getAttribute('aria-label') ||
      // biome-ignore lint/performance/useDomNodeTextContent: the label a person reads, hidden text left out.
      active.innerText ||
      active.getAttribute('title') ||
      active.tagName
    )
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 60)
    // A card may draw the ring of the link it wraps (:has(a:focus-visible)).
    let drawer: HTMLElement | null = active
    while (drawer && getComputedStyle(drawer).outlineStyle === 'none') drawer = drawer.parentElement
    if (!drawer) return { label, ring: null, sides: [] }
    const style = getComputedStyle(drawer)
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) + 1
    const box = drawer.getBoundingClientRect()
    const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 }
    const points = [
      [box.left - reach, middle.y],
      [box.right + reach, middle.y],
      [middle.x, box.top - reach],
      [middle.x, box.bottom + reach],
    ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight)
    const layersAt = ([x, y]: number[]): string[][] => {
      const layers: string[][] = []
      // The topmost element there (a fixed bar over the page counts), then its ancestors.
      for (let node = document.elementFromPoint(x!, y!); node; node = node.parentElement) {
        const { backgroundColor, backgroundImage } = getComputedStyle(node)
        const stops = backgroundImage.includes('gradient(')
          ? (backgroundImage.match(/(rgba?|oklab|oklch|color)\([^()]*\)/g) ?? [])
          : []
        if (stops.length > 0) {
          layers.push(stops)
          return layers
        }
        if (backgroundColor !== 'rgba(0, 0, 0, 0)' && backgroundColor !== 'transparent') layers.push([backgroundColor])
      }
      return layers
    }
    return { label, ring: style.outlineColor, sides: points.map(layersAt) }
  })
}

const opaque = (colour: Color): Color => {
  const copy = colour.clone()
  copy.alpha = 1
  return copy
}

/** The colours a stack of layers can show: each gradient stop, composited under the translucent layers above. */
function backgroundsOf(layers: string[][]): Color[] {
  let results = [new Color('white')] // what a page shows under no background at all
  for (const layer of [...layers].reverse()) {
    const colours = layer.map((value) => new Color(value))
    results = colours.flatMap((top) =>
      // A translucent layer over what is below: the browser mixes in sRGB by the layer's alpha.
      results.map((below) => (top.alpha >= 1 ? top : below.mix(opaque(top), top.alpha, { space: 'srgb' }))),
    )
  }
  return results
}

export interface RingCheck {
  label: string
  /** The lowest contrast of the ring against any background around it. */
  contrast: number
  /** The darkest background met (its relative luminance): tells whether dark surfaces were crossed. */
  darkestLuminance: number
  summary: string
}

/** Contrast of the focused element's ring against the real background right outside it (WCAG 2.1 formula). */
export async function focusRingContrast(page: Page): Promise<RingCheck | null> {
  const sample = await sampleRing(page)
  if (!sample) return null
  if (!sample.ring)
    return {
      label: sample.label,
      contrast: 0,
      darkestLuminance: 1,
      summary: `${sample.label} : aucun contour de focus`,
    }
  const ring = new Color(sample.ring)
  const backgrounds = sample.sides.flatMap(backgroundsOf)
  if (backgrounds.length === 0) return null
  const measured = backgrounds.map((background) => ({ background, contrast: ring.contrast(background, 'WCAG21') }))
  const worst = measured.reduce((a, b) => (b.contrast < a.contrast ? b : a))
  return {
    label: sample.label,
    contrast: worst.contrast,
    darkestLuminance: Math.min(...backgrounds.map((background) => background.luminance)),
    summary: `${sample.label} : ${worst.contrast.toFixed(2)}:1 (${ring.toString({ format: 'hex' })} sur ${worst.background.toString({ format: 'hex' })})`,
  }
}

/**
 * Tabs through the whole page from its start and measures every focus ring; stops when focus comes
 * back to an element already met or leaves the page.
 */
export async function tabThroughPage(page: Page, limit = 250): Promise<RingCheck[]> {
  const checks: RingCheck[] = []
  const seen = new Set<string>()
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab')
    const id = await page.evaluate(() => {
      const active = document.activeElement
      if (!active || active === document.body) return null
      const path: number[] = []
      for (let node: Element | null = active; node?.parentElement; node = node.parentElement)
        path.push([...node.parentElement.children].indexOf(node))
      return path.join('/')
    })
    if (id === null || seen.has(id)) break
    seen.add(id)
    const check = await focusRingContrast(page)
    if (check) checks.push(check)
  }
  return checks
}
