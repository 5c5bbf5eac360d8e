/**
 * « Lire à voix haute » on a page without a recording (lib/views/spoken.ts,
 * docs/product/spoken.md#listening): the device's own French voice reads the page's text, the elements
 * marked `data-read-aloud-text` in turn. The button stays hidden unless the browser has such a voice (voices may
 * arrive after the page, with `voiceschanged`); a voice of the device itself is preferred to one the
 * browser fetches over the network. The site downloads nothing for it.
 */
const button = document.querySelector<HTMLElement>('[data-read-aloud]')
const sources = [...document.querySelectorAll<HTMLElement>('[data-read-aloud-text]')]
const speech = 'speechSynthesis' in window ? speechSynthesis : undefined

if (button && sources.length > 0 && speech) {
  const label = button.querySelector('[data-read-aloud-label]')!
  const read = label.textContent
  const voice = () => {
    const french = speech.getVoices().filter((candidate) => /^fr(?:[-_]|$)/i.test(candidate.lang))
    return french.find((candidate) => candidate.localService) ?? french[0]
  }
  const reveal = () => {
    button.hidden = !voice()
  }
  reveal()
  speech.addEventListener('voiceschanged', reveal)

  let reading = 0
  const show = (on: boolean) => {
    button.toggleAttribute('data-playing', on)
    label.textContent = on ? button.dataset.stop! : read
  }
  button.addEventListener('click', () => {
    const wasReading = button.hasAttribute('data-playing')
    // Cancelling ends the previous reading's utterances, whose late `end` must not reset this one.
    const run = ++reading
    speech.cancel()
    if (wasReading) return show(false)
    // A line at a time: some voices stop short in the middle of a long utterance.
    const lines = sources
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (hidden parts left out, a line per block), which textContent does not give.
      .flatMap((source) => source.innerText.split('\n'))
      .map((line) => line.trim())
      .filter(Boolean)
    const chosen = voice()
    let left = lines.length
    for (const line of lines) {
      const utterance = new SpeechSynthesisUtterance(line)
      utterance.lang = chosen?.lang ?? 'fr-FR'
      if (chosen) utterance.voice = chosen
      utterance.onend = utterance.onerror = () => {
        if (run === reading && --left === 0) show(false)
      }
      speech.speak(utterance)
    }
    show(lines.length > 0)
  })
  // The browser would go on reading a page the citizen has left.
  addEventListener('pagehide', () => speech.cancel())
}
