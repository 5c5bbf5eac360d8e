import type { Commune, HomePage } from '../payload-types'
import { DEFAULT_SPOKEN_LANGUAGES } from '../spoken'
import { asLines, joinParagraphs, type BuiltIn } from './builtIn'

/**
 * Who the commune is (hours and key figures, docs/product/public-pages.md): the first-run content of the `commune`
 * global, and what the site shows when the CMS cannot be reached.
 */
export const BUILT_IN_COMMUNE: BuiltIn<Commune> = {
  name: 'Commune de Darou Salam',
  slogan: 'Ensemble, bâtissons une commune prospère, solidaire et durable',
  mayor: { name: 'Mamadou Diop', role: 'Maire de la commune', photo: null },
  phone: '+221 33 955 12 34',
  email: 'contact@darousalam.sn',
  investEmail: 'investir@darousalam.sn',
  address: 'Hôtel de ville, place de la Mairie',
  economicOffice: "Service économique de l'hôtel de ville",
  newsSignature: 'Secrétariat municipal',
  openingHours: [
    { days: 'Lundi - Vendredi', hours: '8h - 16h' },
    { days: 'Samedi', hours: '9h - 12h' },
    { days: 'Dimanche', hours: 'Fermé' },
  ],
  keyFigures: [
    { source: 'typed', value: '18 500+', label: 'Habitants', note: null },
    { source: 'typed', value: '1965', label: 'Année de création', note: null },
    { source: 'projectsInProgress', value: null, label: 'Projets en cours', note: null },
  ],
  socialLinks: [],
  // The languages of the « Écouter » buttons, Wolof first (docs/product/spoken.md#languages).
  spokenLanguages: DEFAULT_SPOKEN_LANGUAGES.map((language) => ({ ...language })),
}

/** The home page's welcome word and investment pitch (docs/product/public-pages.md#home-page). */
export const BUILT_IN_HOME_PAGE: BuiltIn<HomePage> = {
  welcome: {
    title: 'Mot de bienvenue',
    text: joinParagraphs(
      'Chers habitants, chers visiteurs, chers partenaires, soyez les bienvenus sur le site officiel de notre commune.',
      'Ce site est le vôtre : vous y trouverez les services de la mairie, les démarches administratives, l’avancement de nos projets et les actualités de nos villages.',
      'Ensemble, avec les comités villageois, les associations et nos partenaires, nous construisons une commune où chacun a accès à l’eau, à l’école, aux soins et à un avenir sur sa terre.',
    ),
    signatureRole: 'Maire de la commune',
  },
  investPitch: {
    title: 'Investissements et partenariats',
    lead: 'Terres agricoles fertiles, jeunesse dynamique, soleil abondant : la commune recherche des investisseurs et des partenaires pour des projets utiles à sa population et rentables pour ceux qui s’y engagent.',
    points: asLines([
      'Un accompagnement personnalisé par le service économique de la mairie',
      'Des terrains identifiés et des démarches facilitées',
      'Des projets étudiés avec les populations concernées',
    ]),
  },
}
