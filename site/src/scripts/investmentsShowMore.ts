/**
 * 'Voir plus de projets' (docs/product/investments.md#landing-page): the cards are server-rendered,
 * those past the first step carry `hidden`; each click reveals one more step (the button's
 * `data-show-more`, written by the page from INVESTMENTS_STEP), moves focus to the first new card,
 * then scrolls smoothly, after 100 ms, to that card with a 100 px offset. Scrolling to the
 * section's top, as first specified, would leave the focused card a screen or more below the
 * viewport (WCAG 2.4.7, 2.4.11): the new cards are where the section continues. Plain DOM code: no
 * framework for one button.
 */
const SCROLL_DELAY_MS = 100
const SCROLL_OFFSET_PX = 100

const section = document.getElementById('projets-prioritaires')
const button = section?.querySelector<HTMLButtonElement>('[data-show-more]')

if (section && button) {
  const step = Number(button.dataset.showMore)
  const hiddenItems = () => Array.from(section.querySelectorAll<HTMLElement>('[data-investment-item][hidden]'))
  // Without this script the button would do nothing, so it only appears once the script runs.
  button.hidden = hiddenItems().length === 0

  button.addEventListener('click', () => {
    const batch = hiddenItems().slice(0, step)
    for (const item of batch) item.hidden = false
    // Keyboard and screen-reader users land on the first new card (its title is announced).
    batch[0]?.querySelector<HTMLAnchorElement>('a[href]')?.focus({ preventScroll: true })
    const remaining = hiddenItems().length
    if (remaining === 0) button.hidden = true
    window.setTimeout(() => {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      const top = (batch[0] ?? section).getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX
      window.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' })
    }, SCROLL_DELAY_MS)
  })
}

// A module, so its names stay out of the global scope.
export {}
