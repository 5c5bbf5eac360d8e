import { useEffect, useRef, useState } from 'react'
import { ERRORS, SHARE_TEXT_LENGTH, truncate } from 'shared-types'

import { Share2 } from '../lib/ui/icons'

const COPY_FAILED = 'Impossible de copier le lien. Copiez l’adresse de la page dans la barre du navigateur.'
const TOAST_MS = 5000

interface Props {
  title: string
  /** Plain text of the article; shared truncated to SHARE_TEXT_LENGTH characters. */
  text: string
}

/** Native share sheet when the browser has one, else the page's address copied to the clipboard. */
export default function ShareButton({ title, text }: Props) {
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')
  const timer = useRef<number | undefined>(undefined)

  // The server-rendered button does nothing until this island runs: it stays invisible (its room kept,
  // so nothing moves) rather than swallow a tap.
  const [ready, setReady] = useState(false)
  useEffect(() => {
    setReady(true)
    return () => window.clearTimeout(timer.current)
  }, [])

  const flash = (show: (message: string) => void, message: string) => {
    setStatus('')
    setError('')
    show(message)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => (setStatus(''), setError('')), TOAST_MS)
  }

  async function share() {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: truncate(text, SHARE_TEXT_LENGTH), url })
        return
      } catch (reason) {
        // The visitor closed the share sheet: nothing to do. Any other refusal: copy instead.
        if (reason instanceof DOMException && reason.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      flash(setStatus, ERRORS.linkCopied)
    } catch {
      flash(setError, COPY_FAILED)
    }
  }

  return (
    <div className="relative">
      <button type="button" onClick={share} className={ready ? 'btn-secondary' : 'btn-secondary invisible'} data-ready={ready || undefined}>
        <Share2 size={18} aria-hidden="true" />
        Partager
      </button>
      <p role="status" className={status ? 'mt-3 rounded-lg bg-primary-900 px-4 py-2 text-sm font-medium text-white shadow-lg' : 'sr-only'}>
        {status}
      </p>
      <p role="alert" className={error ? 'mt-3 rounded-lg bg-red-50 px-4 py-2 text-sm text-red-900 ring-1 ring-red-200' : 'sr-only'}>
        {error}
      </p>
    </div>
  )
}
