import type { DecisionType, DocumentCategory } from 'shared-types'

/**
 * First-run documents and decisions of the citizen space: plain typed data, no Payload calls and
 * no I/O. The seeder writes each one's PDF (see ./pdfs.ts), so no binary file is committed.
 * Dates are noon UTC, so a date-only value shows the same day in every time zone.
 */

export interface SeedDocument {
  title: string
  category: DocumentCategory
  /** ISO date. */
  date: string
  description: string
}

export interface SeedDecision {
  title: string
  type: DecisionType
  /** ISO date of the sitting or of the signature. */
  date: string
  summary: string
}

const day = (isoDate: string): string => `${isoDate}T12:00:00.000Z`

export const seedDocuments: SeedDocument[] = [
  {
    title: "Formulaire de demande d'extrait de naissance",
    category: 'ETAT_CIVIL',
    date: day('2025-01-15'),
    description:
      "À remplir et à déposer au bureau de l'état civil avec la pièce d'identité du demandeur. Indiquez si possible le numéro et l'année de l'acte.",
  },
  {
    title: 'Formulaire de demande de permis de construire',
    category: 'FORMULAIRE',
    date: day('2025-03-03'),
    description:
      'Demande à joindre au dossier déposé au service technique : plan de situation, plans du bâtiment et justificatif de propriété ou d’affectation du terrain.',
  },
  {
    title: 'Budget primitif 2025',
    category: 'BUDGET',
    date: day('2024-12-20'),
    description:
      "Le budget de la commune pour l'année 2025, tel qu'adopté par le conseil municipal : recettes et dépenses de fonctionnement et d'investissement.",
  },
  {
    title: 'Plan de développement communal (PDC) — synthèse',
    category: 'URBANISME',
    date: day('2024-06-28'),
    description:
      "Les grandes orientations du plan de développement communal : accès à l'eau, électrification, désenclavement des villages, éducation et environnement.",
  },
  {
    title: 'Guide des démarches administratives à la mairie',
    category: 'AUTRE',
    date: day('2025-02-10'),
    description:
      'Où s’adresser, quelles pièces fournir et quels délais attendre pour les démarches les plus courantes.',
  },
]

export const seedDecisions: SeedDecision[] = [
  {
    title: 'Délibération n° 2024-018 portant adoption du budget primitif 2025',
    type: 'DELIBERATION',
    date: day('2024-12-14'),
    summary:
      "Réuni en session ordinaire, le conseil municipal adopte le budget primitif de l'exercice 2025, équilibré en recettes et en dépenses.",
  },
  {
    title: 'Arrêté n° 2025-003 portant réglementation du marché hebdomadaire',
    type: 'ARRETE',
    date: day('2025-01-20'),
    summary:
      "Le maire fixe les jours et horaires du marché hebdomadaire, l'emplacement des étals et les règles de propreté applicables aux commerçants.",
  },
  {
    title: "Délibération n° 2025-007 portant création d'un comité de gestion de l'eau potable",
    type: 'DELIBERATION',
    date: day('2025-03-29'),
    summary:
      "Le conseil municipal crée un comité de gestion du forage et du réseau d'eau potable, associant les chefs de village et les usagers.",
  },
  {
    title: "Arrêté n° 2025-011 portant interdiction de la divagation des animaux pendant l'hivernage",
    type: 'ARRETE',
    date: day('2025-06-16'),
    summary:
      "Pendant l'hivernage, les animaux doivent être gardés ou attachés afin de protéger les cultures ; les contrevenants s'exposent à une amende.",
  },
]
