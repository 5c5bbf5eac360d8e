import type { CollectionConfig } from 'payload'
import {
  DEFAULT_PROJECT_STATUS,
  NOT_FOUND_MESSAGES,
  NUMBER_RANGES,
  PROJECT_FORM,
  PROJECT_STATUS_OPTIONS,
  UPLOAD_LIMITS,
  WRITE_MESSAGES,
} from 'shared-types'

import { contentAccess } from '../../access'
import { contentVersions } from '../versions'
import { contractEndpoints } from '../../api/contractRoutes'
import { fieldRule, validDate } from '../fields/fieldRule'
import { numberField } from '../fields/numberField'
import { deleteOrphanedMedia } from '../hooks/deleteOrphanedMedia'
import { PANEL_DAY_FORMAT } from '../../lib/panelDateFormats'

export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: { singular: 'un projet', plural: 'Projets' },
  admin: { group: 'Contenu', useAsTitle: 'title', defaultColumns: ['title', '_status', 'status', 'startDate'] },
  access: contentAccess,
  versions: contentVersions,
  defaultSort: '-startDate',
  // The published list and staff's, newest start first, read from an index in order (ties: `-createdAt`).
  indexes: [{ fields: ['_status', 'startDate', 'createdAt'] }, { fields: ['startDate', 'createdAt'] }],
  custom: NOT_FOUND_MESSAGES.projects,
  endpoints: contractEndpoints({
    messages: WRITE_MESSAGES.projects,
    file: { part: 'image', maxBytes: UPLOAD_LIMITS.projects },
  }),
  hooks: {
    afterChange: [deleteOrphanedMedia],
    afterDelete: [deleteOrphanedMedia],
  },
  fields: [
    {
      // Nothing stored: the warning a clerk sees when a project « En cours » is past its end date.
      name: 'overdueWarning',
      type: 'ui',
      admin: { components: { Field: '/panel/components/OverdueProjectWarning#OverdueProjectWarning' } },
    },
    { name: 'title', type: 'text', label: 'Titre', required: true, validate: fieldRule(PROJECT_FORM, 'title') },
    {
      name: 'description',
      type: 'textarea',
      label: 'Description',
      required: true,
      validate: fieldRule(PROJECT_FORM, 'description'),
    },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: DEFAULT_PROJECT_STATUS,
      options: PROJECT_STATUS_OPTIONS,
      // Named apart from the drafts' `_status`, whose PostgreSQL enum would otherwise take the same name.
      enumName: ({ tableName }) => `enum_${tableName}_project_status`,
    },
    {
      name: 'startDate',
      type: 'date',
      label: 'Date de début',
      required: true,
      validate: fieldRule(PROJECT_FORM, 'startDate'),
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: PANEL_DAY_FORMAT } },
    },
    {
      name: 'endDate',
      type: 'date',
      label: 'Date de fin',
      validate: validDate,
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: PANEL_DAY_FORMAT } },
    },
    { name: 'budget', type: 'text', label: 'Budget (FCFA)' },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Image' },
    numberField({ name: 'progress', label: 'Avancement (%)' }, NUMBER_RANGES.percent),
    { name: 'achievements', type: 'text', hasMany: true, label: 'Réalisations prévues' },
    {
      name: 'fundingPartners',
      type: 'array',
      label: 'Partenaires financiers',
      labels: { singular: 'un partenaire', plural: 'Partenaires' },
      fields: [
        { name: 'partner', type: 'text', label: 'Partenaire', required: true },
        numberField({ name: 'share', label: 'Part (%)', required: true }, NUMBER_RANGES.percent),
      ],
    },
  ],
}
