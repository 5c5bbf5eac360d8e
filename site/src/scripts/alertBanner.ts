/**
 * Shows the alert banner from its start and hides it after its end, on a page built before either
 * time (`data-start`, `data-end`): the banner is right without waiting for the rebuild the CMS
 * asks for at those times, and on a page left open. Kept tiny: it is on every page that carries
 * a banner, within the 2 KB JavaScript budget of pages without an island.
 */
import { wakeAt } from './wakeAt'

const banner = document.querySelector<HTMLElement>('[data-alert-banner]')

const update = () => {
  const now = Date.now()
  const start = Date.parse(banner!.dataset.start!)
  const end = Date.parse(banner!.dataset.end!)
  banner!.hidden = !(start <= now && now < end)
  if (now < end) wakeAt((now < start ? start : end) + 100, update)
}

if (banner) update()
