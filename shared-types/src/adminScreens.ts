/** The six management screens of the site (SPEC §2), in the order its welcome page and the panel's dashboard list them. */
export interface AdminScreenLink {
  href: string
  label: string
  description: string
}

export const ADMIN_SCREENS: readonly AdminScreenLink[] = [
  { href: '/admin/services', label: 'Services', description: 'Services municipaux, catégories et images' },
  { href: '/admin/news', label: 'Actualités', description: 'Articles, catégories et illustrations' },
  { href: '/admin/projects', label: 'Projets', description: 'Projets de développement, statuts et budgets' },
  { href: '/admin/gallery', label: 'Galerie', description: 'Photos et vidéos de la commune' },
  { href: '/admin/procedures', label: 'Démarches', description: 'Démarches administratives et pièces à fournir' },
  { href: '/admin/investissements', label: 'Investissements', description: "Opportunités d'investissement" },
]


/**
 * One sign-in across Payload's panel (on the CMS) and the site's screens, which live on different
 * origins in production. The tool a clerk leaves asks the CMS for a single-use code
 * (`POST /auth/handoff`), opens the other tool with the code after `#` (never sent to a server nor
 * logged, and removed from the address at once), and that tool exchanges it by POST
 * (`/auth/exchange`) for the same session: signing out of either ends it in both.
 */
export const SESSION_HANDOFF = {
  /** The address fragment's key: `…/login#connexion=<code>&suite=/admin/news`. */
  codeKey: 'connexion',
  /** Where the screens go once signed in, a path of `staffPathAfterHandoff`. */
  nextKey: 'suite',
  /** A code is valid this long, once. */
  codeSeconds: 60,
  invalidCode: 'Ce lien de connexion a expiré ou a déjà servi : connectez-vous avec votre e-mail et votre mot de passe',
} as const

export type HandoffTarget = 'panel' | 'screens'

/** A path of the site's staff screens to open after a handoff; anything else opens /welcome. */
export function staffPathAfterHandoff(path: string | null | undefined): string {
  return ADMIN_SCREENS.some((screen) => screen.href === path) ? (path as string) : '/welcome'
}
