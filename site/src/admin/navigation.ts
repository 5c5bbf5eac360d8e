/** The six management screens (SPEC §2), in the order the welcome page lists them. */
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
 * Payload's own panel on the CMS (contact messages, newsletter, documents, accounts), at the CMS's
 * address: the panel is a Next.js application of its own that the site does not forward.
 */
export const payloadPanelUrl = (cmsUrl: string): string => new URL('/admin', cmsUrl).toString()
