import type { CollectionConfig } from 'payload'
import {
  NEWS_CATEGORY_OPTIONS,
  NEWS_FORM,
  NOT_FOUND_MESSAGES,
  UPLOAD_LIMITS,
  WRITE_MESSAGES,
  readTimeMinutes,
} from 'shared-types'

import { contentAccess, isAdminField } from '../../../access'
import { contentVersions } from '../../versions'
import { contractEndpoints } from '../../../api/contractRoutes'
import { fieldRule, validDate } from '../../fields/fieldRule'
import { spokenVersionsField } from '../../fields/spokenVersions'
import { deleteOrphanedMedia } from '../../hooks/deleteOrphanedMedia'
import { recordAccount, recordAuthorName, resolveAuthorName } from './hooks/author'
import { announceNews } from '../../../messaging/newsletter/announcements'

/** Written by the server only (hooks/author.ts): a body never sets or changes who wrote a news item. */
const serverOnly = { create: () => false, update: () => false }

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'une actualité', plural: 'Actualités' },
  admin: { group: 'Contenu', useAsTitle: 'title', defaultColumns: ['title', '_status', 'author', 'category', 'date'] },
  access: contentAccess,
  versions: contentVersions,
  defaultSort: '-date',
  // The lists are read from an index in their order, never by sorting the table (test/query-plans.test.ts):
  // citizens' (published only, newest first), by category, and staff's (drafts included; on the
  // versions table too). Payload breaks ties on `-createdAt`, hence its place last in each index.
  indexes: [
    { fields: ['_status', 'date', 'createdAt'] },
    { fields: ['category', 'date', 'createdAt'] },
    { fields: ['date', 'createdAt'] },
  ],
  custom: NOT_FOUND_MESSAGES.news,
  endpoints: contractEndpoints({
    messages: WRITE_MESSAGES.news,
    file: { part: 'image', maxBytes: UPLOAD_LIMITS.news },
  }),
  hooks: {
    // A first publication is announced to the newsletter's subscribers of its category.
    afterChange: [deleteOrphanedMedia, announceNews],
    afterDelete: [deleteOrphanedMedia],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true, validate: fieldRule(NEWS_FORM, 'title') },
    {
      name: 'content',
      type: 'textarea',
      label: 'Contenu',
      required: true,
      validate: fieldRule(NEWS_FORM, 'content'),
      admin: { description: 'Mise en forme légère : ### titre, **gras**, *italique*, « - » pour une liste.' },
    },
    { name: 'category', type: 'select', label: 'Catégorie', options: NEWS_CATEGORY_OPTIONS },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Image' },
    {
      name: 'author',
      type: 'text',
      label: 'Auteur',
      access: serverOnly,
      hooks: { beforeChange: [recordAuthorName] },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Le nom affiché du compte qui a créé l’actualité (modifiable dans « Comptes »).',
      },
    },
    {
      name: 'createdBy',
      type: 'relationship',
      relationTo: 'users',
      label: 'Compte de l’auteur',
      // Staff only: anonymous readers get the name in `author`, never the account (nor its e-mail).
      access: { ...serverOnly, read: isAdminField },
      hooks: { beforeChange: [recordAccount], afterRead: [resolveAuthorName] },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'date',
      type: 'date',
      label: 'Date de publication',
      validate: validDate,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
    },
    { name: 'tags', type: 'text', hasMany: true, label: 'Mots-clés' },
    spokenVersionsField(),
    {
      name: 'readTime',
      type: 'number',
      label: 'Temps de lecture (minutes)',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [({ siblingData }) => readTimeMinutes(String(siblingData?.content ?? ''))] },
    },
  ],
}
