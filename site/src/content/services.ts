import type { ServiceCategory } from 'shared-types'

/**
 * The pages under /services/{slug} (docs/product/services.md#category-and-theme-pages): the three
 * CMS categories of the menus, and four themes of the footer that have no category of their own,
 * found by keywords. Slugs are words and service ids numbers, so /services/{slug} never shadows a
 * service.
 */
interface TopicBase {
  slug: string
  title: string
  lead: string
}

export interface CategoryTopic extends TopicBase {
  kind: 'category'
  category: ServiceCategory
}

export interface KeywordTopic extends TopicBase {
  kind: 'keywords'
  /** Beginnings of words, without accents: 'electri' finds « électricité » and « électrification ». */
  keywords: readonly string[]
}

export type ServiceTopic = CategoryTopic | KeywordTopic

export const SERVICE_TOPICS = {
  education: {
    slug: 'education',
    kind: 'category',
    category: 'EDUCATION',
    title: 'Éducation',
    lead: 'Écoles, préscolaire, alphabétisation : les services de la commune pour apprendre à tout âge.',
  },
  sante: {
    slug: 'sante',
    kind: 'category',
    category: 'SANTE',
    title: 'Santé',
    lead: 'Soins de proximité, vaccinations et suivi des mères et des enfants au plus près des villages.',
  },
  infrastructures: {
    slug: 'infrastructures',
    kind: 'category',
    category: 'INFRASTRUCTURES',
    title: 'Infrastructures',
    lead: 'Pistes, voirie, eau potable et équipements publics : les infrastructures au service des habitants.',
  },
  transport: {
    slug: 'transport',
    kind: 'keywords',
    keywords: [
      'transport',
      'route',
      'routier',
      'routiere',
      'piste',
      'voirie',
      'desenclavement',
      'mobilite',
      'gare',
      'vehicule',
    ],
    title: 'Transport',
    lead: 'Pistes rurales, voirie et déplacements : les services qui relient les villages de la commune.',
  },
  energie: {
    slug: 'energie',
    kind: 'keywords',
    keywords: ['energ', 'electri', 'solaire', 'eclairage', 'lampadaire'],
    title: 'Énergie',
    lead: "Électrification rurale, éclairage public et énergie solaire : les services liés à l'énergie.",
  },
  eau: {
    slug: 'eau',
    kind: 'keywords',
    keywords: ['eau', 'potable', 'forage', 'puits', 'hydraulique', 'assainissement', 'borne fontaine'],
    title: 'Eau',
    lead: "Eau potable, forages et assainissement : les services de la commune pour l'accès à l'eau.",
  },
  securite: {
    slug: 'securite',
    kind: 'keywords',
    keywords: ['securit', 'police', 'incendie', 'pompier', 'gendarmerie', 'protection civile', 'surveillance'],
    title: 'Sécurité',
    lead: 'Prévention, protection civile et sécurité des biens et des personnes dans la commune.',
  },
} as const satisfies Record<string, ServiceTopic>

export type ServiceTopicSlug = keyof typeof SERVICE_TOPICS

/** The category cards of the services list, in the order of the menus. */
export const CATEGORY_TOPICS: CategoryTopic[] = [
  SERVICE_TOPICS.education,
  SERVICE_TOPICS.sante,
  SERVICE_TOPICS.infrastructures,
]

/** The themes found by keywords, offered as links under the categories. */
export const KEYWORD_TOPICS: KeywordTopic[] = [
  SERVICE_TOPICS.transport,
  SERVICE_TOPICS.energie,
  SERVICE_TOPICS.eau,
  SERVICE_TOPICS.securite,
]

/** Default practical information of a service detail (docs/product/services.md#service-page). */
export const DEFAULT_SERVICE_HOURS = 'Du lundi au vendredi, de 8h à 17h'
