import type { CollectionConfig } from 'payload'
import {
  DEFAULT_PROCEDURE_CATEGORY,
  MESSAGES,
  PROCEDURE_CATEGORY_OPTIONS,
  isBlank,
  parseRequiredDocs,
} from 'shared-types'

import { publicContentAccess } from '../access'
import { requiredWith } from '../fields/required'

const required = requiredWith(MESSAGES.procedureRequired)

export const Procedures: CollectionConfig = {
  slug: 'procedures',
  labels: { singular: 'Démarche', plural: 'Démarches' },
  admin: { group: 'Contenu', useAsTitle: 'title', defaultColumns: ['title', 'category', 'processingTime'] },
  access: publicContentAccess,
  custom: { notFoundMessage: 'Démarche non trouvée', invalidIdMessage: 'Identifiant de démarche invalide' },
  hooks: {
    beforeValidate: [
      ({ data }) => {
        // Clients send a list, a JSON-encoded list or plain text; empty entries are dropped.
        if (data && 'requiredDocs' in data) data.requiredDocs = parseRequiredDocs(data.requiredDocs)
        return data
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true, validate: required },
    { name: 'description', type: 'textarea', label: 'Description courte', required: true, validate: required },
    { name: 'icon', type: 'text', label: 'Icône' },
    {
      name: 'requiredDocs',
      type: 'text',
      hasMany: true,
      label: 'Documents requis',
      required: true,
      validate: (value: unknown) =>
        Array.isArray(value) && value.some((doc) => !isBlank(doc)) ? true : MESSAGES.procedureDocs,
    },
    {
      name: 'processingTime',
      type: 'number',
      label: 'Délai de traitement (jours)',
      required: true,
      defaultValue: 1,
      validate: (value: unknown) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 1 ? true : MESSAGES.procedureProcessingTime,
    },
    {
      name: 'category',
      type: 'select',
      label: 'Catégorie',
      required: true,
      defaultValue: DEFAULT_PROCEDURE_CATEGORY,
      options: PROCEDURE_CATEGORY_OPTIONS,
      validate: required,
    },
    {
      name: 'onlineUrl',
      type: 'text',
      label: 'Lien de la démarche en ligne',
      validate: (value: unknown) =>
        isBlank(value) || /^https?:\/\/\S+$/i.test(String(value)) ? true : MESSAGES.invalidUrl,
    },
    { name: 'cost', type: 'text', label: 'Coût', admin: { description: 'Par exemple « Gratuit » ou « 500 FCFA ».' } },
    { name: 'office', type: 'text', label: 'Où s’adresser' },
  ],
}
