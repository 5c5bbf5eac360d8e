import type { PresentationPage } from '../payload-types'
import { asLines, joinParagraphs, type BuiltIn } from './builtIn'

/**
 * The presentation page (docs/product/public-pages.md#presentation). Figures are the commune's
 * first-run figures; everything else is a general description, so no fact is invented.
 */
export const BUILT_IN_PRESENTATION_PAGE: BuiltIn<PresentationPage> = {
  hero: {
    title: 'Présentation de la commune',
    lead: 'Une commune rurale fière de son histoire, riche de sa diversité et résolument tournée vers l’avenir.',
    description:
      'Découvrez la commune : son maire et sa vision, son histoire depuis 1965, sa culture, sa population de plus de 18 500 habitants, ses écoles et ses activités économiques.',
  },
  mayor: {
    eyebrow: 'Vision et leadership',
    title: 'Un maire au service de tous les habitants',
    text: joinParagraphs(
      'Élu par le conseil municipal, le maire conduit l’action de la commune avec une ambition claire : offrir à chaque habitant, dans chaque village, un accès équitable aux services de base et de vraies perspectives d’avenir.',
      'Sa méthode repose sur la proximité et le dialogue. Les chefs de village, les associations de femmes et de jeunes, les producteurs et les partenaires sont associés aux grandes décisions, afin que les projets répondent aux besoins réels des populations.',
    ),
    pillars: [
      {
        title: 'Gouvernance transparente',
        text: 'Des comptes rendus publics, un budget expliqué et des décisions prises avec les habitants.',
      },
      {
        title: 'Développement inclusif',
        text: 'Des investissements répartis entre tous les villages, avec une attention aux femmes et aux jeunes.',
      },
      { title: 'Éducation et jeunesse', text: 'Des écoles mieux équipées et des formations pour préparer la relève.' },
      {
        title: 'Environnement préservé',
        text: 'Une gestion durable des terres, de l’eau et des arbres pour les générations futures.',
      },
    ],
  },
  history: {
    title: 'Histoire de la commune',
    intro:
      'Créée en 1965, la commune s’est construite autour de villages unis par des liens familiaux, agricoles et commerciaux anciens. Génération après génération, ses habitants ont su préserver leur cohésion tout en accompagnant les transformations du pays.',
    steps: [
      {
        period: '1965',
        title: 'La création de la commune',
        text: 'Les villages du territoire sont réunis au sein d’une même collectivité, avec un chef-lieu qui accueille l’administration locale.',
      },
      {
        period: 'Les premières décennies',
        title: 'Les services de base',
        text: 'Ouverture des premières écoles, creusement de puits, création du poste de santé et du marché hebdomadaire : la vie communale s’organise.',
      },
      {
        period: 'La décentralisation',
        title: 'Des compétences nouvelles',
        text: 'Les réformes de la décentralisation confient à la commune de nouvelles responsabilités : état civil, éducation, santé, environnement et planification du développement local.',
      },
      {
        period: 'Aujourd’hui',
        title: 'Une commune en mouvement',
        text: 'Avec plus de 18 500 habitants, la commune met en œuvre son plan de développement 2023-2028 : eau potable, électrification, pistes rurales et services de proximité.',
      },
    ],
  },
  culture: {
    title: 'Culture et traditions',
    intro:
      'La culture de la commune est faite de valeurs partagées, de fêtes qui rassemblent et de savoir-faire transmis de génération en génération.',
    items: [
      {
        title: 'La teranga',
        text: 'L’hospitalité est une règle de vie : chaque visiteur est accueilli comme un membre de la famille.',
      },
      {
        title: 'Fêtes et cérémonies',
        text: 'Fêtes religieuses, baptêmes et mariages rythment l’année et réunissent les familles de tous les villages.',
      },
      {
        title: 'Musique, danses et récits',
        text: 'Les griots, gardiens de la mémoire, perpétuent les chants, les généalogies et les contes au son des tambours.',
      },
      {
        title: 'Lutte traditionnelle',
        text: 'Après les récoltes, les séances de lutte animent les villages et font vibrer les supporters.',
      },
      {
        title: 'Artisanat',
        text: 'Vannerie, poterie, tissage et travail du cuir témoignent du savoir-faire des artisans locaux.',
      },
      {
        title: 'Vivre ensemble',
        text: 'Le dialogue entre les communautés et le respect des aînés fondent la paix sociale de la commune.',
      },
    ],
  },
  population: {
    title: 'Population',
    total: '18 500+',
    totalLabel: 'habitants',
    intro:
      'La commune compte plus de 18 500 habitants répartis entre le chef-lieu et les villages. Sa population est jeune : près des deux tiers des habitants ont moins de 35 ans, une force pour l’avenir et un défi pour l’éducation et l’emploi.',
    ageTitle: 'Répartition par tranche d’âge',
    ageNote: 'Près de deux habitants sur trois ont moins de 35 ans.',
    ageBands: [
      { label: '0-14 ans', percent: 35 },
      { label: '15-34 ans', percent: 30 },
      { label: '35-59 ans', percent: 25 },
      { label: '60 ans et plus', percent: 10 },
    ],
    ethnicTitle: 'Une mosaïque de communautés',
    ethnicText:
      'Wolofs, Sérères, Peuls et d’autres communautés vivent ensemble sur le territoire communal. Cette diversité de langues, de coutumes et de savoir-faire fait la richesse de la commune, unie par la teranga et le sens du partage.',
    ethnicGroups: asLines(['Wolofs', 'Sérères', 'Peuls', 'Autres communautés']),
  },
  education: {
    title: 'Éducation',
    intro:
      'La commune accompagne ses écoles pour offrir à chaque enfant un parcours scolaire de qualité, du préscolaire au collège.',
    figures: [
      {
        value: '125',
        label: 'élèves au préscolaire',
        detail: 'Les classes préscolaires préparent les plus petits à l’école.',
      },
      { value: '581', label: 'élèves à l’élémentaire', detail: 'Répartis dans 4 écoles élémentaires.' },
      {
        value: '361',
        label: 'élèves au CEM',
        detail: 'Un collège d’enseignement moyen (CEM), avec un ratio de 36 élèves par classe.',
      },
    ],
  },
  economy: {
    title: 'Activités économiques',
    intro:
      'L’économie de la commune repose sur l’agriculture, l’élevage et le commerce. Ces activités font vivre la majorité des familles et offrent de réelles possibilités d’investissement.',
    agriculture: {
      title: 'Agriculture',
      text: 'Pendant l’hivernage, les familles cultivent le mil, l’arachide, le niébé et le maïs. Le maraîchage se développe en saison sèche autour des points d’eau, avec une place importante pour les groupements de femmes.',
      points: asLines([
        'Cultures vivrières et de rente',
        'Maraîchage de contre-saison',
        'Transformation des produits locaux',
      ]),
    },
    livestock: {
      title: 'Élevage',
      text: 'L’élevage complète les revenus agricoles et contribue à l’alimentation des familles.',
      animals: [
        { label: 'Volaille', count: 4500 },
        { label: 'Bovins', count: 400 },
        { label: 'Caprins', count: 300 },
        { label: 'Ovins', count: 180 },
        { label: 'Porcins', count: 25 },
      ],
    },
    commerce: {
      title: 'Commerce',
      shops: 22,
      text: 'commerces animent la vie économique de la commune, aux côtés du marché hebdomadaire qui attire les producteurs et les acheteurs des villages voisins.',
    },
    crafts: {
      title: 'Artisanat et services',
      text: 'Menuisiers, forgerons, tailleurs, mécaniciens et transporteurs offrent des services de proximité et créent des emplois pour les jeunes.',
    },
  },
  mayorMessage: {
    title: 'Le mot du maire',
    text: joinParagraphs(
      'Chères concitoyennes, chers concitoyens, chers visiteurs,',
      'C’est avec fierté que je vous souhaite la bienvenue sur le site de notre commune. Ce site est le vôtre : il vous informe sur nos services, nos projets et nos démarches, et il rapproche l’administration communale de chacun d’entre vous.',
      'Depuis 1965, notre commune avance grâce à l’engagement de ses habitants. Ensemble, nous relevons les défis de l’accès à l’eau potable, de l’électricité, des pistes rurales, de l’éducation et de la santé. Chaque projet est conduit avec transparence et en concertation avec les villages.',
      'J’invite les jeunes, les femmes, les producteurs, notre diaspora et nos partenaires à prendre toute leur place dans cette dynamique. Votre participation est la clé de notre réussite.',
    ),
    closing: 'Ensemble, bâtissons une commune prospère, solidaire et durable.',
  },
}
