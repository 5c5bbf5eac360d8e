import type { GlobalConfig } from 'payload'
import { AXIS_ICON_OPTIONS, NUMBER_RANGES, PARTICIPATION_ICON_OPTIONS, PLAN_PRIORITY_OPTIONS } from 'shared-types'

import { globalContentAccess } from '../../access'
import { globalVersions } from '../versions'
import { lines, paragraphs, rows, text, titledTexts } from '../fields/content'
import { numberField } from '../fields/numberField'

/** The texts of /projets around the projects themselves: priority axes, the five-year plan (PDQ), citizen participation. */
export const ProjectsPage: GlobalConfig = {
  slug: 'projects-page',
  label: 'Page des projets',
  admin: { group: 'Commune' },
  access: globalContentAccess,
  versions: globalVersions,
  fields: [
    {
      type: 'tabs',
      tabs: [
        { name: 'hero', label: 'En-tête', fields: [text('title', 'Titre'), text('lead', 'Accroche')] },
        {
          name: 'overview',
          label: 'Axes prioritaires',
          fields: [
            text('title', 'Titre'),
            paragraphs('intro', 'Introduction'),
            titledTexts('axes', 'Axes', [
              { name: 'icon', type: 'select', label: 'Pictogramme', required: true, options: AXIS_ICON_OPTIONS },
            ]),
          ],
        },
        {
          name: 'plan',
          label: 'Plan quinquennal',
          fields: [
            { type: 'row', fields: [text('title', 'Titre'), text('period', 'Période (ex. 2023-2028)')] },
            text('visionTitle', 'Titre de la vision'),
            paragraphs('vision', 'Vision'),
            text('objectivesTitle', 'Titre des objectifs'),
            lines('objectives', 'Objectifs généraux'),
            text('projectsTitle', 'Titre des projets structurants'),
            rows(
              'projects',
              'Projets structurants',
              [
                text('title', 'Titre'),
                { name: 'description', type: 'textarea', label: 'Description', required: true },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'priority',
                      type: 'select',
                      label: 'Priorité',
                      required: true,
                      options: PLAN_PRIORITY_OPTIONS,
                    },
                    numberField(
                      { name: 'budget', label: 'Budget estimé (FCFA)', required: true },
                      NUMBER_RANGES.budget,
                    ),
                    numberField({ name: 'startYear', label: 'Année de démarrage', required: true }, NUMBER_RANGES.year),
                    numberField(
                      { name: 'durationMonths', label: 'Durée (mois)', required: true },
                      NUMBER_RANGES.durationMonths,
                    ),
                  ],
                },
              ],
              'un projet',
            ),
            text('downloadLabel', 'Libellé du bouton de téléchargement'),
            {
              name: 'pdq',
              type: 'upload',
              relationTo: 'documents',
              label: 'Document du PDQ (PDF)',
              admin: {
                description:
                  'Tant qu’aucun document n’est choisi, le bouton annonce que le PDQ est en cours de finalisation.',
              },
            },
            {
              name: 'pdqPending',
              type: 'group',
              label: 'Message « en cours de finalisation »',
              fields: [text('title', 'Titre'), paragraphs('message', 'Message'), text('hint', 'Conseil', false)],
            },
          ],
        },
        {
          name: 'participation',
          label: 'Participation citoyenne',
          fields: [
            text('title', 'Titre'),
            paragraphs('intro', 'Introduction'),
            titledTexts('ways', 'Façons de participer', [
              {
                name: 'icon',
                type: 'select',
                label: 'Pictogramme',
                required: true,
                options: PARTICIPATION_ICON_OPTIONS,
              },
            ]),
            {
              name: 'cta',
              type: 'group',
              label: 'Bouton',
              fields: [text('label', 'Libellé'), text('href', 'Lien (ex. /espace-citoyen/contact)')],
            },
          ],
        },
      ],
    },
  ],
}
