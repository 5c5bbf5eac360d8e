import type { CollectionConfig } from 'payload'
import { NOT_FOUND_MESSAGES, WRITE_MESSAGES } from 'shared-types'

import { publisherContentAccess } from '../../access'
import { contractEndpoints } from '../../api/contractRoutes'

/**
 * « Villages et quartiers »: the list a citizen picks from when subscribing a phone to SMS alerts,
 * and staff pick from when an alert concerns only part of the commune (docs/product/sms.md).
 * Public (the site's /sms page lists them), kept by editors and administrators.
 */
export const Localities: CollectionConfig = {
  slug: 'localities',
  labels: { singular: 'un village ou quartier', plural: 'Villages et quartiers' },
  admin: {
    group: 'Commune',
    useAsTitle: 'name',
    defaultColumns: ['name', 'updatedAt'],
    description:
      'Les villages et quartiers proposés aux citoyens qui s’inscrivent aux alertes par SMS, et aux alertes qui ne concernent qu’une partie de la commune.',
  },
  access: publisherContentAccess,
  defaultSort: 'name',
  custom: NOT_FOUND_MESSAGES.localities,
  endpoints: contractEndpoints({ messages: WRITE_MESSAGES.localities }),
  fields: [{ name: 'name', type: 'text', label: 'Nom', required: true, unique: true, maxLength: 80 }],
}
