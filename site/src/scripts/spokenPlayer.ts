/**
 * The spoken versions' players (lib/views/spoken.ts, docs/product/spoken.md#listening): each label
 * becomes one large button that plays its recording in place and pauses it, saying « Pause » while it
 * plays; the native controls stay under it, to tell how far it has gone and to move in it (hiding
 * them until a press would move the page as it loads: a layout shift Lighthouse counts). One
 * recording plays at a time. Nothing is downloaded before a press (`preload="none"`). Without this
 * script the native players work as they are. Kept tiny: it is on every page with a recording.
 */

// One recording at a time, whichever player started it (a page's, the banner's, a native one).
document.addEventListener(
  'play',
  ({ target }) => {
    for (const audio of document.querySelectorAll('audio')) if (audio !== target) audio.pause()
  },
  true,
)

const enhance = (label: HTMLElement) => {
  const audio = label.parentElement?.querySelector('audio')
  const text = label.querySelector('[data-spoken-text]')
  if (!audio || !text) return
  const listen = text.textContent
  const button = document.createElement('button')
  button.type = 'button'
  button.className = label.dataset.button!
  button.append(...label.childNodes)
  label.replaceWith(button)
  const show = (playing: boolean) => {
    button.toggleAttribute('data-playing', playing)
    text.textContent = playing ? label.dataset.pause! : listen
  }
  button.addEventListener('click', () => {
    if (audio.paused) audio.play().catch(() => show(false))
    else audio.pause()
  })
  audio.addEventListener('play', () => show(true))
  // Also when it ends: the browser pauses it then.
  audio.addEventListener('pause', () => show(false))
}

for (const label of document.querySelectorAll<HTMLElement>('[data-spoken-control]')) enhance(label)
