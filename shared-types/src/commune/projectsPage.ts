import type { ProjectsPage } from '../payload-types'
import { asLines, type BuiltIn } from './builtIn'

/** The projects page (docs/product/projects.md; plan budgets 350/280/320/180 M FCFA, 24/48/36/36 months). */
export const BUILT_IN_PROJECTS_PAGE: BuiltIn<ProjectsPage> = {
  hero: {
    title: 'Projets et développement',
    lead: 'Découvrez les grands chantiers qui transforment la commune et la feuille de route qui guide son développement jusqu’en 2028.',
  },
  overview: {
    title: 'Nos axes prioritaires',
    intro:
      'Le développement de la commune s’organise autour de cinq axes prioritaires, définis avec les populations et les partenaires. Chaque projet communal contribue à l’un ou plusieurs d’entre eux.',
    axes: [
      {
        icon: 'governance',
        title: 'Gouvernance locale',
        text: 'Une administration proche des citoyens, transparente dans sa gestion et ouverte à la participation de tous.',
      },
      {
        icon: 'infrastructure',
        title: 'Infrastructures et services de base',
        text: 'L’eau potable, l’électricité, les pistes et les équipements publics accessibles dans chaque village.',
      },
      {
        icon: 'economy',
        title: 'Développement économique local',
        text: 'Le soutien à l’agriculture, à l’élevage, au commerce et à l’artisanat pour créer des emplois et des revenus.',
      },
      {
        icon: 'education',
        title: 'Éducation et développement social',
        text: 'Des écoles mieux équipées, l’accès aux soins et la promotion des femmes et des jeunes.',
      },
      {
        icon: 'environment',
        title: 'Environnement et développement durable',
        text: 'La préservation des terres et des forêts, le reboisement et l’adaptation au changement climatique.',
      },
    ],
  },
  plan: {
    title: 'Plan de Développement Quinquennal',
    period: '2023-2028',
    visionTitle: 'Notre vision',
    vision:
      'À l’horizon 2028, faire de la commune un territoire attractif, solidaire et durable, où chaque habitant accède aux services essentiels et où l’économie locale offre des perspectives aux jeunes et aux femmes.',
    objectivesTitle: 'Objectifs généraux',
    objectives: asLines([
      'Améliorer l’accès de toutes les populations aux services sociaux de base : eau potable, électricité, santé et éducation.',
      'Développer l’économie locale et créer des emplois, en particulier pour les jeunes et les femmes.',
      'Préserver les ressources naturelles et renforcer la résilience de la commune face au changement climatique.',
      'Moderniser l’administration communale et renforcer la participation des citoyens aux décisions.',
    ]),
    projectsTitle: 'Projets structurants',
    projects: [
      {
        title: 'Centre de santé communal',
        description:
          'Un centre de santé doté d’une maternité, d’un laboratoire et d’un service d’urgences, pour rapprocher les soins de tous les villages.',
        priority: 'haute',
        budget: 350_000_000,
        startYear: 2024,
        durationMonths: 24,
      },
      {
        title: 'Périmètres maraîchers irrigués',
        description:
          'Des périmètres équipés de forages solaires et d’irrigation goutte-à-goutte pour les groupements de producteurs et de femmes.',
        priority: 'haute',
        budget: 280_000_000,
        startYear: 2024,
        durationMonths: 48,
      },
      {
        title: 'Marché moderne et gare routière',
        description:
          'Un marché couvert aux normes d’hygiène et une gare routière pour dynamiser les échanges avec les communes voisines.',
        priority: 'moyenne',
        budget: 320_000_000,
        startYear: 2025,
        durationMonths: 36,
      },
      {
        title: 'Centre multifonctionnel pour les jeunes',
        description:
          'Une bibliothèque, une salle informatique, un terrain de sport et des ateliers de formation professionnelle.',
        priority: 'moyenne',
        budget: 180_000_000,
        startYear: 2025,
        durationMonths: 36,
      },
    ],
    downloadLabel: 'Télécharger le PDQ complet',
    pdq: null,
    pdqPending: {
      title: 'Plan de Développement Quinquennal',
      message:
        'Le Plan de Développement Quinquennal complet est en cours de finalisation. Il sera disponible en téléchargement prochainement.',
      hint: 'En attendant, les services de la mairie répondent à vos questions sur le plan.',
    },
  },
  participation: {
    title: 'Participation citoyenne',
    intro:
      'Les projets de la commune se construisent avec ses habitants. Chacun peut donner son avis, proposer des idées et suivre la réalisation des investissements.',
    ways: [
      {
        icon: 'committees',
        title: 'Comités villageois de développement',
        text: 'Dans chaque village, un comité recense les besoins, suit les chantiers et fait le lien avec la mairie.',
      },
      {
        icon: 'budget',
        title: 'Budget participatif',
        text: 'Une part du budget d’investissement est consacrée à des projets choisis directement par les habitants.',
      },
      {
        icon: 'forums',
        title: 'Forums citoyens',
        text: 'Des rencontres publiques régulières pour présenter l’avancement des projets et débattre des priorités.',
      },
    ],
    cta: { label: 'Comment participer', href: '/espace-citoyen/contact' },
  },
}
