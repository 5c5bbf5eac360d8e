import type { CollectionConfig } from 'payload'
import {
  MESSAGES,
  NOT_FOUND_MESSAGES,
  NUMBER_RANGES,
  PAGE_FORM,
  PAGE_SLUG_MAX_LENGTH,
  WRITE_MESSAGES,
} from 'shared-types'

import { contentAccess } from '../../../access'
import { contentVersions } from '../../versions'
import { contractEndpoints } from '../../../api/contractRoutes'
import { fieldRule } from '../../fields/fieldRule'
import { numberField } from '../../fields/numberField'
import { deriveSlug } from './hooks/deriveSlug'
import { validateSlug } from './hooks/validateSlug'

/**
 * Editorial pages (legal notices, personal data, accessibility, any page staff add), each served
 * by the site at `/{slug}`. The content is the rich-text editor's document (payload.config.ts
 * sets its features); the site turns it into HTML at build time with the editor's own converter.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'une page', plural: 'Pages' },
  admin: {
    group: 'Contenu',
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'slug', 'footer', 'updatedAt'],
    description:
      'Pages de texte du site (mentions légales, données personnelles, accessibilité…), chacune à sa propre adresse.',
  },
  access: contentAccess,
  versions: contentVersions,
  // Pages of one title in the order they were added: a tie-break in the direction of `title`
  // (Payload's own is `-createdAt`), so that one index gives the whole order.
  defaultSort: ['title', 'createdAt'],
  // The published pages and staff's list, read from an index in title order.
  indexes: [{ fields: ['_status', 'title', 'createdAt'] }, { fields: ['title', 'createdAt'] }],
  custom: {
    ...NOT_FOUND_MESSAGES.pages,
    // Two pages saved with one address at the same instant both pass validateSlug; the unique index
    // stops the second, and the error hook answers it with this same sentence (409).
    duplicateMessage: MESSAGES.pageSlugTaken,
  },
  endpoints: contractEndpoints({ messages: WRITE_MESSAGES.pages }),
  hooks: {
    beforeValidate: [deriveSlug],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true, validate: fieldRule(PAGE_FORM, 'title') },
    {
      name: 'slug',
      type: 'text',
      label: 'Adresse de la page',
      required: true,
      unique: true,
      maxLength: PAGE_SLUG_MAX_LENGTH,
      validate: validateSlug,
      admin: {
        position: 'sidebar',
        description:
          'La fin de l’adresse de la page sur le site, par exemple « mentions-legales » pour /mentions-legales : lettres minuscules sans accent, chiffres et tirets. Laissée vide, elle est tirée du titre.',
      },
    },
    {
      name: 'summary',
      type: 'textarea',
      label: 'Résumé',
      admin: {
        description: 'Une ou deux phrases, sous le titre de la page et dans les résultats des moteurs de recherche.',
      },
    },
    { name: 'content', type: 'richText', label: 'Contenu', required: true, validate: fieldRule(PAGE_FORM, 'content') },
    {
      name: 'footer',
      type: 'checkbox',
      label: 'Lien dans le pied de page',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Affiche un lien vers cette page en bas de chaque page du site.' },
    },
    numberField(
      {
        name: 'footerOrder',
        label: 'Position dans le pied de page',
        admin: {
          position: 'sidebar',
          description: 'Les plus petits nombres viennent en premier.',
          condition: (data) => Boolean(data?.footer),
        },
      },
      NUMBER_RANGES.footerOrder,
    ),
  ],
}
