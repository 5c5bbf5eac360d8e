import type { CollectionConfig } from 'payload'
import {
  DEFAULT_PROCEDURE_CATEGORY,
  NOT_FOUND_MESSAGES,
  NUMBER_RANGES,
  PROCEDURE_CATEGORY_OPTIONS,
  PROCEDURE_FORM,
  WRITE_MESSAGES,
} from 'shared-types'

import { contentAccess } from '../../../access'
import { contentVersions } from '../../versions'
import { byCategoryEndpoint, contractEndpoints } from '../../../api/contractRoutes'
import { iconField } from '../../fields/content'
import { fieldRule } from '../../fields/fieldRule'
import { numberField } from '../../fields/numberField'
import { onlineRequestField } from '../../fields/requestForm'
import { searchKeywords } from '../../fields/searchKeywords'
import { spokenVersionsField } from '../../fields/spokenVersions'
import { listRequiredDocs } from './hooks/listRequiredDocs'
import { trimOnlineUrl } from './hooks/trimOnlineUrl'

export const Procedures: CollectionConfig = {
  slug: 'procedures',
  labels: { singular: 'une démarche', plural: 'Démarches' },
  admin: { group: 'Contenu', useAsTitle: 'title', defaultColumns: ['title', '_status', 'category', 'processingTime'] },
  access: contentAccess,
  versions: contentVersions,
  // No defaultSort: Payload's `-createdAt`, for the published list and GET /procedures/category/{category}.
  indexes: [{ fields: ['_status', 'createdAt'] }, { fields: ['category', 'createdAt'] }],
  custom: NOT_FOUND_MESSAGES.procedures,
  endpoints: [byCategoryEndpoint, ...contractEndpoints({ messages: WRITE_MESSAGES.procedures })],
  hooks: {
    beforeValidate: [listRequiredDocs, trimOnlineUrl],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true, validate: fieldRule(PROCEDURE_FORM, 'title') },
    {
      name: 'description',
      type: 'textarea',
      label: 'Description courte',
      required: true,
      validate: fieldRule(PROCEDURE_FORM, 'description'),
    },
    iconField(),
    spokenVersionsField(),
    {
      name: 'requiredDocs',
      type: 'text',
      hasMany: true,
      label: 'Documents requis',
      required: true,
      validate: fieldRule(PROCEDURE_FORM, 'requiredDocs'),
    },
    {
      name: 'processingTime',
      type: 'number',
      label: 'Délai de traitement (jours)',
      required: true,
      defaultValue: 1,
      // The form's sentences (at least a day, at most a year); min and max bound the panel's input.
      min: NUMBER_RANGES.processingTime.min,
      max: NUMBER_RANGES.processingTime.max,
      admin: { step: 1 },
      validate: fieldRule(PROCEDURE_FORM, 'processingTime'),
    },
    {
      name: 'category',
      type: 'select',
      label: 'Catégorie',
      required: true,
      defaultValue: DEFAULT_PROCEDURE_CATEGORY,
      options: PROCEDURE_CATEGORY_OPTIONS,
      validate: fieldRule(PROCEDURE_FORM, 'category'),
    },
    {
      name: 'onlineUrl',
      type: 'text',
      label: 'Lien de la démarche en ligne',
      validate: fieldRule(PROCEDURE_FORM, 'onlineUrl'),
    },
    { name: 'cost', type: 'text', label: 'Coût', admin: { description: 'Par exemple « Gratuit » ou « 500 FCFA ».' } },
    { name: 'office', type: 'text', label: 'Où s’adresser' },
    numberField(
      {
        name: 'citizenSpaceRank',
        label: 'Place parmi « Les démarches les plus demandées »',
        admin: {
          description:
            "L'espace citoyen montre les démarches qui ont une place, dans cet ordre (1 en premier). Laissez vide pour ne pas la mettre en avant.",
        },
      },
      NUMBER_RANGES.citizenSpaceRank,
    ),
    onlineRequestField,
    searchKeywords,
  ],
}
