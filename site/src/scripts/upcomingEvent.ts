/**
 * The home page's agenda box between two builds: the page carries the next few events, each with
 * the instant it is over (`data-event-until`); this shows the first one not yet over, or the
 * « Aucun événement à venir » block, and looks again when the shown one ends. A few hundred bytes:
 * the box must never call a past event « Prochain événement », even on a page left open.
 */
import { wakeAt } from './wakeAt'

const box = document.querySelector<HTMLElement>('[data-agenda-box]')

const refresh = () => {
  const now = Date.now()
  const events = [...box!.querySelectorAll<HTMLElement>('[data-event-until]')]
  const shown = events.find((event) => Date.parse(event.dataset.eventUntil!) > now)
  for (const event of events) event.hidden = event !== shown
  box!.querySelector<HTMLElement>('[data-agenda-empty]')!.hidden = Boolean(shown)
  if (shown) wakeAt(Date.parse(shown.dataset.eventUntil!) + 500, refresh)
}

if (box) refresh()
