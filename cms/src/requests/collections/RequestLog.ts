import { REQUEST_LOG } from '../slugs'
import type { CollectionConfig } from 'payload'
import { NOT_FOUND_MESSAGES } from 'shared-types'

import { isAdmin } from '../../access'

export const REQUEST_LOG_ACTIONS = ['list', 'read', 'update', 'file', 'print', 'export', 'erase'] as const
export type RequestLogAction = (typeof REQUEST_LOG_ACTIONS)[number]
const ACTION_LABELS: Record<RequestLogAction, string> = {
  list: 'Liste consultée',
  read: 'Demande consultée',
  update: 'Demande modifiée',
  file: 'Pièce jointe ouverte',
  print: 'Demande imprimée',
  export: 'Données exportées',
  erase: 'Données effacées',
}

/**
 * « Journal des demandes »: who looked at or changed which request, and when (docs/product/requests.md#privacy).
 * Written by the CMS only; read by administrators; deleted with the request's personal data.
 */
export const RequestLog: CollectionConfig = {
  slug: REQUEST_LOG,
  labels: { singular: 'une consultation', plural: 'Journal des demandes' },
  admin: {
    group: 'Demandes en ligne',
    useAsTitle: 'reference',
    defaultColumns: ['createdAt', 'user', 'action', 'reference'],
    description: 'Chaque consultation et chaque modification d’une demande par le personnel : qui, quand, quoi.',
    hidden: ({ user }) => user?.role !== 'admin',
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  custom: NOT_FOUND_MESSAGES[REQUEST_LOG],
  fields: [
    {
      name: 'action',
      type: 'select',
      label: 'Action',
      required: true,
      options: REQUEST_LOG_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] })),
    },
    { name: 'reference', type: 'text', label: 'Demande', index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', label: 'Par' },
    { name: 'detail', type: 'text', label: 'Détail' },
  ],
}
