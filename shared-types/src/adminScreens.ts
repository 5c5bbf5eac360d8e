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
