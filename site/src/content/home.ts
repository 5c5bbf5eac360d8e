/** The home page's upcoming-event box (SPEC §2 Gallery); the other texts are the CMS's (home-page global). */

/** SPEC §2 Gallery: the static upcoming-event box. */
export const UPCOMING_EVENT = {
  kicker: 'Prochain événement',
  title: 'Exposition photographique',
  date: '2025-05-25',
  place: 'Centre culturel',
  theme: 'patrimoine naturel',
  description:
    'Venez découvrir les plus belles images de nos paysages, de nos forêts et de nos points d’eau, prises par les habitants de la commune.',
} as const
