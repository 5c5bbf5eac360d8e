import type { CollectionConfig } from 'payload'
import { NEWS_CATEGORY_OPTIONS, NEWS_FORM, readTimeMinutes } from 'shared-types'

import { publicContentAccess } from '../access'
import { fieldRule, validDate } from '../fields/fieldRule'

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'Actualité', plural: 'Actualités' },
  admin: { group: 'Contenu', useAsTitle: 'title', defaultColumns: ['title', 'category', 'date'] },
  access: publicContentAccess,
  defaultSort: '-date',
  custom: { notFoundMessage: 'Actualité non trouvée', invalidIdMessage: "ID d'actualité invalide" },
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
    { name: 'author', type: 'text', label: 'Auteur' },
    {
      name: 'date',
      type: 'date',
      label: 'Date de publication',
      validate: validDate,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
    },
    { name: 'tags', type: 'text', hasMany: true, label: 'Mots-clés' },
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
