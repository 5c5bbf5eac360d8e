import type { ClientDirective } from 'astro'

/** Hydrates all the same if no paint is reported by then (a page opened in the background). */
const LATEST_MS = 5000

/**
 * Hydrates once the browser reports the page's first contentful paint (a paint entry comes once the
 * frame is on screen; two animation frames where paints are not reported), at its next idle moment
 * (Safari has no idle callback: at once).
 */
const painted: ClientDirective = (load) => {
  let started = false
  const hydrate = async () => {
    if (started) return
    started = true
    await (await load())()
  }
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => void hydrate(), { timeout: 1000 })
    else setTimeout(() => void hydrate())
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    window.requestAnimationFrame(() => window.requestAnimationFrame(whenIdle))
    return
  }
  const latest = setTimeout(whenIdle, LATEST_MS)
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    clearTimeout(latest)
    whenIdle()
  }).observe({ type: 'paint', buffered: true })
}

export default painted
