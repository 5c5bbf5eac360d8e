import type { ServerProps } from 'payload'
import { SITE_STATE_MESSAGES, siteStateLine, siteStateRetryLine, siteStatus, type SiteStatus } from 'shared-types'

import { buildHistory } from '../../publishing/rebuild/siteBuildRecords'
import { readSiteState } from '../../publishing/rebuild/status'
import { SiteBuildHistory } from './SiteBuildHistory'

/** The state's colour, on Payload's own palette (light and dark themes alike). */
const ACCENT: Record<SiteStatus, string> = {
  published: 'var(--theme-success-500)',
  pending: 'var(--theme-warning-500)',
  building: 'var(--theme-warning-500)',
  failed: 'var(--theme-error-500)',
  deployFailed: 'var(--theme-error-500)',
  never: 'var(--theme-elevation-400)',
  disabled: 'var(--theme-elevation-400)',
}

/**
 * On the panel's dashboard, above the collections: whether what staff published has reached the
 * public site (« Site publié il y a 2 min », « Publication en attente », « Publication en cours »,
 * « Échec de la publication : … », « Dernière publication échouée : … »), and the last builds. A
 * server component: read from the database when the page is drawn, no script.
 */
export async function SiteState({ payload, user }: ServerProps) {
  if (!user) return null
  const [state, builds] = await Promise.all([readSiteState(payload), buildHistory(payload)])
  const now = Date.parse(state.checkedAt)
  const status = siteStatus(state)
  const retry = siteStateRetryLine(state, now)
  return (
    <section
      aria-labelledby="etat-du-site"
      data-status={status}
      style={{
        marginBottom: 'var(--base)',
        padding: 'calc(var(--base) * 0.75) var(--base)',
        borderLeft: `4px solid ${ACCENT[status]}`,
        borderRadius: 'var(--style-radius-s)',
        background: 'var(--theme-elevation-50)',
      }}
    >
      <h2
        id="etat-du-site"
        style={{ margin: 0, fontSize: '0.85rem', fontWeight: 600, color: 'var(--theme-elevation-650)' }}
      >
        {SITE_STATE_MESSAGES.heading}
      </h2>
      <p style={{ margin: '0.25rem 0 0', fontSize: '1.05rem' }}>{siteStateLine(state, now)}</p>
      {retry ? <p style={{ margin: '0.25rem 0 0', color: 'var(--theme-elevation-650)' }}>{retry}</p> : null}
      {state.automatic ? <SiteBuildHistory builds={builds} /> : null}
    </section>
  )
}
