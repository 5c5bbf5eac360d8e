/**
 * The share button of a news page (components/news/ShareButton.astro) in plain DOM code: a React
 * island cost every reader of a news item the framework's runtime for one button.
 */
import { ERRORS } from 'shared-types'

const COPY_FAILED = 'Impossible de copier le lien. Copiez l’adresse de la page dans la barre du navigateur.'
const TOAST_MS = 5000
const STATUS_SHOWN = 'mt-3 rounded-lg bg-primary-900 px-4 py-2 text-sm font-medium text-white shadow-lg'
const ERROR_SHOWN = 'mt-3 rounded-lg bg-red-50 px-4 py-2 text-sm text-red-900 ring-1 ring-red-200'
const HIDDEN = 'sr-only'

for (const box of document.querySelectorAll<HTMLElement>('[data-share]')) {
  const button = box.querySelector('button')!
  const status = box.querySelector<HTMLElement>('[role="status"]')!
  const alert = box.querySelector<HTMLElement>('[role="alert"]')!
  const { shareTitle: title = '', shareText: text = '' } = box.dataset
  let timer: number | undefined

  const say = (statusText: string, errorText: string) => {
    status.textContent = statusText
    status.className = statusText ? STATUS_SHOWN : HIDDEN
    alert.textContent = errorText
    alert.className = errorText ? ERROR_SHOWN : HIDDEN
  }
  const flash = (statusText: string, errorText: string) => {
    say(statusText, errorText)
    window.clearTimeout(timer)
    timer = window.setTimeout(() => say('', ''), TOAST_MS)
  }

  button.addEventListener('click', async () => {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url })
        return
      } catch (reason) {
        // The visitor closed the share sheet: nothing to do. Any other refusal: copy instead.
        if (reason instanceof DOMException && reason.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      flash(ERRORS.linkCopied, '')
    } catch {
      flash('', COPY_FAILED)
    }
  })

  // Ready: the button shows, and from now on a tap is answered.
  button.classList.remove('invisible')
  button.dataset.ready = ''
}
