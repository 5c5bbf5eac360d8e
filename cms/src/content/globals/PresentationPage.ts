import type { GlobalConfig } from 'payload'
import { NUMBER_RANGES } from 'shared-types'

import { globalContentAccess } from '../../access'
import { globalVersions } from '../versions'
import { lines, paragraphs, rows, text, titledTexts } from '../fields/content'
import { numberField } from '../fields/numberField'

/** Every section of /presentation; the population, education and economy figures are rows the bars are drawn from. */
export const PresentationPage: GlobalConfig = {
  slug: 'presentation-page',
  label: 'Page de présentation',
  admin: { group: 'Commune' },
  access: globalContentAccess,
  versions: globalVersions,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'hero',
          label: 'En-tête',
          fields: [
            text('title', 'Titre'),
            text('lead', 'Accroche'),
            text('description', 'Description (moteurs de recherche)'),
          ],
        },
        {
          name: 'mayor',
          label: 'Le maire',
          fields: [
            text('eyebrow', 'Surtitre'),
            text('title', 'Titre'),
            paragraphs('text', 'Texte'),
            titledTexts('pillars', 'Piliers de son action'),
          ],
        },
        {
          name: 'history',
          label: 'Histoire',
          fields: [
            text('title', 'Titre'),
            paragraphs('intro', 'Introduction'),
            rows(
              'steps',
              'Étapes',
              [
                text('period', 'Période'),
                text('title', 'Titre'),
                { name: 'text', type: 'textarea', label: 'Texte', required: true },
              ],
              'une étape',
            ),
          ],
        },
        {
          name: 'culture',
          label: 'Culture',
          fields: [text('title', 'Titre'), paragraphs('intro', 'Introduction'), titledTexts('items', 'Traditions')],
        },
        {
          name: 'population',
          label: 'Population',
          fields: [
            text('title', 'Titre'),
            {
              type: 'row',
              fields: [text('total', 'Nombre d’habitants (affiché)'), text('totalLabel', 'Libellé du nombre')],
            },
            paragraphs('intro', 'Introduction'),
            text('ageTitle', 'Titre de la répartition par âge'),
            rows(
              'ageBands',
              "Tranches d'âge",
              [
                text('label', 'Tranche'),
                numberField(
                  { name: 'percent', label: 'Part de la population (%)', required: true },
                  NUMBER_RANGES.percent,
                ),
              ],
              'une tranche',
            ),
            text('ageNote', 'Note sous le graphique', false),
            text('ethnicTitle', 'Titre des communautés'),
            paragraphs('ethnicText', 'Texte sur les communautés'),
            lines('ethnicGroups', 'Communautés'),
          ],
        },
        {
          name: 'education',
          label: 'Éducation',
          fields: [
            text('title', 'Titre'),
            paragraphs('intro', 'Introduction'),
            rows(
              'figures',
              'Chiffres',
              [text('value', 'Valeur'), text('label', 'Libellé'), text('detail', 'Précision', false)],
              'un chiffre',
            ),
          ],
        },
        {
          name: 'economy',
          label: 'Économie',
          fields: [
            text('title', 'Titre'),
            paragraphs('intro', 'Introduction'),
            {
              name: 'agriculture',
              type: 'group',
              label: 'Agriculture',
              fields: [text('title', 'Titre'), paragraphs('text', 'Texte'), lines('points', 'Points')],
            },
            {
              name: 'livestock',
              type: 'group',
              label: 'Élevage',
              fields: [
                text('title', 'Titre'),
                paragraphs('text', 'Texte'),
                rows(
                  'animals',
                  'Cheptel',
                  [
                    text('label', 'Animaux'),
                    numberField({ name: 'count', label: 'Nombre de têtes', required: true }, NUMBER_RANGES.count),
                  ],
                  'une espèce',
                ),
              ],
            },
            {
              name: 'commerce',
              type: 'group',
              label: 'Commerce',
              fields: [
                text('title', 'Titre'),
                numberField({ name: 'shops', label: 'Nombre de commerces', required: true }, NUMBER_RANGES.count),
                text('text', 'Texte après le nombre'),
              ],
            },
            {
              name: 'crafts',
              type: 'group',
              label: 'Artisanat et services',
              fields: [text('title', 'Titre'), paragraphs('text', 'Texte')],
            },
          ],
        },
        {
          name: 'mayorMessage',
          label: 'Le mot du maire',
          fields: [text('title', 'Titre'), paragraphs('text', 'Message'), text('closing', 'Phrase de conclusion')],
        },
      ],
    },
  ],
}
