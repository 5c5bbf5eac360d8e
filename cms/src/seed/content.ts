import {
  ARCHIVED_NEWS,
  FALLBACK_PROCEDURES,
  SAMPLE_INVESTMENTS,
  documentsWithPictograms,
  noonUtc,
  type BuiltInInvestment,
  type BuiltInNews,
  type BuiltInProcedure,
  type ProjectStatus,
  type ServiceCategory,
} from 'shared-types'

import type { ImageKey } from './images'

/**
 * First-run content (the pages of docs/product/ quote its figures): plain typed data, no Payload calls and no I/O. The seeder turns
 * each `imageKey` into an uploaded image (see ./images.ts) and links related services itself.
 * All public text is in French; amounts are FCFA written as digits.
 */

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

export interface SeedFundingPartner {
  partner: string
  /** Percentage of the budget (0-100); the shares of a project add up to 100. */
  share: number
}

export interface SeedProject {
  title: string
  description: string
  status: ProjectStatus
  /** ISO date. */
  startDate: string
  /** ISO date. */
  endDate?: string
  /** FCFA, digits only. */
  budget?: string
  /** Percentage done (0-100). */
  progress: number
  achievements: string[]
  fundingPartners: SeedFundingPartner[]
  imageKey: ImageKey
}

export interface SeedServiceFeature {
  icon: string
  title: string
  description: string
}

export interface SeedServiceStep {
  title: string
  description: string
}

export interface SeedFaqItem {
  question: string
  answer: string
}

export interface SeedContactInfo {
  name: string
  phone: string
  email: string
  address: string
  hours: string
}

export interface SeedCallToAction {
  text: string
  /** A path of the public site. */
  url: string
}

export interface SeedSeo {
  keywords: string[]
}

export interface SeedService {
  title: string
  /** Card text; the site shows at most 150 characters. */
  description: string
  category: ServiceCategory
  icon: string
  imageKey: ImageKey
  longDescription: string
  features: SeedServiceFeature[]
  steps: SeedServiceStep[]
  documents: string[]
  faq: SeedFaqItem[]
  location: string
  hours: string
  contact: string
  deadline: string
  price: string
  contactInfo: SeedContactInfo
  cta: SeedCallToAction
  seo: SeedSeo
  metaDescription: string
}

export interface SeedNews extends BuiltInNews {
  imageKey: ImageKey
}

export type SeedProcedure = BuiltInProcedure

export interface SeedInvestment extends BuiltInInvestment {
  imageKey: ImageKey
}

export interface SeedGalleryItem {
  title: string
  imageKey: ImageKey
}

// ---------------------------------------------------------------------------------------------
// Shared values
// ---------------------------------------------------------------------------------------------

const TOWN_HALL = 'Hôtel de ville, place de la Mairie'
const TOWN_HALL_HOURS = 'Du lundi au vendredi, de 8h à 16h ; le samedi, de 9h à 12h'
const DEFAULT_SERVICE_HOURS = 'Du lundi au vendredi, de 8h à 17h'

const day = noonUtc

/** Gives the built-in items their seeded images, in order. */
const withImages = <T>(items: T[], imageKeys: ImageKey[]): (T & { imageKey: ImageKey })[] =>
  items.map((item, index) => ({ ...item, imageKey: imageKeys[index] as ImageKey }))

// ---------------------------------------------------------------------------------------------
// Projects (docs/product/projects.md#projects-in-progress-tab)
// ---------------------------------------------------------------------------------------------

export const seedProjects: SeedProject[] = [
  {
    title: "Accès à l'eau potable pour tous",
    description:
      "Réalisation d'un forage équipé d'une pompe solaire, construction d'un château d'eau et extension du réseau de distribution afin que chaque village de la commune dispose d'une eau potable de qualité, à moins de 500 mètres des habitations.",
    status: 'IN_PROGRESS',
    startDate: day('2023-03-01'),
    endDate: day('2024-12-31'),
    budget: '120000000',
    progress: 65,
    achievements: [
      "Forage de 250 mètres équipé d'une pompe solaire",
      "Château d'eau de 200 m³ au chef-lieu de la commune",
      '18 km de conduites de distribution vers les villages',
      '12 bornes-fontaines et 300 branchements sociaux',
    ],
    fundingPartners: [
      { partner: 'État du Sénégal (PUDC)', share: 40 },
      { partner: 'Union européenne', share: 50 },
      { partner: 'Commune', share: 10 },
    ],
    imageKey: 'projet-eau-potable',
  },
  {
    title: 'Électrification rurale',
    description:
      "Raccordement des villages au réseau électrique, installation d'un éclairage public solaire et électrification des écoles et du poste de santé, pour améliorer la sécurité, les études du soir et le développement des activités économiques.",
    status: 'IN_PROGRESS',
    startDate: day('2023-01-15'),
    endDate: day('2025-12-31'),
    budget: '280000000',
    progress: 40,
    achievements: [
      'Raccordement de 8 villages au réseau électrique',
      '250 lampadaires solaires sur les axes principaux',
      'Électrification des 4 écoles élémentaires, du CEM et du poste de santé',
      'Mini-centrale solaire pour les hameaux éloignés',
    ],
    fundingPartners: [
      { partner: "État du Sénégal (Agence sénégalaise d'électrification rurale)", share: 35 },
      { partner: 'Banque ouest-africaine de développement (BOAD)', share: 45 },
      { partner: 'Commune', share: 10 },
      { partner: 'Populations bénéficiaires', share: 10 },
    ],
    imageKey: 'projet-electrification',
  },
  {
    title: 'Désenclavement et pistes rurales',
    description:
      "Ouverture et aménagement de pistes de production reliant les villages au chef-lieu, au marché hebdomadaire et aux routes nationales, avec des ouvrages de franchissement praticables toute l'année, y compris pendant l'hivernage.",
    status: 'IN_PROGRESS',
    startDate: day('2022-02-01'),
    endDate: day('2024-12-31'),
    budget: '450000000',
    progress: 75,
    achievements: [
      'Ouverture de 35 km de pistes de production',
      '6 ouvrages de franchissement (dalots et radiers)',
      "Réhabilitation de la route d'accès au marché hebdomadaire",
      'Plantation de 2 000 arbres le long des nouvelles pistes',
    ],
    fundingPartners: [
      { partner: 'État du Sénégal', share: 60 },
      { partner: 'Agence française de développement (AFD)', share: 30 },
      { partner: 'Commune', share: 10 },
    ],
    imageKey: 'projet-pistes',
  },
]

// ---------------------------------------------------------------------------------------------
// Services (at least two per category)
// ---------------------------------------------------------------------------------------------

export const seedServices: SeedService[] = [
  {
    title: 'Écoles élémentaires et préscolaire',
    description:
      'Inscriptions, fournitures et suivi des écoles élémentaires et des classes préscolaires de la commune.',
    category: 'EDUCATION',
    icon: 'school',
    imageKey: 'service-ecoles',
    longDescription:
      "La commune accompagne la scolarité de ses enfants dès le plus jeune âge. Elle accueille 125 élèves dans ses classes préscolaires et 581 élèves dans ses 4 écoles élémentaires ; le collège d'enseignement moyen (CEM) compte 361 élèves, avec un ratio de 36 élèves par classe.\n\nLe service de l'éducation gère les inscriptions en lien avec les directeurs d'école, distribue chaque année des fournitures scolaires aux familles qui en ont besoin, entretient les bâtiments et appuie les cantines scolaires ainsi que les associations de parents d'élèves.",
    features: [
      {
        icon: 'backpack',
        title: 'Fournitures scolaires',
        description: 'Kits distribués à la rentrée aux élèves des familles vulnérables, sur proposition des écoles.',
      },
      {
        icon: 'utensils',
        title: 'Cantines scolaires',
        description: 'Appui en vivres et en équipements aux cantines gérées avec les parents et les enseignants.',
      },
      {
        icon: 'building',
        title: 'Entretien des écoles',
        description: 'Réfection des salles de classe, des latrines et des clôtures pendant les vacances scolaires.',
      },
    ],
    steps: [
      {
        title: 'Retirer la fiche',
        description:
          "Demandez la fiche d'inscription auprès du directeur de l'école la plus proche ou à l'hôtel de ville.",
      },
      {
        title: 'Constituer le dossier',
        description:
          "Joignez l'extrait d'acte de naissance de l'enfant et, pour un transfert, le certificat de scolarité.",
      },
      {
        title: 'Déposer le dossier',
        description: "Remettez le dossier complet à l'école avant la date limite d'inscription.",
      },
      {
        title: 'Recevoir la confirmation',
        description: "L'école confirme l'inscription et communique la date de la rentrée.",
      },
    ],
    documents: [
      "Extrait d'acte de naissance de l'enfant",
      'Certificat de scolarité (en cas de transfert)',
      'Carnet de vaccination (préscolaire)',
    ],
    faq: [
      {
        question: 'À partir de quel âge peut-on inscrire un enfant au préscolaire ?',
        answer:
          'Les classes préscolaires accueillent les enfants à partir de 3 ans, dans la limite des places disponibles.',
      },
      {
        question: "L'inscription à l'école élémentaire est-elle payante ?",
        answer:
          "Non, l'inscription dans les écoles publiques est gratuite. Une contribution volontaire peut être demandée par l'association des parents d'élèves.",
      },
      {
        question: 'Comment bénéficier des fournitures scolaires ?',
        answer:
          "Les directeurs d'école transmettent à la commune la liste des élèves à soutenir ; les familles peuvent aussi se signaler au service.",
      },
    ],
    location: TOWN_HALL,
    hours: DEFAULT_SERVICE_HOURS,
    contact: '+221 33 000 00 11',
    deadline: "Inscriptions d'août à la fin octobre",
    price: 'Gratuit',
    contactInfo: {
      name: "Service de l'éducation",
      phone: '+221 33 000 00 11',
      email: 'education@commune.sn',
      address: TOWN_HALL,
      hours: TOWN_HALL_HOURS,
    },
    cta: { text: 'Contacter le service', url: '/espace-citoyen/contact' },
    seo: { keywords: ['école', 'préscolaire', 'inscription scolaire', 'fournitures scolaires', 'éducation'] },
    metaDescription:
      "Inscriptions, fournitures et cantines scolaires : le service de l'éducation de la commune accompagne les 4 écoles élémentaires et le préscolaire.",
  },
  {
    title: 'Alphabétisation et formation des adultes',
    description:
      "Cours de lecture, d'écriture et de calcul en langues nationales et en français, et formations pratiques pour les adultes.",
    category: 'EDUCATION',
    icon: 'book',
    imageKey: 'service-alphabetisation',
    longDescription:
      "Avec les associations de femmes et de jeunes, la commune organise des classes d'alphabétisation pour les adultes qui n'ont pas pu aller à l'école. Les cours se déroulent en wolof, en pulaar ou en français, en petits groupes, le soir ou pendant la saison sèche.\n\nDes modules pratiques complètent l'apprentissage : gestion d'un petit commerce, tenue d'un cahier de caisse, transformation des produits agricoles et usage du téléphone mobile pour les paiements.",
    features: [
      {
        icon: 'language',
        title: 'Langues nationales',
        description: 'Cours en wolof, en pulaar ou en français selon le choix des participants.',
      },
      {
        icon: 'clock',
        title: 'Horaires adaptés',
        description: 'Séances le soir et en saison sèche pour ne pas gêner les travaux des champs.',
      },
      {
        icon: 'certificate',
        title: 'Attestation de fin de cycle',
        description: 'Une attestation est remise à chaque participant ayant suivi le cycle complet.',
      },
    ],
    steps: [
      { title: "S'inscrire", description: "Inscrivez-vous à l'hôtel de ville ou auprès du relais de votre village." },
      { title: 'Évaluation de niveau', description: 'Un court entretien permet de vous orienter vers le bon groupe.' },
      { title: 'Suivre les cours', description: 'Participez aux séances, trois soirs par semaine, pendant six mois.' },
    ],
    documents: ["Pièce d'identité ou extrait d'acte de naissance"],
    faq: [
      {
        question: 'Les cours sont-ils payants ?',
        answer: 'Non, les cours sont gratuits ; les cahiers et les stylos sont fournis par la commune.',
      },
      {
        question: 'Où ont lieu les cours ?',
        answer: 'Dans les écoles et les foyers des villages, au plus près des participants.',
      },
    ],
    location: 'Écoles et foyers des villages',
    hours: DEFAULT_SERVICE_HOURS,
    contact: '+221 33 000 00 12',
    deadline: 'Inscriptions en octobre et en février',
    price: 'Gratuit',
    contactInfo: {
      name: "Service de l'éducation",
      phone: '+221 33 000 00 12',
      email: 'education@commune.sn',
      address: TOWN_HALL,
      hours: TOWN_HALL_HOURS,
    },
    cta: { text: "S'inscrire aux cours", url: '/espace-citoyen/contact' },
    seo: { keywords: ['alphabétisation', 'formation des adultes', 'langues nationales', 'wolof', 'pulaar'] },
    metaDescription:
      "Classes d'alphabétisation gratuites en langues nationales et en français, et formations pratiques pour les adultes de la commune.",
  },
  {
    title: 'Poste de santé communal',
    description:
      'Consultations, soins infirmiers, vaccinations et médicaments essentiels au poste de santé de la commune.',
    category: 'SANTE',
    icon: 'hospital',
    imageKey: 'service-poste-sante',
    longDescription:
      "Le poste de santé assure les soins de premier niveau pour l'ensemble des villages : consultations, pansements, dépistage, vaccinations et délivrance de médicaments essentiels à prix social. Il est relié au centre de santé du district pour les cas qui nécessitent un transfert.\n\nLa commune prend en charge l'entretien des locaux, une partie du personnel d'appui et l'ambulance, et soutient les cases de santé des villages éloignés animées par des relais communautaires.",
    features: [
      {
        icon: 'stethoscope',
        title: 'Consultations',
        description: "Consultations générales assurées par l'infirmier chef de poste et son équipe.",
      },
      {
        icon: 'syringe',
        title: 'Vaccinations',
        description: 'Vaccination des enfants et campagnes de masse organisées avec le district sanitaire.',
      },
      {
        icon: 'ambulance',
        title: 'Évacuations',
        description: 'Une ambulance pour les évacuations vers le centre de santé, de jour comme de nuit.',
      },
    ],
    steps: [
      { title: 'Se présenter au poste', description: "Présentez-vous à l'accueil avec votre carnet de santé." },
      {
        title: 'Consultation',
        description: "Vous êtes reçu par l'infirmier, qui établit une ordonnance si nécessaire.",
      },
      { title: 'Médicaments', description: 'Les médicaments essentiels sont délivrés sur place, au dépôt du poste.' },
    ],
    documents: ['Carnet de santé', "Carte d'assurance maladie ou de mutuelle (le cas échéant)"],
    faq: [
      {
        question: 'Le poste de santé est-il ouvert le week-end ?',
        answer:
          "Une permanence est assurée le samedi matin ; en cas d'urgence, l'équipe de garde est joignable à tout moment.",
      },
      {
        question: 'Les membres de la mutuelle de santé paient-ils moins cher ?',
        answer:
          'Oui, la mutuelle de santé communautaire prend en charge une partie des frais de consultation et de médicaments.',
      },
    ],
    location: 'Poste de santé, quartier Escale',
    hours: 'Du lundi au vendredi, de 8h à 17h ; permanence le samedi matin',
    contact: '+221 33 000 00 21',
    deadline: 'Sans rendez-vous',
    price: 'Ticket de consultation : 500 FCFA',
    contactInfo: {
      name: 'Poste de santé communal',
      phone: '+221 33 000 00 21',
      email: 'sante@commune.sn',
      address: 'Poste de santé, quartier Escale',
      hours: 'Du lundi au vendredi, de 8h à 17h',
    },
    cta: { text: 'Nous contacter', url: '/espace-citoyen/contact' },
    seo: { keywords: ['poste de santé', 'consultation', 'vaccination', 'médicaments', 'santé'] },
    metaDescription:
      'Consultations, vaccinations, médicaments essentiels et évacuations : le poste de santé communal soigne les habitants de tous les villages.',
  },
  {
    title: "Santé de la mère et de l'enfant",
    description: "Suivi de grossesse, accouchements assistés, consultations des nourrissons et nutrition de l'enfant.",
    category: 'SANTE',
    icon: 'baby',
    imageKey: 'service-sante-maternelle',
    longDescription:
      "La maternité du poste de santé accompagne les femmes pendant toute la grossesse : consultations prénatales, accouchement assisté par une sage-femme et suivi après la naissance. Les nourrissons sont pesés et vaccinés chaque mois.\n\nAvec les relais communautaires et les « bajenu gox », la commune organise des causeries sur l'allaitement, la nutrition et la planification familiale, et des séances de dépistage de la malnutrition dans les villages.",
    features: [
      {
        icon: 'calendar',
        title: 'Consultations prénatales',
        description: 'Au moins quatre consultations recommandées pendant la grossesse, avec la sage-femme.',
      },
      {
        icon: 'baby',
        title: 'Suivi des nourrissons',
        description: 'Pesée, vaccination et conseils de nutrition lors des journées de suivi mensuelles.',
      },
      {
        icon: 'users',
        title: 'Relais communautaires',
        description: 'Des relais formés dans chaque village orientent les familles vers la maternité.',
      },
    ],
    steps: [
      {
        title: 'Première consultation',
        description: 'Présentez-vous à la maternité dès que vous savez être enceinte.',
      },
      {
        title: 'Ouverture du carnet',
        description: 'La sage-femme ouvre votre carnet de grossesse et planifie les rendez-vous.',
      },
      { title: 'Accouchement', description: 'Accouchez à la maternité, où une sage-femme est présente jour et nuit.' },
      { title: "Suivi de l'enfant", description: 'Revenez chaque mois pour la pesée et les vaccins de votre bébé.' },
    ],
    documents: [
      'Carnet de grossesse ou carnet de santé de la mère',
      "Carnet de vaccination de l'enfant",
      "Pièce d'identité",
    ],
    faq: [
      {
        question: "L'accouchement à la maternité est-il payant ?",
        answer:
          "L'accouchement est gratuit dans le cadre de la politique nationale ; seuls certains médicaments peuvent rester à la charge des familles.",
      },
      {
        question: 'Faut-il prendre rendez-vous pour la pesée ?',
        answer: 'Non, les journées de pesée ont lieu chaque premier mardi du mois, sans rendez-vous.',
      },
      {
        question: 'Que faire en cas de complication la nuit ?',
        answer: "Appelez la maternité : la sage-femme de garde organise si besoin l'évacuation en ambulance.",
      },
    ],
    location: 'Maternité du poste de santé',
    hours: DEFAULT_SERVICE_HOURS,
    contact: '+221 33 000 00 22',
    deadline: 'Sans rendez-vous',
    price: 'Gratuit',
    contactInfo: {
      name: 'Maternité du poste de santé',
      phone: '+221 33 000 00 22',
      email: 'sante@commune.sn',
      address: 'Poste de santé, quartier Escale',
      hours: 'Permanence 24h/24 pour les accouchements',
    },
    cta: { text: 'Contacter la maternité', url: '/espace-citoyen/contact' },
    seo: { keywords: ['maternité', 'grossesse', 'accouchement', 'nourrisson', 'nutrition'] },
    metaDescription:
      'Consultations prénatales, accouchements assistés, pesée et vaccination des nourrissons : la maternité accompagne les mères et les enfants.',
  },
  {
    title: 'Pistes rurales et voirie',
    description:
      "Ouverture, entretien et signalisation des pistes et des rues de la commune, curage des caniveaux avant l'hivernage.",
    category: 'INFRASTRUCTURES',
    icon: 'road',
    imageKey: 'service-pistes-voirie',
    longDescription:
      "Le service technique entretient le réseau de pistes qui relie les villages au chef-lieu et au marché hebdomadaire. Il programme chaque année le reprofilage des pistes, le rebouchage des nids-de-poule et le curage des caniveaux avant la saison des pluies.\n\nIl instruit aussi les demandes d'alignement et d'accès à la voie publique et suit les chantiers du programme de désenclavement, mené avec l'État et l'Agence française de développement.",
    features: [
      {
        icon: 'truck',
        title: 'Entretien courant',
        description: 'Reprofilage des pistes et rebouchage des ornières après chaque hivernage.',
      },
      {
        icon: 'droplet',
        title: 'Assainissement pluvial',
        description: 'Curage des caniveaux et des dalots pour éviter les inondations des quartiers.',
      },
      {
        icon: 'sign',
        title: 'Signalisation',
        description: 'Panneaux aux entrées des villages et près des écoles pour la sécurité de tous.',
      },
    ],
    steps: [
      {
        title: 'Signaler',
        description: "Signalez une piste dégradée ou un caniveau bouché à l'hôtel de ville ou en ligne.",
      },
      {
        title: 'Visite technique',
        description: 'Un agent du service technique se rend sur place pour évaluer les travaux.',
      },
      {
        title: 'Programmation',
        description: "Les travaux sont inscrits au programme d'entretien, selon les priorités.",
      },
      { title: 'Réalisation', description: 'Le chantier est réalisé et le demandeur en est informé.' },
    ],
    documents: ['Description et localisation du problème', 'Photo (facultative)'],
    faq: [
      {
        question: 'Combien de temps faut-il pour une réparation ?',
        answer:
          'Les urgences (coupure de piste, inondation) sont traitées dans la semaine ; les autres travaux suivent le programme annuel.',
      },
      {
        question: "Qui contacter pour l'accès d'un terrain à la voie publique ?",
        answer: "Adressez une demande écrite au maire ; le service technique fixe l'alignement après une visite.",
      },
    ],
    location: 'Service technique, hôtel de ville',
    hours: DEFAULT_SERVICE_HOURS,
    contact: '+221 33 000 00 31',
    deadline: 'Visite technique sous 7 jours',
    price: 'Gratuit',
    contactInfo: {
      name: 'Service technique communal',
      phone: '+221 33 000 00 31',
      email: 'travaux@commune.sn',
      address: TOWN_HALL,
      hours: TOWN_HALL_HOURS,
    },
    cta: { text: 'Signaler un problème', url: '/espace-citoyen/contact' },
    seo: { keywords: ['pistes rurales', 'voirie', 'désenclavement', 'caniveaux', 'travaux'] },
    metaDescription:
      'Entretien des pistes rurales et des rues, curage des caniveaux et signalisation : le service technique de la commune à votre écoute.',
  },
  {
    title: 'Eau potable et assainissement',
    description:
      'Bornes-fontaines, branchements sociaux, vidange des fosses et gestion des ordures ménagères dans les villages.',
    category: 'INFRASTRUCTURES',
    icon: 'water',
    imageKey: 'service-hydraulique',
    longDescription:
      "La commune veille à ce que chaque habitant ait accès à une eau potable de qualité. Avec l'association des usagers du forage, elle gère les bornes-fontaines, instruit les demandes de branchement social et contrôle régulièrement la qualité de l'eau.\n\nCôté assainissement, elle organise la collecte des ordures ménagères au chef-lieu, la vidange des fosses septiques et la construction de latrines familiales subventionnées.",
    features: [
      {
        icon: 'faucet',
        title: 'Branchements sociaux',
        description: 'Raccordement des ménages au réseau à tarif réduit, dans la limite du programme annuel.',
      },
      {
        icon: 'trash',
        title: 'Collecte des ordures',
        description: 'Ramassage deux fois par semaine au chef-lieu et dépôts aménagés dans les villages.',
      },
      {
        icon: 'flask',
        title: "Qualité de l'eau",
        description: "Analyses régulières de l'eau du forage et des bornes-fontaines.",
      },
    ],
    steps: [
      { title: 'Déposer la demande', description: "Déposez votre demande de branchement à l'hôtel de ville." },
      { title: 'Visite et devis', description: 'Le technicien vérifie la faisabilité et établit le devis.' },
      { title: 'Paiement', description: "Réglez la participation auprès de l'association des usagers du forage." },
      { title: 'Raccordement', description: 'Le branchement est réalisé et le compteur posé.' },
    ],
    documents: ["Pièce d'identité du demandeur", 'Certificat de résidence', 'Plan de situation de la concession'],
    faq: [
      {
        question: 'Combien coûte un branchement social ?',
        answer:
          "La participation des ménages est de 25 000 FCFA ; le reste est pris en charge par le programme d'accès à l'eau.",
      },
      {
        question: "Qui contacter en cas de panne d'une borne-fontaine ?",
        answer: 'Prévenez le gestionnaire de la borne ou le service technique, qui intervient dans les 48 heures.',
      },
    ],
    location: TOWN_HALL,
    hours: DEFAULT_SERVICE_HOURS,
    contact: '+221 33 000 00 32',
    deadline: 'Raccordement sous 30 jours',
    price: 'Branchement social : 25 000 FCFA',
    contactInfo: {
      name: "Service de l'hydraulique et de l'assainissement",
      phone: '+221 33 000 00 32',
      email: 'eau@commune.sn',
      address: TOWN_HALL,
      hours: TOWN_HALL_HOURS,
    },
    cta: { text: 'Demander un branchement', url: '/espace-citoyen/demarches' },
    seo: { keywords: ['eau potable', 'branchement social', 'borne-fontaine', 'assainissement', 'ordures ménagères'] },
    metaDescription:
      "Bornes-fontaines, branchements sociaux, collecte des ordures et vidange : l'eau potable et l'assainissement dans la commune.",
  },
]

// ---------------------------------------------------------------------------------------------
// News (the first ARCHIVED_NEWS_COUNT items are the home page's static cards)
// ---------------------------------------------------------------------------------------------

/** The first items of seedNews are the archived news (docs/product/news.md#archived-news). */
export const ARCHIVED_NEWS_COUNT = 3

const NEWS_AUTHOR = 'Service communication'

export const seedNews: SeedNews[] = [
  // The archived news, shared with the site's offline fallback.
  ...withImages(ARCHIVED_NEWS, ['actu-vaccination', 'actu-semences', 'actu-conseil-municipal']),
  {
    title: "Exposition photographique : le patrimoine naturel à l'honneur",
    content: `Le centre culturel accueille le **25 mai 2025** une exposition photographique consacrée au patrimoine naturel de la commune.

### Une commune vue par ses habitants
Pendant trois mois, des jeunes du club photo et des habitants de tous âges ont photographié les paysages, les arbres remarquables, les mares et les champs de la commune. Une quarantaine de tirages ont été sélectionnés par un jury.

- Les baobabs et les grands arbres à palabres
- Les mares et la faune pendant l'hivernage
- Les travaux des champs au fil des saisons

*L'entrée est libre et gratuite.* Des visites commentées sont proposées aux écoles le matin, et une remise de prix récompensera les trois meilleures photographies en fin d'après-midi.

### Informations pratiques
- **Lieu** : centre culturel de la commune
- **Date** : dimanche 25 mai 2025, de 9h à 18h
- **Thème** : le patrimoine naturel`,
    category: 'culture',
    author: NEWS_AUTHOR,
    date: day('2025-05-12'),
    tags: ['culture', 'exposition', 'photographie', 'patrimoine naturel'],
    imageKey: 'actu-exposition-photo',
  },
  {
    title: 'Journée de reboisement : 2 000 arbres plantés le long des pistes',
    content: `À l'appel de la commune, plus de 300 volontaires ont participé à la journée de reboisement organisée au début de l'hivernage.

### Des arbres pour protéger les sols
Les plants, produits par la pépinière communale, ont été mis en terre le long des pistes rurales ouvertes dans le cadre du programme de désenclavement. Ils limiteront l'érosion et offriront de l'ombre aux usagers.

- **2 000 arbres** plantés en une journée
- **Essences locales** : caïlcédrat, neem, anacardier et baobab
- **Comités de suivi** créés dans chaque village pour l'arrosage

Les élèves des écoles élémentaires et du CEM ont chacun parrainé un arbre, dont ils suivront la croissance tout au long de l'année scolaire.

### Et après ?
La pépinière communale prépare déjà **5 000 nouveaux plants** pour l'an prochain. Les familles qui souhaitent planter un arbre fruitier dans leur concession peuvent en faire la demande au service de l'environnement, à l'hôtel de ville.

*Merci à toutes et à tous pour cette belle mobilisation !*`,
    category: 'environnement',
    author: NEWS_AUTHOR,
    date: day('2025-08-02'),
    tags: ['environnement', 'reboisement', 'jeunesse', 'pistes rurales'],
    imageKey: 'actu-reboisement',
  },
  {
    title: 'Rentrée scolaire : 581 élèves ont repris le chemin des écoles',
    content: `La rentrée s'est bien déroulée dans les 4 écoles élémentaires de la commune, qui accueillent cette année **581 élèves**, ainsi que dans les classes préscolaires, où **125 enfants** sont inscrits.

### La commune aux côtés des familles
Avant la rentrée, la commune a fait repeindre six salles de classe, réparer les tables-bancs et curer les latrines. Des kits scolaires ont été remis aux élèves des familles les plus vulnérables, sur proposition des directeurs d'école.

- **450 kits** distribués : cahiers, stylos, ardoises et règles
- **2 salles de classe** réhabilitées à l'école du chef-lieu
- **Cantines scolaires** approvisionnées pour le premier trimestre

### Au collège
Le CEM compte **361 élèves**, soit une moyenne de 36 élèves par classe. Un nouveau bloc sanitaire y sera construit d'ici la fin de l'année grâce au budget participatif.

### Préscolaire : encore quelques places
Les familles peuvent encore inscrire les enfants de 3 à 5 ans dans les classes préscolaires, dans la limite des places disponibles. Les inscriptions se font auprès des directeurs d'école, sur présentation de l'extrait d'acte de naissance de l'enfant.

*Le maire souhaite une excellente année scolaire à tous les élèves et à leurs enseignants.*`,
    category: 'education',
    author: NEWS_AUTHOR,
    date: day('2025-10-08'),
    tags: ['éducation', 'rentrée scolaire', 'écoles', 'fournitures scolaires'],
    imageKey: 'actu-rentree-scolaire',
  },
  {
    title: 'Festival des cultures : trois jours de fête au chef-lieu',
    content: `Le festival des cultures a rassemblé des milliers de visiteurs pendant trois jours sur la place de la Mairie. Danses, musique, lutte traditionnelle et gastronomie ont célébré la diversité des communautés qui font la richesse de la commune.

### Un programme pour tous
La première journée a été ouverte par le défilé des villages, chacun présentant ses tenues et ses chants traditionnels. Les troupes de danse se sont ensuite succédé sur la grande scène jusqu'à tard dans la soirée.

- **Vendredi** : défilé des villages et soirée de sabar
- **Samedi** : tournoi de lutte traditionnelle et concours culinaire
- **Dimanche** : contes pour les enfants, foire artisanale et concert de clôture

### L'artisanat et les produits locaux à l'honneur
Une foire a permis aux artisans, aux groupements de femmes et aux producteurs de présenter leurs créations : vannerie, poterie, tissus teints, jus de bissap et de bouye, céréales transformées. *Plusieurs groupements ont écoulé en trois jours l'essentiel de leur production.*

### Transmettre aux plus jeunes
Les anciens ont animé des veillées de contes et de devinettes, tandis que les élèves des écoles ont présenté des saynètes sur l'histoire de la commune, créée en 1965. **La transmission des traditions aux nouvelles générations** était le fil conducteur de cette édition.

### Merci aux bénévoles
Le comité d'organisation remercie les bénévoles, les chefs de village, les forces de sécurité et les partenaires qui ont rendu cette fête possible. Les photographies du festival sont visibles dans la galerie du site, et le bilan de l'édition sera présenté lors du prochain forum citoyen.

### Quelques chiffres
- **3 jours** de festivités
- **24 troupes** de danse et de musique
- **60 exposants** à la foire artisanale

Rendez-vous l'année prochaine pour une nouvelle édition, encore plus riche !`,
    category: 'culture',
    author: NEWS_AUTHOR,
    date: day('2025-12-22'),
    tags: ['culture', 'festival', 'traditions', 'artisanat'],
    imageKey: 'actu-festival',
  },
  {
    title: 'Électrification rurale : huit villages bientôt raccordés',
    content: `Le programme d'électrification rurale franchit une nouvelle étape : les poteaux et les câbles sont en place dans les premiers villages, et les raccordements des concessions commenceront dans les prochaines semaines.

### Où en est le chantier ?
Lancé en 2023, le programme, d'un montant de **280 millions de FCFA**, est réalisé à 40 %. Il est financé par l'État du Sénégal, la BOAD, la commune et les populations bénéficiaires.

- **Réseau électrique** : 8 villages seront raccordés d'ici la fin 2025
- **Éclairage public** : 250 lampadaires solaires le long des axes principaux
- **Services publics** : les écoles, le CEM et le poste de santé seront électrifiés en priorité

### Comment être raccordé ?
Les ménages qui souhaitent un branchement doivent se faire recenser auprès de leur chef de village. *La participation des populations bénéficiaires couvre 10 % du coût du programme* ; des facilités de paiement sont prévues.

### Sécurité avant tout
Les habitants sont invités à ne pas s'approcher des poteaux et des câbles pendant les travaux et à **ne jamais réaliser de branchement eux-mêmes**. Seuls les électriciens agréés sont autorisés à intervenir sur le réseau et à installer les compteurs.

Une réunion d'information se tiendra dans chaque village concerné avant le début des raccordements.`,
    category: 'evenements',
    author: NEWS_AUTHOR,
    date: day('2026-02-16'),
    tags: ['électrification', 'énergie', 'projets', 'villages'],
    imageKey: 'projet-electrification',
  },
]

// ---------------------------------------------------------------------------------------------
// Administrative procedures (the 4 built-in procedures first: docs/product/citizen-space.md#built-in-procedures)
// ---------------------------------------------------------------------------------------------

export const seedProcedures: SeedProcedure[] = [
  ...FALLBACK_PROCEDURES,
  {
    title: 'Autorisation de construire',
    description:
      "Demander l'autorisation de bâtir, d'agrandir ou de clôturer une construction sur un terrain de la commune.",
    icon: 'building',
    ...documentsWithPictograms(
      ['tax-stamp', 'Demande timbrée adressée au maire'],
      ['certificate', "Titre d'occupation du terrain (délibération, bail ou titre foncier)"],
      ['plan', 'Plan de situation et plans de la construction'],
      ['id-card', "Copie de la pièce d'identité du demandeur"],
    ),
    processingTime: 30,
    category: 'URBANISME',
    cost: 'Selon la surface bâtie (barème communal)',
    office: 'Service technique et urbanisme, hôtel de ville',
    searchKeywords: 'permis de construire, permis de bâtir, construction, clôture',
  },
  {
    title: "Demande d'aide sociale",
    description:
      "Solliciter un secours de la commune pour des frais de santé, de scolarité ou une situation d'urgence.",
    icon: 'hand-heart',
    ...documentsWithPictograms(
      ['letter', 'Lettre de demande adressée au maire'],
      ['id-card', "Pièce d'identité du demandeur"],
      ['proof-of-residence', 'Certificat de résidence'],
      ['receipt', 'Justificatifs de la situation (ordonnance, certificat médical, facture…)'],
    ),
    processingTime: 10,
    category: 'SOCIAL',
    cost: 'Gratuit',
    office: "Service de l'action sociale, hôtel de ville",
  },
  {
    title: 'Légalisation de signature et certification de copies',
    description: 'Faire légaliser une signature ou certifier conformes des copies de documents originaux.',
    icon: 'stamp',
    ...documentsWithPictograms(
      ['copies', 'Documents originaux et leurs copies'],
      ['id-card', "Pièce d'identité du signataire"],
    ),
    processingTime: 1,
    category: 'ATTESTATIONS',
    cost: '200 FCFA par document',
    office: 'Secrétariat municipal, hôtel de ville',
  },
]

// ---------------------------------------------------------------------------------------------
// Investment opportunities (the 3 built-in samples first, then 3 more: docs/product/investments.md)
// ---------------------------------------------------------------------------------------------

export const seedInvestments: SeedInvestment[] = [
  ...withImages(SAMPLE_INVESTMENTS, ['invest-transformation', 'invest-marche-moderne', 'invest-centrale-solaire']),
  {
    title: 'Campement écotouristique',
    category: 'Tourisme',
    description:
      "Aménagement d'un campement écotouristique de 12 cases traditionnelles près des mares et des forêts classées de la commune, avec un circuit de découverte de la faune, de l'artisanat et des traditions locales. Les guides et le personnel seront recrutés parmi les jeunes de la commune et formés sur place.",
    shortDescription:
      'Douze cases traditionnelles et des circuits de découverte de la nature et des traditions locales.',
    amount: '200000000',
    startYear: 2027,
    status: 'En recherche de partenaires',
    imageKey: 'invest-ecotourisme',
  },
  {
    title: 'Centre de formation professionnelle',
    category: 'Éducation',
    description:
      "Création d'un centre de formation aux métiers de l'agriculture, de la mécanique, de l'électricité solaire et de la couture, pour 200 jeunes par an. Le centre répondra aux besoins des nouveaux projets de la commune et permettra aux jeunes de trouver un emploi ou de créer leur activité sans quitter leur terroir.",
    shortDescription:
      "Former chaque année 200 jeunes aux métiers de l'agriculture, du solaire, de la mécanique et de la couture.",
    amount: '250000000',
    startYear: 2026,
    endYear: 2028,
    status: 'Études préliminaires',
    imageKey: 'invest-formation',
  },
  {
    title: 'Gare routière et aire de stationnement',
    category: 'Infrastructures',
    description:
      "Construction d'une gare routière au chef-lieu avec quais couverts, aire de stationnement des camions, boutiques et sanitaires. Elle organisera le transport des voyageurs et des marchandises vers les villes voisines, désengorgera le centre les jours de marché et générera des recettes de stationnement.",
    shortDescription:
      'Des quais couverts, un parking poids lourds et des boutiques pour organiser le transport au chef-lieu.',
    amount: '180000000',
    startYear: 2026,
    endYear: 2027,
    status: "Recherche d'investisseurs",
    imageKey: 'invest-gare-routiere',
  },
]

// ---------------------------------------------------------------------------------------------
// Gallery
// ---------------------------------------------------------------------------------------------

export const seedGallery: SeedGalleryItem[] = [
  { title: 'Le marché hebdomadaire', imageKey: 'galerie-marche' },
  { title: "L'école élémentaire du chef-lieu", imageKey: 'galerie-ecole' },
  { title: 'Le poste de santé communal', imageKey: 'galerie-poste-sante' },
  { title: "Les champs pendant l'hivernage", imageKey: 'galerie-champs' },
  { title: 'Le festival des cultures', imageKey: 'galerie-festival' },
  { title: "Le château d'eau", imageKey: 'galerie-chateau-eau' },
  { title: "L'hôtel de ville", imageKey: 'galerie-hotel-de-ville' },
  { title: "Les panneaux solaires du programme d'électrification", imageKey: 'galerie-panneaux-solaires' },
]
