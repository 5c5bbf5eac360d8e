import type { CollectionConfig, Validate } from 'payload'
import { AGENDA_MESSAGES, NOT_FOUND_MESSAGES, UPLOAD_LIMITS, WRITE_MESSAGES, isBlank } from 'shared-types'

import { contentAccess } from '../../access'
import { contentVersions } from '../versions'
import { contractEndpoints } from '../../api/contractRoutes'
import { DATE_TIME_ADMIN, requiredThen, validDate } from '../fields/fieldRule'
import { deleteOrphanedMedia } from '../hooks/deleteOrphanedMedia'
import { searchKeywords } from '../fields/searchKeywords'
import { spokenVersionsField } from '../fields/spokenVersions'
import { announceEvent } from '../../messaging/newsletter/announcements'

/**
 * An end before the start would put the event among the past ones before it happens. Payload hands
 * the validator the document as it will be stored (the sent fields over the stored ones), so a
 * change of the start alone is checked against the stored end too.
 */
const endNotBeforeStart: Validate = (value, options) => {
  if (isBlank(value)) return true
  const dateCheck = validDate(value, options)
  if (dateCheck !== true) return dateCheck
  const start = (options.siblingData as { start?: unknown } | undefined)?.start
  if (isBlank(start)) return true
  const startMs = new Date(start as string).getTime()
  const endMs = new Date(value as string).getTime()
  return Number.isFinite(startMs) && endMs < startMs ? AGENDA_MESSAGES.endBeforeStart : true
}

/**
 * The commune's agenda: the home page announces the next event, /agenda lists what is coming and
 * what is past (shared-types' events.ts decides which is which).
 */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'un événement', plural: 'Événements' },
  // `Event` would shadow the DOM's own type in the site's code.
  typescript: { interface: 'CommuneEvent' },
  admin: {
    group: 'Contenu',
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'start', 'place'],
    description: 'L’agenda de la commune : la page d’accueil annonce le prochain événement, /agenda les liste tous.',
  },
  access: contentAccess,
  versions: contentVersions,
  // Events starting at the same instant in the order they were added: an explicit tie-break in the
  // same direction as `start` (Payload's own is `-createdAt`), so that one index gives the whole order.
  defaultSort: ['start', 'createdAt'],
  // The published agenda and staff's list, read from an index in their order (test/query-plans.test.ts).
  indexes: [{ fields: ['_status', 'start', 'createdAt'] }, { fields: ['start', 'createdAt'] }],
  custom: NOT_FOUND_MESSAGES.events,
  endpoints: contractEndpoints({
    messages: WRITE_MESSAGES.events,
    file: { part: 'image', maxBytes: UPLOAD_LIMITS.media },
  }),
  hooks: {
    // A first publication is announced to the newsletter's « agenda » subscribers.
    afterChange: [deleteOrphanedMedia, announceEvent],
    afterDelete: [deleteOrphanedMedia],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'Titre',
      required: true,
      maxLength: 200,
      validate: requiredThen(AGENDA_MESSAGES.titleRequired),
    },
    {
      name: 'start',
      type: 'date',
      label: 'Début',
      required: true,
      validate: requiredThen(AGENDA_MESSAGES.startRequired),
      admin: { ...DATE_TIME_ADMIN, description: 'Une heure de 00:00 se lit « toute la journée ».' },
    },
    {
      name: 'end',
      type: 'date',
      label: 'Fin',
      validate: endNotBeforeStart,
      admin: {
        ...DATE_TIME_ADMIN,
        description: 'Facultative : pour un événement sur plusieurs heures ou plusieurs jours.',
      },
    },
    { name: 'place', type: 'text', label: 'Lieu', maxLength: 200 },
    { name: 'theme', type: 'text', label: 'Thème', maxLength: 200 },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Image' },
    { name: 'description', type: 'textarea', label: 'Description', maxLength: 5000 },
    spokenVersionsField(),
    searchKeywords,
  ],
}
