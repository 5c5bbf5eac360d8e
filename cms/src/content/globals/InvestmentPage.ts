import type { GlobalConfig } from 'payload'
import { INVEST_ICON_OPTIONS, INVESTMENT_SECTORS } from 'shared-types'

import { globalContentAccess } from '../../access'
import { globalVersions } from '../versions'
import { paragraphs, rows, text, titledTexts } from '../fields/content'

const icon = {
  name: 'icon',
  type: 'select',
  label: 'Pictogramme',
  required: true,
  options: INVEST_ICON_OPTIONS,
} as const

/** The texts of /investissements: why invest, the priority sectors, the advantages, the FAQ, the contact card and the brochure. */
export const InvestmentPage: GlobalConfig = {
  slug: 'investment-page',
  label: 'Page des investissements',
  admin: { group: 'Commune' },
  access: globalContentAccess,
  versions: globalVersions,
  fields: [
    {
      type: 'tabs',
      tabs: [
        { name: 'hero', label: 'En-tête', fields: [text('title', 'Titre'), paragraphs('lead', 'Accroche')] },
        {
          name: 'why',
          label: 'Pourquoi investir',
          fields: [text('title', 'Titre'), text('intro', 'Introduction'), titledTexts('points', 'Atouts', [icon])],
        },
        {
          name: 'sectors',
          label: 'Secteurs prioritaires',
          fields: [
            text('title', 'Titre'),
            text('intro', 'Introduction'),
            rows(
              'items',
              'Secteurs',
              [
                {
                  name: 'sector',
                  type: 'select',
                  label: 'un secteur',
                  required: true,
                  options: [...INVESTMENT_SECTORS],
                },
                { name: 'text', type: 'textarea', label: 'Texte', required: true },
                icon,
              ],
              'un secteur',
            ),
          ],
        },
        {
          name: 'advantages',
          label: 'Avantages',
          fields: [text('title', 'Titre'), titledTexts('items', 'Avantages compétitifs', [icon])],
        },
        {
          name: 'faq',
          label: 'Questions fréquentes',
          fields: [
            text('title', 'Titre'),
            rows(
              'items',
              'Questions',
              [text('question', 'une question'), paragraphs('answer', 'Réponse')],
              'une question',
            ),
          ],
        },
        {
          name: 'contact',
          label: 'Contact',
          fields: [
            text('cardTitle', 'Titre de la carte de contact'),
            text('cardText', 'Texte de la carte de contact'),
            text('closingTitle', 'Titre du bandeau final'),
            paragraphs('closingText', 'Texte du bandeau final'),
            text('appointmentSubject', 'Objet de l’email de rendez-vous'),
            {
              name: 'brochure',
              type: 'upload',
              relationTo: 'documents',
              label: 'Brochure (PDF)',
              admin: {
                description:
                  'Sans document, « Télécharger la brochure » ouvre la brochure imprimable générée par le site.',
              },
            },
          ],
        },
      ],
    },
  ],
}
