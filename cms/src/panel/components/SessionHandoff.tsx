'use client'

import { toast, useConfig } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useEffect, type MouseEvent, type ReactNode } from 'react'
import { SESSION_HANDOFF, addressWithHandoffCode, handoffCodeOf, isPlainClick } from 'shared-types'

/** POST to the CMS's own API from the panel, with its session cookie. */
const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

/**
 * Wraps the whole panel: opened from the site's screens with a single-use code after `#`
 * (shared-types `SESSION_HANDOFF`), it exchanges the code for the screens' session as its cookie,
 * then opens the page the sign-in was asked for. The code leaves the address first.
 */
export function SessionHandoffProvider({ children }: { children?: ReactNode }) {
  const { config } = useConfig()
  const apiRoute = formatAdminURL({ apiRoute: config.routes.api, path: '/auth/exchange' })
  const adminRoute = config.routes.admin

  useEffect(() => {
    const handoff = handoffCodeOf(window.location.hash)
    if (!handoff) return
    window.history.replaceState(null, '', window.location.pathname + window.location.search)
    void postJson(apiRoute, { code: handoff.code })
      .then(async (response) => {
        if (!response.ok)
          throw new Error(
            ((await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null)?.errors?.[0]
              ?.message,
          )
        // A redirect of the login view back to where the clerk was going, else the dashboard.
        const asked = new URLSearchParams(window.location.search).get('redirect')
        window.location.replace(asked?.startsWith(adminRoute) && !asked.startsWith('//') ? asked : adminRoute)
      })
      .catch((error: unknown) =>
        toast.error(error instanceof Error && error.message ? error.message : SESSION_HANDOFF.invalidCode),
      )
  }, [apiRoute, adminRoute])

  return children
}

/**
 * A link from the panel to one of the site's screens that takes the clerk's session along: it asks
 * for a code and opens the screens' sign-in with it. Opened in a new tab, or if the CMS does not
 * answer, it is a plain link (the screen asks for a sign-in).
 */
export function ScreenLink({ href, children }: { href: string; children: ReactNode }) {
  const { config } = useConfig()

  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    const screen = new URL(href)
    try {
      const response = await postJson(formatAdminURL({ apiRoute: config.routes.api, path: '/auth/handoff' }), {
        to: 'screens',
      })
      const { code } = (await response.json()) as { code?: unknown }
      if (response.ok && typeof code === 'string') {
        window.location.assign(addressWithHandoffCode(new URL('/login', screen), code, screen.pathname))
        return
      }
    } catch {
      // The link still leads to the screen.
    }
    window.location.assign(href)
  }

  return (
    <a href={href} onClick={(event) => void open(event)}>
      {children}
    </a>
  )
}
