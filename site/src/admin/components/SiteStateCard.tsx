import { useEffect, useState } from 'react'
import {
  SITE_STATE_MESSAGES,
  siteStateLine,
  siteStateRetryLine,
  siteStatus,
  type SiteState,
  type SiteStatus,
} from 'shared-types'

import { CircleAlert, CircleCheck, Info, RotateCw } from '../../lib/ui/icons'
import { ApiError } from '../../lib/cms/client'
import { SessionExpiredError } from '../api/session'
import { fetchSiteState } from '../api/siteState'

/** Looked at again this often, so that « Publication en attente » / « en cours » turns into « Site publié » by itself. */
const REFRESH_MS = 15_000

const LOOK: Record<SiteStatus, { Icon: typeof Info; className: string }> = {
  published: { Icon: CircleCheck, className: 'text-green-700' },
  pending: { Icon: RotateCw, className: 'text-yellow-700' },
  building: { Icon: RotateCw, className: 'text-yellow-700' },
  failed: { Icon: CircleAlert, className: 'text-red-700' },
  deployFailed: { Icon: CircleAlert, className: 'text-red-700' },
  never: { Icon: Info, className: 'text-gray-700' },
  disabled: { Icon: Info, className: 'text-gray-700' },
}

type Loaded = { state: SiteState; clockOffset: number } | { error: string }

/**
 * /welcome: whether what staff published has reached the public site (« Site publié il y a 2 min »,
 * « Publication en attente », « Dernière publication échouée : … »). Relative times are counted on
 * the CMS's clock (the answer carries it), so a browser's wrong clock does not shift them.
 * Drawn in the built page with its loading line (its place kept, so the page does not jump), it asks
 * the CMS only once the session is checked (`signedIn`).
 */
export default function SiteStateCard({ signedIn }: { signedIn: boolean }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (!signedIn) return
    let active = true
    const load = async () => {
      try {
        const state = await fetchSiteState()
        if (active) setLoaded({ state, clockOffset: Date.parse(state.checkedAt) - Date.now() })
      } catch (error) {
        // An expired session is already on its way to /login.
        if (active && !(error instanceof SessionExpiredError))
          setLoaded({ error: error instanceof ApiError ? error.message : SITE_STATE_MESSAGES.loadFailure })
      }
      if (active) setNow(Date.now())
    }
    void load()
    const timer = window.setInterval(() => void load(), REFRESH_MS)
    return () => {
      active = false
      window.clearInterval(timer)
    }
  }, [signedIn])

  const status: SiteStatus | null = loaded && 'state' in loaded ? siteStatus(loaded.state) : null
  const { Icon, className } = LOOK[status ?? 'never']
  const cmsNow = loaded && 'state' in loaded ? now + loaded.clockOffset : now
  const line = !loaded
    ? SITE_STATE_MESSAGES.loading
    : 'error' in loaded
      ? loaded.error
      : siteStateLine(loaded.state, cmsNow)
  const retry = loaded && 'state' in loaded ? siteStateRetryLine(loaded.state, cmsNow) : null

  return (
    <section
      aria-labelledby="etat-du-site"
      className="mt-6 flex items-start gap-3 rounded-xl bg-white p-5 ring-1 ring-gray-200"
      data-status={status ?? undefined}
    >
      <Icon size={22} aria-hidden="true" className={`mt-0.5 shrink-0 ${className}`} />
      <div>
        <h2 id="etat-du-site" className="text-sm font-semibold text-gray-700">
          {SITE_STATE_MESSAGES.heading}
        </h2>
        <p className="mt-1 text-gray-900" data-testid="site-state" aria-live="polite">
          {line}
        </p>
        {retry ? <p className="mt-1 text-sm text-gray-700">{retry}</p> : null}
      </div>
    </section>
  )
}
