import type { InvestmentSector } from 'shared-types'

/**
 * Static texts of the investment pages (SPEC §2): why invest, the six priority sectors, the three
 * competitive advantages and the FAQ. Figures come from SPEC §9 (population, shops, livestock).
 */

export type InvestIcon =
  | 'map'
  | 'sprout'
  | 'users'
  | 'handshake'
  | 'store'
  | 'route'
  | 'graduation'
  | 'sun'
  | 'palm'
  | 'landmark'
  | 'shield'
  | 'trending'

export interface InvestPoint {
  title: string
  text: string
  icon: InvestIcon
}

export const INVEST_HERO = {
  title: 'Investir dans notre commune',
  lead: "Des terres fertiles, une population jeune et une mairie qui accompagne chaque porteur de projet : découvrez les opportunités d'investissement de la commune.",
} as const

export const WHY_INVEST: InvestPoint[] = [
  {
    title: 'Une position bien desservie',
    text: 'Des pistes rurales ouvertes depuis 2022 relient les villages au chef-lieu et aux marchés régionaux.',
    icon: 'map',
  },
  {
    title: 'Des ressources agricoles abondantes',
    text: "Arachide, mil, niébé et un élevage actif (4 500 volailles, 400 bovins) attendent d'être transformés sur place.",
    icon: 'sprout',
  },
  {
    title: 'Une population jeune',
    text: "65 % des 18 500 habitants ont moins de 35 ans : une main-d'œuvre disponible, prête à être formée.",
    icon: 'users',
  },
  {
    title: 'Une mairie qui accompagne',
    text: "Le service économique de l'hôtel de ville est l'interlocuteur unique des investisseurs, de l'idée à l'ouverture.",
    icon: 'handshake',
  },
]

export const SECTOR_DETAILS: Record<InvestmentSector, { text: string; icon: InvestIcon }> = {
  Agriculture: { text: 'Transformation des récoltes, stockage, maraîchage irrigué et élevage.', icon: 'sprout' },
  Commerce: { text: 'Marché moderne, entrepôts et services aux 22 commerces de la commune.', icon: 'store' },
  Infrastructures: { text: 'Gare routière, pistes, eau potable et équipements publics.', icon: 'route' },
  Éducation: { text: 'Formation professionnelle des jeunes et équipements scolaires.', icon: 'graduation' },
  'Énergie verte': { text: "Centrales solaires, mini-réseaux et efficacité énergétique.", icon: 'sun' },
  Tourisme: { text: 'Écotourisme, accueil des visiteurs et valorisation du patrimoine culturel.', icon: 'palm' },
}

export const ADVANTAGES: InvestPoint[] = [
  {
    title: 'Du foncier disponible',
    text: 'Des terrains identifiés pour les activités économiques, attribués par délibération du conseil municipal.',
    icon: 'landmark',
  },
  {
    title: 'Un cadre stable et sûr',
    text: 'Une commune paisible, un plan de développement 2023-2028 voté et des partenaires engagés à nos côtés.',
    icon: 'shield',
  },
  {
    title: 'Un marché en croissance',
    text: "Les programmes d'eau potable, d'électrification et de pistes rurales font grandir la demande locale.",
    icon: 'trending',
  },
]

export interface FaqEntry {
  question: string
  answer: string[]
}

export const INVEST_FAQ: FaqEntry[] = [
  {
    question: 'Comment investir dans la commune\u00a0?',
    answer: [
      "Prenez contact avec le service économique de l'hôtel de ville par email, par téléphone ou sur place. Nous étudions ensemble votre projet, le terrain ou le local qui lui convient et les partenaires possibles.",
      "Vous pouvez aussi vous positionner sur l'un des projets prioritaires présentés sur cette page : le dossier du projet vous est alors transmis.",
    ],
  },
  {
    question: 'Quelles sont les incitations fiscales\u00a0?',
    answer: [
      "Les projets agréés au Code des investissements du Sénégal peuvent bénéficier d'avantages pendant la phase de réalisation, notamment l'exonération des droits de douane sur les équipements et la suspension de la TVA. L'APIX instruit les demandes d'agrément.",
      "À l'échelle communale, le conseil municipal peut accorder des facilités, par exemple pour l'accès au foncier. Le service économique vous indique les dispositifs applicables à votre projet.",
    ],
  },
  {
    question: 'Comment la commune accompagne-t-elle les investisseurs\u00a0?',
    answer: [
      "Un interlocuteur unique vous suit à chaque étape : recherche de terrain, démarches administratives à la mairie, mise en relation avec les chefs de village, les groupements de producteurs et les partenaires techniques et financiers.",
      'La commune facilite aussi le recrutement local et la formation des jeunes, en lien avec le futur centre de formation professionnelle.',
    ],
  },
]

/** The subject of the email asking for a meeting (contact cards of /investissements). */
export const APPOINTMENT_SUBJECT = 'Demande de rendez-vous - Investir dans la commune'

/** The subject of the email an investor writes about one project. */
export const projectMailSubject = (title: string): string => `Projet d'investissement : ${title}`

/**
 * Texts of a project's page (/investissements/{id}), for the build's pages and for the live
 * fallback of the 404 page alike (its error states link back with `back`).
 */
export const INVESTMENT_PAGE = {
  crumbs: { root: 'Investir', all: 'Tous les projets' },
  amount: 'Montant recherché',
  schedule: 'Calendrier',
  interest: {
    title: 'Ce projet vous intéresse\u00a0?',
    text: (office: string) => `${office} vous transmet le dossier du projet et organise une rencontre avec l'équipe municipale.`,
    mail: 'Contacter le service économique',
    call: (phone: string) => `Appeler le ${phone}`,
  },
  back: { href: '/investissements#projets-prioritaires', text: "Retour aux projets d'investissement" },
  imageAlt: (title: string) => `Illustration du projet « ${title} »`,
} as const
