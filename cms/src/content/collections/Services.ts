import type { CollectionConfig, Field } from 'payload'
import {
  DEFAULT_SERVICE_CATEGORY,
  NOT_FOUND_MESSAGES,
  SERVICE_CATEGORY_OPTIONS,
  SERVICE_FORM,
  UPLOAD_LIMITS,
  WRITE_MESSAGES,
} from 'shared-types'

import { contentAccess } from '../../access'
import { contentVersions } from '../versions'
import { byCategoryEndpoint, contractEndpoints } from '../../api/contractRoutes'
import { iconField } from '../fields/content'
import { fieldRule } from '../fields/fieldRule'
import { searchKeywords } from '../fields/searchKeywords'
import { spokenVersionsField } from '../fields/spokenVersions'
import { deleteOrphanedMedia } from '../hooks/deleteOrphanedMedia'

/** A feature or a step of the detail page: a required title and its text. */
const titleAndDescription = (): Field[] => [
  { name: 'title', type: 'text', label: 'Titre', required: true },
  { name: 'description', type: 'textarea', label: 'Description' },
]

/** The detail page's extra sections (docs/product/services.md#the-service). */
const detailFields: Field[] = [
  { name: 'longDescription', type: 'textarea', label: 'Description détaillée' },
  {
    name: 'features',
    type: 'array',
    label: 'Points forts',
    labels: { singular: 'un point fort', plural: 'Points forts' },
    fields: [iconField(), ...titleAndDescription()],
  },
  {
    name: 'steps',
    type: 'array',
    label: 'Étapes',
    labels: { singular: 'une étape', plural: 'Étapes' },
    fields: titleAndDescription(),
  },
  { name: 'documents', type: 'text', hasMany: true, label: 'Documents à fournir' },
  {
    name: 'gallery',
    type: 'array',
    label: 'Galerie',
    labels: { singular: 'une image', plural: 'Images' },
    fields: [
      { name: 'image', type: 'upload', relationTo: 'media', label: 'Image', required: true },
      { name: 'caption', type: 'text', label: 'Légende' },
    ],
  },
  {
    name: 'faq',
    type: 'array',
    label: 'Questions fréquentes',
    labels: { singular: 'une question', plural: 'Questions' },
    fields: [
      { name: 'question', type: 'text', label: 'Question', required: true },
      { name: 'answer', type: 'textarea', label: 'Réponse', required: true },
    ],
  },
  { name: 'location', type: 'text', label: 'Lieu', defaultValue: 'Hôtel de ville' },
  { name: 'hours', type: 'text', label: 'Horaires', defaultValue: 'Du lundi au vendredi, de 8h à 17h' },
  { name: 'contact', type: 'text', label: 'Contact' },
  { name: 'deadline', type: 'text', label: 'Délai' },
  { name: 'price', type: 'text', label: 'Tarif' },
  {
    name: 'contactInfo',
    type: 'group',
    label: 'Service responsable',
    fields: [
      { name: 'name', type: 'text', label: 'Nom' },
      { name: 'phone', type: 'text', label: 'Téléphone' },
      { name: 'email', type: 'email', label: 'Email' },
      { name: 'address', type: 'text', label: 'Adresse' },
      { name: 'hours', type: 'text', label: 'Horaires' },
    ],
  },
  {
    name: 'cta',
    type: 'group',
    label: 'Appel à l’action',
    fields: [
      { name: 'text', type: 'text', label: 'Texte du bouton' },
      { name: 'url', type: 'text', label: 'Lien' },
    ],
  },
  { name: 'relatedServices', type: 'relationship', relationTo: 'services', hasMany: true, label: 'Services liés' },
  {
    name: 'seo',
    type: 'group',
    label: 'Référencement',
    fields: [
      { name: 'keywords', type: 'text', hasMany: true, label: 'Mots-clés' },
      { name: 'structuredData', type: 'json', label: 'Données structurées (JSON-LD)' },
    ],
  },
  { name: 'metaDescription', type: 'textarea', label: 'Méta-description', maxLength: 300 },
]

export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: 'un service', plural: 'Services' },
  admin: { group: 'Contenu', useAsTitle: 'title', defaultColumns: ['title', '_status', 'category'] },
  access: contentAccess,
  versions: contentVersions,
  // No defaultSort: Payload's `-createdAt`. The published list and the list by category
  // (GET /services/category/{category}) each read an index in order.
  indexes: [{ fields: ['_status', 'createdAt'] }, { fields: ['category', 'createdAt'] }],
  // What a related service embeds (relatedServices): its card (title, text, category, icon, picture),
  // not its whole detail page, which made every list answer carry each related service in full.
  defaultPopulate: { title: true, description: true, category: true, icon: true, image: true },
  custom: NOT_FOUND_MESSAGES.services,
  endpoints: [
    byCategoryEndpoint,
    ...contractEndpoints({
      messages: WRITE_MESSAGES.services,
      file: { part: 'image', maxBytes: UPLOAD_LIMITS.services },
    }),
  ],
  hooks: {
    afterChange: [deleteOrphanedMedia],
    afterDelete: [deleteOrphanedMedia],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true, validate: fieldRule(SERVICE_FORM, 'title') },
    {
      name: 'description',
      type: 'textarea',
      label: 'Description',
      required: true,
      validate: fieldRule(SERVICE_FORM, 'description'),
    },
    {
      name: 'category',
      type: 'select',
      label: 'Catégorie',
      required: true,
      defaultValue: DEFAULT_SERVICE_CATEGORY,
      options: SERVICE_CATEGORY_OPTIONS,
      validate: fieldRule(SERVICE_FORM, 'category'),
    },
    iconField(),
    spokenVersionsField(),
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Image' },
    searchKeywords,
    { type: 'collapsible', label: 'Page de détail', fields: detailFields, admin: { initCollapsed: true } },
  ],
}
