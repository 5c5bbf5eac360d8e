/**
 * The site's menus (docs/product/public-pages.md, navigation bar and footer): one list, read by the
 * navbar and the footer.
 */
export interface NavLink {
  label: string
  href: string
}

export interface NavEntry extends NavLink {
  children?: NavLink[]
}

export const MAIN_NAV: NavEntry[] = [
  { label: 'Accueil', href: '/' },
  { label: 'Présentation', href: '/presentation' },
  {
    label: 'Projets',
    href: '/projets',
    children: [
      { label: 'Plan quinquennal', href: '/projets/plan-quinquennal' },
      { label: 'Initiatives', href: '/projets/initiatives' },
    ],
  },
  {
    label: 'Services',
    href: '/services',
    children: [
      { label: 'Éducation', href: '/services/education' },
      { label: 'Santé', href: '/services/sante' },
      { label: 'Infrastructures', href: '/services/infrastructures' },
    ],
  },
  { label: 'Actualités', href: '/actualites' },
  // Beside the news: what happens next in the commune (not in the original menu, added with the agenda).
  { label: 'Agenda', href: '/agenda' },
  { label: 'Espace citoyen', href: '/espace-citoyen' },
  { label: 'Investir', href: '/investissements' },
]

/** Shown in the mobile menu only (docs/product/public-pages.md#navigation-bar). */
export const ADMIN_LINK: NavLink = { label: 'Administration', href: '/login' }

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'Présentation de la commune', href: '/presentation' },
  { label: 'Projets et développement', href: '/projets' },
  { label: 'Actualités', href: '/actualites' },
  { label: 'Agenda de la commune', href: '/agenda' },
  // Not in the navigation bar, already full: the home page's gallery and the footer lead to it.
  { label: 'Galerie photos et vidéos', href: '/galerie' },
  { label: 'Espace citoyen', href: '/espace-citoyen' },
  { label: 'Investir dans la commune', href: '/investissements' },
]

export const FOOTER_SERVICES: NavLink[] = [
  { label: 'Éducation', href: '/services/education' },
  { label: 'Santé', href: '/services/sante' },
  { label: 'Infrastructures', href: '/services/infrastructures' },
  { label: 'Démarches administratives', href: '/espace-citoyen/demarches' },
  { label: 'Documents à télécharger', href: '/espace-citoyen/documents' },
]

/** True when `href` is the current page or one of its sections. */
export const isCurrent = (href: string, pathname: string): boolean => {
  const path = pathname.replace(/\/+$/, '') || '/'
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
}
