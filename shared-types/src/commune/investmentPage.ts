import type { InvestmentPage } from '../payload-types'
import { joinParagraphs, type BuiltIn } from './builtIn'
import { BUILT_IN_COMMUNE } from './identity'
import { officeAsSubject } from '../text'

/** The investment page (docs/product/investments.md): why invest, the six priority sectors, three advantages, the FAQ and the contact texts. */
export const BUILT_IN_INVESTMENT_PAGE: BuiltIn<InvestmentPage> = {
  hero: {
    title: 'Investir dans notre commune',
    lead: "Des terres fertiles, une population jeune et une mairie qui accompagne chaque porteur de projet : découvrez les opportunités d'investissement de la commune.",
  },
  why: {
    title: 'Pourquoi investir chez nous\u00a0?',
    intro: `${BUILT_IN_COMMUNE.name} réunit les atouts d'un territoire rural en plein développement.`,
    points: [
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
    ],
  },
  sectors: {
    title: 'Secteurs prioritaires',
    intro: 'Six secteurs où la commune attend des partenaires.',
    items: [
      {
        sector: 'Agriculture',
        text: 'Transformation des récoltes, stockage, maraîchage irrigué et élevage.',
        icon: 'sprout',
      },
      {
        sector: 'Commerce',
        text: 'Marché moderne, entrepôts et services aux 22 commerces de la commune.',
        icon: 'store',
      },
      { sector: 'Infrastructures', text: 'Gare routière, pistes, eau potable et équipements publics.', icon: 'route' },
      {
        sector: 'Éducation',
        text: 'Formation professionnelle des jeunes et équipements scolaires.',
        icon: 'graduation',
      },
      { sector: 'Énergie verte', text: 'Centrales solaires, mini-réseaux et efficacité énergétique.', icon: 'sun' },
      {
        sector: 'Tourisme',
        text: 'Écotourisme, accueil des visiteurs et valorisation du patrimoine culturel.',
        icon: 'palm',
      },
    ],
  },
  advantages: {
    title: 'Nos avantages compétitifs',
    items: [
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
    ],
  },
  faq: {
    title: 'Questions fréquentes',
    items: [
      {
        question: 'Comment investir dans la commune\u00a0?',
        answer: joinParagraphs(
          "Prenez contact avec le service économique de l'hôtel de ville par email, par téléphone ou sur place. Nous étudions ensemble votre projet, le terrain ou le local qui lui convient et les partenaires possibles.",
          "Vous pouvez aussi vous positionner sur l'un des projets prioritaires présentés sur cette page : le dossier du projet vous est alors transmis.",
        ),
      },
      {
        question: 'Quelles sont les incitations fiscales\u00a0?',
        answer: joinParagraphs(
          "Les projets agréés au Code des investissements du Sénégal peuvent bénéficier d'avantages pendant la phase de réalisation, notamment l'exonération des droits de douane sur les équipements et la suspension de la TVA. L'APIX instruit les demandes d'agrément.",
          "À l'échelle communale, le conseil municipal peut accorder des facilités, par exemple pour l'accès au foncier. Le service économique vous indique les dispositifs applicables à votre projet.",
        ),
      },
      {
        question: 'Comment la commune accompagne-t-elle les investisseurs\u00a0?',
        answer: joinParagraphs(
          'Un interlocuteur unique vous suit à chaque étape : recherche de terrain, démarches administratives à la mairie, mise en relation avec les chefs de village, les groupements de producteurs et les partenaires techniques et financiers.',
          'La commune facilite aussi le recrutement local et la formation des jeunes, en lien avec le futur centre de formation professionnelle.',
        ),
      },
    ],
  },
  contact: {
    cardTitle: 'Votre contact investissement',
    cardText: 'Notre équipe répond à vos questions et organise vos visites de terrain.',
    closingTitle: 'Parlons de votre projet',
    closingText: `${officeAsSubject(BUILT_IN_COMMUNE.economicOffice)} vous reçoit du lundi au vendredi de 8h à 16h et le samedi de 9h à 12h.`,
    appointmentSubject: 'Demande de rendez-vous - Investir dans la commune',
    brochure: null,
  },
}
