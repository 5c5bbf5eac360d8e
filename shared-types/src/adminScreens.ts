import { canHandleRequests, canWriteContent } from './roles'

/** The six management screens of the site (docs/product/staff-screens.md), in the order its welcome page and the panel's dashboard list them. */
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

/** The queue of citizens' online requests (docs/product/requests.md#the-queue): administrators and agents d'état civil. */
export const REQUESTS_SCREEN: AdminScreenLink = {
  href: '/admin/demandes',
  label: 'Demandes',
  description: 'Demandes en ligne des citoyens : traitement, messages et impression',
}

/** Every screen of the site, whoever may use it. */
export const ALL_ADMIN_SCREENS: readonly AdminScreenLink[] = [...ADMIN_SCREENS, REQUESTS_SCREEN]

/**
 * The screens a role may use, as the navigation, the welcome page and the panel's shortcuts list
 * them: the content screens for those who write content, « Demandes » for those who handle requests.
 */
export const adminScreensFor = (role: unknown): readonly AdminScreenLink[] => [
  ...(canWriteContent(role, true) ? ADMIN_SCREENS : []),
  ...(canHandleRequests(role) ? [REQUESTS_SCREEN] : []),
]

/** Where a role starts once signed in: an agent d'état civil at the queue, everyone else at /welcome. */
export const staffHomePath = (role: unknown): string => (role === 'agent' ? REQUESTS_SCREEN.href : '/welcome')
