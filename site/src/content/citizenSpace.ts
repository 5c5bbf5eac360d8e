/**
 * Static texts of the citizen space (docs/product/citizen-space.md): the four tiles and the lead
 * sentences of its pages.
 */

export type CitizenTileIcon = 'documents' | 'demarches' | 'contact' | 'decisions'

export interface CitizenTile {
  title: string
  text: string
  href: string
  icon: CitizenTileIcon
}

export const CITIZEN_TILES: CitizenTile[] = [
  {
    title: 'Documents administratifs',
    text: 'Formulaires, budget, urbanisme : les documents de la commune à télécharger.',
    href: '/espace-citoyen/documents',
    icon: 'documents',
  },
  {
    title: 'Démarches administratives',
    text: 'Pièces à fournir, délais, coûts et lieu de dépôt de chaque démarche.',
    href: '/espace-citoyen/demarches',
    icon: 'demarches',
  },
  {
    title: 'Contacter la mairie',
    text: "Écrivez-nous ou venez nous voir aux heures d'ouverture de l'hôtel de ville.",
    href: '/espace-citoyen/contact',
    icon: 'contact',
  },
  {
    title: 'Décisions municipales',
    text: 'Délibérations du conseil municipal, arrêtés du maire et procès-verbaux.',
    href: '/espace-citoyen/decisions',
    icon: 'decisions',
  },
]

/** The citizen space shows at most 4 procedures (docs/product/citizen-space.md#citizen-space-page). */
export const HOME_PROCEDURE_LIMIT = 4

/** Shown when the procedures could not be read (the fallback list stays). */

export const DOCUMENTS_ERROR = "La liste des documents n'a pas pu être chargée. Veuillez réessayer plus tard."
export const DECISIONS_ERROR =
  "La liste des décisions municipales n'a pas pu être chargée. Veuillez réessayer plus tard."

/** Every procedure, by category; each one also has a page of its own, with its spoken versions. */
export const PROCEDURES_PATH = '/espace-citoyen/demarches'
export const procedurePagePath = (id: number | string): string => `${PROCEDURES_PATH}/${id}`
