import { useState, type ReactNode } from 'react'

import { ExternalLink, LogOut } from '../../lib/ui/icons'
import { ADMIN_SCREENS, REQUESTS_SCREEN, adminScreensFor } from '../navigation'
import type { SessionUser } from '../api/session'
import { RoleContext, roleLabelOfUser, roleOfUser } from '../role'
import { useAdminSession } from '../useAdminSession'
import Spinner from './Spinner'
import { ToastProvider } from './Toast'

/** What every staff page gives its screen at build time. */
export interface StaffScreenProps {
  /** The commune's name from the CMS, drawn in the built page (the browser gets it as it is). */
  commune: string
}

/** Shown where the signed-in account will be named, until the stored session is checked. */
export const CHECKING_SESSION_LABEL = 'Vérification de la session...'

interface ShellProps extends StaffScreenProps {
  /** The signed-in account; null while the stored session is being checked. */
  user: SessionUser | null
  onSignOut: () => Promise<void>
  /** Path of the current screen, marked in the navigation. */
  current: string
  children: ReactNode
}

/**
 * The frame of every signed-in screen: who is signed in and with which role, 'Déconnexion', and the
 * six screens. It is drawn in the built page with a spinner where the account goes, so staff see
 * the screen before its script has run; the account appears once the session is checked.
 */
export function AdminShell({ user, commune, onSignOut, current, children }: ShellProps) {
  const [leaving, setLeaving] = useState(false)
  const signOut = () => {
    if (leaving) return
    setLeaving(true)
    void onSignOut()
  }
  const role = user && roleOfUser(user)
  // The screens the account may use (an agent d'état civil: « Demandes »); until the session is
  // checked, the content screens, and « Demandes » on its own page.
  const screens = role
    ? adminScreensFor(role)
    : [...ADMIN_SCREENS, ...(current === REQUESTS_SCREEN.href ? [REQUESTS_SCREEN] : [])]
  const links = [{ href: '/welcome', label: 'Accueil' }, ...screens]
  const roleLabel = user && roleLabelOfUser(user)

  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <a
        href="#contenu-admin"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-primary-800"
      >
        Aller au contenu
      </a>
      <header className="bg-primary-900 text-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
          <a href="/welcome" className="flex items-center gap-2 font-bold">
            <svg aria-hidden="true" width="32" height="32" viewBox="0 0 48 48">
              <rect width="48" height="48" rx="10" fill="#00853f" />
              <path d="M24 9l4 9.5 10 .8-7.7 6.6 2.4 9.8L24 30.4l-8.7 5.3 2.4-9.8L10 19.3l10-.8z" fill="#fdef42" />
            </svg>
            <span>
              Administration <span className="hidden font-normal sm:inline">· {commune}</span>
            </span>
          </a>
          <div className="flex min-w-0 flex-wrap items-center gap-3 text-sm">
            {user ? (
              <>
                <p className="flex min-w-0 items-baseline gap-1">
                  <span className="sr-only">Connecté en tant que </span>
                  <span data-testid="admin-user-email" className="truncate">
                    {user.email}
                  </span>
                  {/* What the account may do follows its role: the screens offer only that. */}
                  {roleLabel && ' '}
                  {roleLabel && (
                    <span data-testid="admin-user-role" className="shrink-0">
                      ({roleLabel})
                    </span>
                  )}
                </p>
                <button
                  type="button"
                  onClick={signOut}
                  aria-disabled={leaving || undefined}
                  className="btn-light px-3 py-1.5"
                >
                  <LogOut size={16} aria-hidden="true" />
                  Déconnexion
                </button>
              </>
            ) : (
              <>
                {/* On phones the account's line and the button take a row each: so do these, and the button's
                    place is held, so that the page does not jump down when the account appears. */}
                <Spinner label={CHECKING_SESSION_LABEL} showLabel light className="w-full sm:w-auto" />
                <span aria-hidden="true" className="btn-light invisible px-3 py-1.5">
                  <LogOut size={16} />
                  Déconnexion
                </span>
              </>
            )}
          </div>
        </div>
        <nav aria-label="Administration" className="border-t border-white/15">
          <ul className="container-page flex flex-wrap gap-x-1 gap-y-1 py-2 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={link.href === current ? 'page' : undefined}
                  className="block rounded-md px-3 py-1.5 font-medium hover:bg-white/10 aria-[current=page]:bg-white aria-[current=page]:text-primary-900"
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li className="sm:ml-auto">
              <a href="/" className="flex items-center gap-1 rounded-md px-3 py-1.5 font-medium hover:bg-white/10">
                Voir le site
                <ExternalLink size={14} aria-hidden="true" />
              </a>
            </li>
          </ul>
        </nav>
      </header>
      <main id="contenu-admin" tabIndex={-1} className="container-page flex-1 py-8 focus:outline-none">
        {children}
      </main>
    </div>
  )
}

/**
 * An admin screen behind the guard: its frame and headings are drawn at once (they are in the built
 * page), but nothing that needs the session (the account, the role's buttons, the list) until
 * /api/auth/profile accepts the stored token; without a valid session the user is sent to /login
 * with the reason.
 */
export default function AdminLayout({
  current,
  commune,
  children,
}: StaffScreenProps & { current: string; children: ReactNode }) {
  const { state, signOut } = useAdminSession({ guard: true })
  const user = state.status === 'signed-in' ? state.user : null
  return (
    <RoleContext.Provider value={user && roleOfUser(user)}>
      <ToastProvider>
        <AdminShell user={user} commune={commune} onSignOut={signOut} current={current}>
          {children}
        </AdminShell>
      </ToastProvider>
    </RoleContext.Provider>
  )
}
