import type { ContentIcon } from './commune/pictograms'
import type { InvestmentStatus, NewsCategory, ProcedureCategory } from './labels'

/**
 * The built-in content: the 3 archived news items merged into the news list
 * (docs/product/news.md#archived-news), the 4 fallback procedures of the citizen space
 * (docs/product/citizen-space.md#built-in-procedures) and the 3 sample investments
 * (docs/product/investments.md) shown when the CMS cannot be reached. The CMS seeds the same items
 * first, so a fresh install and an offline build tell citizens the same thing.
 */

export interface BuiltInNews {
  title: string
  /** Light formatting: '### ' headings, **bold**, *italic*, '- ' bullets, blank-line paragraphs. */
  content: string
  category: NewsCategory
  author: string
  /** ISO date of publication. */
  date: string
  tags: string[]
}

export interface BuiltInProcedure {
  title: string
  description: string
  icon: string
  requiredDocs: string[]
  /** The same documents, each with its pictogram (docs/product/citizen-space.md#pictograms). */
  requiredDocuments: { label: string; pictogram: ContentIcon }[]
  /** Days, integer ≥ 1. */
  processingTime: number
  category: ProcedureCategory
  onlineUrl?: string
  cost: string
  /** Où s'adresser. */
  office: string
  /** Place among « Les démarches les plus demandées » of the citizen space (1 first); none: not shown there. */
  citizenSpaceRank?: number
  /** The words citizens type for it that its title lacks (comma-separated). */
  searchKeywords?: string
}

/** The six priority sectors of the investment page. */
export const INVESTMENT_SECTORS = [
  'Agriculture',
  'Commerce',
  'Infrastructures',
  'Éducation',
  'Énergie verte',
  'Tourisme',
] as const
export type InvestmentSector = (typeof INVESTMENT_SECTORS)[number]

export interface BuiltInInvestment {
  title: string
  category: InvestmentSector
  description: string
  shortDescription: string
  /** FCFA, digits only. */
  amount: string
  startYear?: number
  endYear?: number
  status: InvestmentStatus
}

/** Noon UTC, so a date-only value shows the same day in every time zone. */
export const noonUtc = (isoDate: string): string => `${isoDate}T12:00:00.000Z`
const day = noonUtc

const NEWS_AUTHOR = 'Service communication'

/** Archived news (cards Santé, Agriculture, Administration), ids 1 to 3 on the site. */
export const ARCHIVED_NEWS: BuiltInNews[] = [
  {
    // Archived card "Santé"
    title: 'Campagne de vaccination contre la rougeole dans tous les villages',
    content: `Du 3 au 9 mars, les équipes du poste de santé sillonnent la commune pour vacciner les enfants contre la rougeole et la rubéole.

### Qui est concerné ?
- Tous les enfants âgés de **9 mois à 14 ans**, même déjà vaccinés
- Les enfants en retard sur leur calendrier vaccinal

La vaccination est **gratuite**. Des équipes mobiles passent dans chaque village, et un point fixe est ouvert au poste de santé de 8h à 17h.

### Pourquoi faire vacciner son enfant ?
La rougeole est une maladie très contagieuse qui peut entraîner de graves complications chez les jeunes enfants : pneumonie, diarrhée sévère, malnutrition. **Le vaccin est sûr et efficace**, et une dose supplémentaire renforce la protection des enfants déjà vaccinés.

*Pensez à apporter le carnet de vaccination de l'enfant.* Les relais communautaires et les chefs de village sont mobilisés pour que personne ne soit oublié.`,
    category: 'sante',
    author: NEWS_AUTHOR,
    date: day('2025-02-24'),
    tags: ['santé', 'vaccination', 'enfants', 'poste de santé'],
  },
  {
    // Archived card "Agriculture"
    title: "Distribution de semences certifiées avant l'hivernage",
    content: `La commune a réceptionné **42 tonnes de semences certifiées** d'arachide, de mil et de niébé, destinées aux producteurs des villages pour la prochaine campagne agricole.

### Comment se déroule la distribution ?
La distribution est organisée village par village, sur la base des listes établies par les comités villageois de développement. Chaque producteur inscrit reçoit un bon à présenter au magasin de stockage du chef-lieu.

- **Arachide** : 25 tonnes, au prix subventionné fixé par l'État
- **Mil** : 9 tonnes, pour les champs familiaux
- **Niébé** : 8 tonnes, en priorité pour les groupements de femmes

### Conseils pour une bonne campagne
Les agents d'agriculture rappellent l'importance de *semer dès les premières pluies utiles* et de traiter les semences avant le semis. Des démonstrations de fertilisation organique seront organisées dans trois champs-écoles.

### Des engrais à prix subventionné
En complément des semences, un lot d'engrais sera mis à disposition dans les prochaines semaines, selon les mêmes modalités. Les groupements de producteurs peuvent passer des commandes groupées auprès du service agricole de la commune.

Les producteurs qui ne figurent pas encore sur les listes peuvent se faire inscrire auprès de leur chef de village jusqu'à la fin du mois.`,
    category: 'environnement',
    author: NEWS_AUTHOR,
    date: day('2025-04-14'),
    tags: ['agriculture', 'semences', 'hivernage', 'producteurs'],
  },
  {
    // Archived card "Administration"
    title: 'Le conseil municipal adopte le budget de la commune',
    content: `Réuni en session ordinaire à l'hôtel de ville, le conseil municipal a adopté à l'unanimité le budget de la commune pour l'exercice à venir. La séance, ouverte au public, s'est tenue en présence des chefs de village et des représentants des associations.

### Les grandes lignes du budget
Le budget s'équilibre en recettes et en dépenses à **312 millions de FCFA**. La part consacrée à l'investissement progresse nettement, conformément au plan de développement communal 2023-2028.

- **Eau potable** : poursuite de l'extension du réseau et de nouvelles bornes-fontaines
- **Électrification** : contrepartie communale du programme d'électrification rurale
- **Pistes rurales** : entretien des 35 km de pistes ouvertes depuis 2022
- **Éducation** : réfection de deux salles de classe et fournitures scolaires
- **Santé** : équipement de la maternité et appui aux relais communautaires

### Un budget élaboré avec les habitants
Pour la deuxième année, une partie des investissements a été choisie dans le cadre du *budget participatif*. Les forums citoyens organisés dans chaque village ont permis de retenir les priorités : réhabilitation du forage de deux villages, éclairage du marché hebdomadaire et clôture du cimetière.

Le maire a remercié les partenaires de la commune, l'État du Sénégal, l'Union européenne, l'AFD et la BOAD, pour leur soutien aux projets en cours. Il a rappelé que **la mobilisation des recettes propres**, notamment la taxe rurale et les droits de place du marché, reste indispensable pour financer les services de proximité.

### Consulter le budget
Le document budgétaire est affiché à l'hôtel de ville et peut être consulté aux heures d'ouverture, du lundi au vendredi de 8h à 16h et le samedi de 9h à 12h. Les habitants peuvent adresser leurs questions au secrétariat municipal.

### Prochaine étape
Le budget adopté est transmis au représentant de l'État pour contrôle de légalité. Un *compte rendu de la séance* sera lu dans chaque village par les chefs de village, et le prochain forum citoyen fera le point sur l'avancement des investissements votés.`,
    category: 'evenements',
    author: NEWS_AUTHOR,
    date: day('2025-03-28'),
    tags: ['conseil municipal', 'budget', 'administration', 'budget participatif'],
  },
]

/** A procedure's documents, each written once with its pictogram: both fields of the CMS's procedure. */
export const documentsWithPictograms = (
  ...rows: [ContentIcon, string][]
): Pick<BuiltInProcedure, 'requiredDocs' | 'requiredDocuments'> => ({
  requiredDocs: rows.map(([, label]) => label),
  requiredDocuments: rows.map(([pictogram, label]) => ({ label, pictogram })),
})

/** Fallback procedures (docs/product/citizen-space.md#built-in-procedures): birth certificate 3 days, identity card 15, residence certificate 1, marriage 2. */
export const FALLBACK_PROCEDURES: BuiltInProcedure[] = [
  {
    title: "Extrait d'acte de naissance",
    description: "Obtenir un extrait ou une copie littérale d'un acte de naissance enregistré dans la commune.",
    icon: 'baby',
    ...documentsWithPictograms(
      ['birth-extract', "Références de l'acte (numéro et année d'enregistrement) ou ancien extrait"],
      ['id-card', "Pièce d'identité du demandeur"],
    ),
    processingTime: 3,
    category: 'ETAT_CIVIL',
    onlineUrl: 'https://www.servicepublic.gouv.sn',
    cost: '200 FCFA (timbre communal)',
    office: "Bureau de l'état civil, hôtel de ville",
    citizenSpaceRank: 1,
    searchKeywords: 'acte de naissance, extrait de naissance, copie littérale, état civil, bébé',
  },
  {
    title: "Carte nationale d'identité",
    description:
      "Constituer le dossier de demande ou de renouvellement de la carte nationale d'identité biométrique CEDEAO.",
    icon: 'id-card',
    ...documentsWithPictograms(
      ['birth-extract', "Extrait d'acte de naissance"],
      ['proof-of-residence', 'Certificat de résidence'],
      ['id-card', "Ancienne carte d'identité (en cas de renouvellement)"],
    ),
    processingTime: 15,
    category: 'IDENTITE',
    onlineUrl: 'https://www.servicepublic.gouv.sn',
    cost: 'Gratuit',
    office: "Commission d'enrôlement, hôtel de ville",
    citizenSpaceRank: 3,
    searchKeywords: "CNI, carte d'identité, pièce d'identité, carte biométrique",
  },
  {
    title: 'Certificat de résidence',
    description: 'Attester de votre domicile dans la commune, pour un dossier administratif, scolaire ou bancaire.',
    icon: 'home',
    ...documentsWithPictograms(
      ['id-card', "Pièce d'identité du demandeur"],
      ['attestation', 'Attestation du chef de village ou de quartier'],
    ),
    processingTime: 1,
    category: 'ATTESTATIONS',
    cost: '200 FCFA',
    office: 'Secrétariat municipal, hôtel de ville',
    citizenSpaceRank: 2,
    searchKeywords: 'attestation de domicile, certificat de domicile, résidence',
  },
  {
    title: "Extrait d'acte de mariage",
    description: "Obtenir un extrait d'un acte de mariage célébré ou transcrit dans la commune.",
    icon: 'rings',
    ...documentsWithPictograms(
      ['marriage-certificate', "Références de l'acte de mariage (numéro et année)"],
      ['id-card', "Pièce d'identité de l'un des époux"],
    ),
    processingTime: 2,
    category: 'ETAT_CIVIL',
    cost: '200 FCFA (timbre communal)',
    office: "Bureau de l'état civil, hôtel de ville",
    citizenSpaceRank: 4,
    searchKeywords: 'acte de mariage, mariage',
  },
]

/** Sample investments shown when the list cannot be loaded (docs/product/investments.md). */
export const SAMPLE_INVESTMENTS: BuiltInInvestment[] = [
  {
    title: 'Unité de transformation des produits agricoles',
    category: 'Agriculture',
    description:
      "Création d'une unité de transformation de l'arachide, du mil et du niébé au chef-lieu : décorticage, mouture, conditionnement et stockage. Le projet vise à mieux valoriser la production des villages, à créer une quarantaine d'emplois, notamment pour les femmes et les jeunes, et à approvisionner les marchés régionaux en produits locaux de qualité.",
    shortDescription:
      "Décorticage, mouture et conditionnement des récoltes locales pour créer de l'emploi et de la valeur ajoutée.",
    amount: '150000000',
    startYear: 2026,
    endYear: 2027,
    status: 'En recherche de partenaires',
  },
  {
    title: 'Marché moderne et entrepôt de stockage',
    category: 'Commerce',
    description:
      "Construction d'un marché moderne de 120 cantines et d'un entrepôt de stockage à la place du marché hebdomadaire actuel. L'équipement offrira de meilleures conditions d'hygiène et de sécurité aux 22 commerces de la commune comme aux vendeurs venus des villages voisins, et augmentera les recettes propres de la commune.",
    shortDescription:
      'Un marché de 120 cantines et un entrepôt pour dynamiser le commerce local et le marché hebdomadaire.',
    amount: '300000000',
    startYear: 2026,
    endYear: 2028,
    status: 'Études préliminaires',
  },
  {
    title: 'Centrale solaire communautaire',
    category: 'Énergie verte',
    description:
      "Installation d'une centrale solaire de 500 kWc avec stockage, raccordée au réseau local, pour alimenter les villages, les équipements publics et les activités économiques. Le projet, conçu en complément du programme d'électrification rurale, peut être porté en partenariat public-privé avec vente de l'électricité produite.",
    shortDescription:
      'Une centrale de 500 kWc pour une électricité propre et fiable dans les villages et les ateliers.',
    amount: '500000000',
    startYear: 2026,
    endYear: 2027,
    status: "Recherche d'investisseurs",
  },
]
