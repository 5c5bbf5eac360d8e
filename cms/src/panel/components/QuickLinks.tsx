import type { ServerProps } from 'payload'
import { adminScreensFor } from 'shared-types'

import { siteURL } from '../../lib/urls'
import { ScreenLink } from './SessionHandoff'

/**
 * The public site and the site's own management screens the account may use (signed in with the
 * panel's session), one click from the panel's dashboard: « Demandes » alone for an agent d'état civil.
 */
export function QuickLinks({ user }: ServerProps) {
  if (!user) return null
  const site = siteURL()
  return (
    <nav aria-labelledby="quick-links-title" style={{ marginBottom: 'var(--base)' }}>
      <h2 id="quick-links-title">Raccourcis</h2>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', listStyle: 'none', padding: 0 }}>
        <li>
          <a href={site}>Voir le site public</a>
        </li>
        {adminScreensFor((user as { role?: unknown }).role).map((screen) => (
          <li key={screen.href}>
            <ScreenLink href={new URL(screen.href, site).toString()}>Écran {screen.label}</ScreenLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
