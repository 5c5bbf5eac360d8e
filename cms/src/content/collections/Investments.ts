import type { CollectionConfig } from 'payload'
import {
  DEFAULT_INVESTMENT_STATUS,
  INVESTMENT_FORM,
  INVESTMENT_STATUSES,
  NOT_FOUND_MESSAGES,
  NUMBER_RANGES,
  UPLOAD_LIMITS,
  WRITE_MESSAGES,
} from 'shared-types'

import { contentAccess } from '../../access'
import { contentVersions } from '../versions'
import { contractEndpoints } from '../../api/contractRoutes'
import { fieldRule } from '../fields/fieldRule'
import { numberField } from '../fields/numberField'
import { deleteOrphanedMedia } from '../hooks/deleteOrphanedMedia'

export const Investments: CollectionConfig = {
  slug: 'investments',
  labels: { singular: 'un investissement', plural: 'Investissements' },
  admin: {
    group: 'Contenu',
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'category', 'amount', 'status'],
  },
  access: contentAccess,
  versions: contentVersions,
  // No defaultSort: Payload's `-createdAt`; the published list reads an index in order.
  indexes: [{ fields: ['_status', 'createdAt'] }],
  custom: NOT_FOUND_MESSAGES.investments,
  endpoints: contractEndpoints({
    messages: WRITE_MESSAGES.investments,
    file: { part: 'image', maxBytes: UPLOAD_LIMITS.investments },
  }),
  hooks: {
    afterChange: [deleteOrphanedMedia],
    afterDelete: [deleteOrphanedMedia],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true, validate: fieldRule(INVESTMENT_FORM, 'title') },
    {
      name: 'category',
      type: 'text',
      label: 'Catégorie',
      required: true,
      validate: fieldRule(INVESTMENT_FORM, 'category'),
    },
    {
      name: 'description',
      type: 'textarea',
      label: 'Description',
      required: true,
      validate: fieldRule(INVESTMENT_FORM, 'description'),
    },
    { name: 'shortDescription', type: 'textarea', label: 'Description courte' },
    {
      name: 'amount',
      type: 'text',
      label: 'Montant (FCFA)',
      required: true,
      validate: fieldRule(INVESTMENT_FORM, 'amount'),
      admin: { description: 'Par exemple 150000000 ou « 150 millions ».' },
    },
    numberField({ name: 'startYear', label: 'Année de début' }, NUMBER_RANGES.year),
    numberField({ name: 'endYear', label: 'Année de fin' }, NUMBER_RANGES.year),
    {
      name: 'status',
      type: 'text',
      label: 'Statut',
      required: true,
      validate: fieldRule(INVESTMENT_FORM, 'status'),
      defaultValue: DEFAULT_INVESTMENT_STATUS,
      admin: { description: `Statuts connus : ${INVESTMENT_STATUSES.join(', ')}. Texte libre accepté.` },
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Image' },
  ],
}
