/**
 * Texts of an investment project's page (/investissements/{id}), for the build's pages and the live
 * fallback alike. The investment page's own texts are the CMS's (investment-page global).
 */
import { officeAsSubject } from 'shared-types'

/** The subject of the email an investor writes about one project. */
export const projectMailSubject = (title: string): string => `Projet d'investissement : ${title}`

/**
 * Texts of a project's page (/investissements/{id}), for the build's pages and for the live
 * fallback of the 404 page alike (its error states link back with `back`).
 */
export const INVESTMENT_PAGE = {
  crumbs: { root: 'Investir', all: 'Tous les projets' },
  amount: 'Montant recherché',
  schedule: 'Calendrier',
  interest: {
    title: 'Ce projet vous intéresse\u00a0?',
    text: (office: string) =>
      `${officeAsSubject(office)} vous transmet le dossier du projet et organise une rencontre avec l'équipe municipale.`,
    mail: 'Contacter le service économique',
    call: (phone: string) => `Appeler le ${phone}`,
  },
  back: { href: '/investissements#projets-prioritaires', text: "Retour aux projets d'investissement" },
  imageAlt: (title: string) => `Illustration du projet « ${title} »`,
} as const
