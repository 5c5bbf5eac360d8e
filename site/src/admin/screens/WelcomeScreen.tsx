import { isPlainClick } from 'shared-types'

import { ArrowRight, ExternalLink, LogIn } from '../../lib/ui/icons'
import { AdminShell, type StaffScreenProps } from '../components/AdminLayout'
import SiteStateCard from '../components/SiteStateCard'
import { ADMIN_SCREENS, adminScreensFor } from '../navigation'
import { roleOfUser } from '../role'
import { LOGIN_PATH } from '../api/session'
import { openPanel } from '../api/handoff'
import { useAdminSession } from '../useAdminSession'

interface Props extends StaffScreenProps {
  /** Payload's panel on the CMS (`payloadPanelUrl`), given by the page at build time. */
  panelUrl: string
}

/**
 * /welcome (docs/product/staff-screens.md#welcome-page): checks the stored session on load (spinner
 * meanwhile); signed in, it greets the user by display name (else email), says whether what staff
 * published has reached the public site, and links to the six screens and to the CMS's own panel
 * (opened with the same session); signed out (or a failed check), a message and a link to /login.
 * While the session is checked (and in the built page) the frame, the links and the panel are
 * drawn, without the account's name nor the site's state.
 */
export default function WelcomeScreen({ panelUrl, commune }: Props) {
  const { state, signOut } = useAdminSession({ guard: false })

  if (state.status === 'signed-out') {
    return (
      <main id="contenu" className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
        <div className="card max-w-md p-8 text-center">
          <h1 className="text-2xl font-bold text-gray-900">Administration</h1>
          <p className="mt-3 text-gray-800">
            Vous n'êtes pas connecté. Connectez-vous pour accéder à l'administration du site.
          </p>
          <a href={LOGIN_PATH} className="btn-primary mt-6">
            <LogIn size={18} aria-hidden="true" />
            Se connecter
          </a>
        </div>
      </main>
    )
  }

  const user = state.status === 'signed-in' ? state.user : null
  // The screens the account may use; the content screens until the session is checked.
  const screens = user ? adminScreensFor(roleOfUser(user)) : ADMIN_SCREENS
  return (
    <AdminShell user={user} commune={commune} onSignOut={signOut} current="/welcome">
      <h1 className="text-2xl font-bold break-words text-gray-900 sm:text-3xl">
        Bienvenue{user && `, ${user.displayName || user.email}`}
      </h1>
      <p className="mt-2 text-gray-700">Choisissez le contenu à gérer.</p>
      <SiteStateCard signedIn={user !== null} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {screens.map((screen) => (
          <li key={screen.href}>
            <a
              href={screen.href}
              className="card group flex h-full items-start justify-between gap-3 p-5 transition-shadow hover:shadow-md"
            >
              <span>
                <span className="block text-lg font-semibold text-gray-900 group-hover:text-primary-800">
                  {screen.label}
                </span>
                <span className="mt-1 block text-sm text-gray-700">{screen.description}</span>
              </span>
              <ArrowRight size={20} aria-hidden="true" className="mt-1 shrink-0 text-primary-700" />
            </a>
          </li>
        ))}
      </ul>
      <section aria-labelledby="panneau-complet" className="mt-10 rounded-xl bg-primary-50 p-6 ring-1 ring-primary-100">
        <h2 id="panneau-complet" className="text-lg font-semibold text-gray-900">
          Panneau d'administration complet
        </h2>
        <p className="mt-1 text-sm text-gray-800">
          Messages de contact, abonnés à la lettre d'information, documents, décisions, comptes et tous les champs
          détaillés.
        </p>
        <a
          href={panelUrl}
          className="btn-secondary mt-4"
          onClick={(event) => {
            // Signed in, the panel opens with this session; otherwise (or in a new tab) it asks for the password.
            if (!user || !isPlainClick(event)) return
            event.preventDefault()
            void openPanel(panelUrl)
          }}
        >
          Ouvrir le panneau d'administration
          <ExternalLink size={16} aria-hidden="true" />
        </a>
      </section>
    </AdminShell>
  )
}
