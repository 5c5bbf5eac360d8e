import { CITIZEN_REQUESTS } from '../slugs'
import type { CollectionConfig, FieldAccess } from 'payload'
import {
  NOT_FOUND_MESSAGES,
  REQUEST_BENEFICIARIES,
  REQUEST_BENEFICIARY_LABELS,
  REQUEST_FIELD_KIND_OPTIONS,
  REQUEST_STATE_OPTIONS,
} from 'shared-types'

import { isAdmin, mayHandleRequests } from '../../access'
import { requestEndpoints } from '../endpoints'
import { printRequestEndpoint } from '../print'
import { logRequestReads, logRequestChange } from '../hooks/accessLog'
import { recordStateChange } from '../hooks/stateChange'
import { notifyStateChange } from '../hooks/notifyCitizen'

const nobody: FieldAccess = () => false
const readOnly = { readOnly: true } as const

/**
 * « Demandes »: what citizens ask for online (docs/product/requests.md). Personal data: read and
 * processed by administrators and agents d'état civil only, never by anyone else, never on the static
 * site. Created only by the citizens' route (endpoints.ts), which checks every answer; each view and
 * change by staff is written in « Journal des demandes ».
 */
export const CitizenRequests: CollectionConfig = {
  slug: CITIZEN_REQUESTS,
  labels: { singular: 'une demande', plural: 'Demandes' },
  admin: {
    group: 'Demandes en ligne',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'procedureTitle', 'state', 'dueAt', 'assignedTo', 'createdAt'],
    listSearchableFields: ['reference', 'requesterName'],
    description:
      'Les demandes faites en ligne par les citoyens. Changez l’état avec un message au demandeur : il le reçoit par SMS (et par e-mail s’il en a donné un).',
    components: {
      edit: { beforeDocumentControls: ['/panel/components/RequestTools#RequestTools'] },
    },
    hidden: ({ user }) => !mayHandleRequests({ req: { user } } as never),
  },
  access: {
    read: mayHandleRequests,
    create: () => false,
    update: mayHandleRequests,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['state', 'createdAt'] }, { fields: ['year', 'sequence'] }],
  custom: NOT_FOUND_MESSAGES[CITIZEN_REQUESTS],
  endpoints: [...requestEndpoints, printRequestEndpoint],
  hooks: {
    beforeChange: [recordStateChange],
    afterChange: [notifyStateChange, logRequestChange],
    afterRead: [logRequestReads],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', label: 'Référence', required: true, unique: true, admin: readOnly },
        {
          name: 'state',
          type: 'select',
          label: 'État',
          required: true,
          defaultValue: 'received',
          options: REQUEST_STATE_OPTIONS,
          index: true,
        },
        {
          name: 'assignedTo',
          type: 'relationship',
          relationTo: 'users',
          label: 'Agent chargé',
          filterOptions: { role: { in: ['admin', 'agent'] } },
        },
      ],
    },
    {
      name: 'messageToCitizen',
      type: 'textarea',
      label: 'Message au demandeur',
      maxLength: 1000,
      admin: {
        description:
          'Envoyé avec le changement d’état, par SMS et par e-mail : ce qui manque, la raison d’un refus, quand venir. Obligatoire pour « Incomplète » et « Refusée ».',
      },
    },
    {
      name: 'internalNotes',
      type: 'array',
      label: 'Notes internes',
      labels: { singular: 'une note', plural: 'Notes internes' },
      admin: { description: 'Pour le personnel seulement : jamais montrées au demandeur.' },
      fields: [
        { name: 'note', type: 'textarea', label: 'Note', required: true, maxLength: 1000 },
        { name: 'by', type: 'relationship', relationTo: 'users', label: 'Auteur', admin: readOnly },
        { name: 'at', type: 'date', label: 'Date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Demande',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'procedure',
              type: 'relationship',
              relationTo: 'procedures',
              label: 'Démarche',
              required: true,
              admin: readOnly,
            },
            { name: 'procedureTitle', type: 'text', label: 'Démarche demandée', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'requesterName', type: 'text', label: 'Demandeur', admin: readOnly },
            { name: 'phone', type: 'text', label: 'Téléphone', admin: readOnly },
            { name: 'email', type: 'email', label: 'E-mail', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'beneficiary',
              type: 'select',
              label: 'Pour qui',
              options: REQUEST_BENEFICIARIES.map((value) => ({ value, label: REQUEST_BENEFICIARY_LABELS[value] })),
              admin: readOnly,
            },
            { name: 'relation', type: 'text', label: 'Lien avec la personne', admin: readOnly },
          ],
        },
        {
          name: 'answers',
          type: 'array',
          label: 'Réponses du formulaire',
          admin: readOnly,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', label: 'Champ' },
                { name: 'value', type: 'text', label: 'Réponse' },
                { name: 'kind', type: 'select', label: 'Type', options: REQUEST_FIELD_KIND_OPTIONS },
                { name: 'fieldId', type: 'text', label: 'Champ (identifiant)', admin: { hidden: true } },
              ],
            },
          ],
        },
        {
          name: 'attachments',
          type: 'relationship',
          relationTo: 'request-attachments',
          hasMany: true,
          label: 'Pièces jointes',
          admin: readOnly,
        },
        { name: 'submittedWithoutScript', type: 'checkbox', label: 'Envoyée sans JavaScript', admin: readOnly },
      ],
    },
    {
      name: 'history',
      type: 'array',
      label: 'Historique',
      admin: { ...readOnly, description: 'Chaque changement d’état, avec le message envoyé au demandeur.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'state', type: 'select', label: 'État', options: REQUEST_STATE_OPTIONS },
            { name: 'at', type: 'date', label: 'Date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'by', type: 'relationship', relationTo: 'users', label: 'Par' },
          ],
        },
        { name: 'note', type: 'textarea', label: 'Message au demandeur' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'dueAt',
          type: 'date',
          label: 'À rendre le',
          index: true,
          admin: { ...readOnly, components: { Cell: '/panel/components/RequestDueCell#RequestDueCell' } },
        },
        { name: 'readyAt', type: 'date', label: 'Prête le', admin: readOnly },
        { name: 'closedAt', type: 'date', label: 'Close le', index: true, admin: readOnly },
        { name: 'personalDataErasedAt', type: 'date', label: 'Données effacées le', admin: readOnly },
      ],
    },
    // The reference's parts, for the next number of the year (references.ts).
    {
      name: 'year',
      type: 'number',
      min: 2000,
      max: 9999,
      required: true,
      access: { update: nobody },
      admin: { hidden: true },
    },
    {
      name: 'sequence',
      type: 'number',
      min: 1,
      max: 9_999_999,
      required: true,
      access: { update: nobody },
      admin: { hidden: true },
    },
  ],
  timestamps: true,
}
