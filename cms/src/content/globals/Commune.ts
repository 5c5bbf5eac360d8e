import type { GlobalConfig } from 'payload'
import {
  DEFAULT_SPOKEN_LANGUAGES,
  FIELD_TYPE_MESSAGES,
  KEY_FIGURE_SOURCE_OPTIONS,
  isBlank,
  type KeyFigure,
} from 'shared-types'

import { globalContentAccess } from '../../access'
import { globalVersions } from '../versions'
import { rows, text, url } from '../fields/content'
import { deleteOrphanedMediaOfGlobal } from '../hooks/deleteOrphanedMedia'
import { spokenLanguagesField } from '../fields/spokenVersions'

/**
 * Who the commune is and how to reach it: the name and slogan of every page, the mayor, the
 * town hall's contacts and hours (footer, contact page, services), the home page's key figures.
 */
export const Commune: GlobalConfig = {
  slug: 'commune',
  label: 'La commune',
  admin: {
    group: 'Commune',
    description: 'Identité, maire, contacts, horaires et chiffres clés, affichés sur tout le site.',
  },
  access: globalContentAccess,
  versions: globalVersions,
  hooks: { afterChange: [deleteOrphanedMediaOfGlobal] },
  fields: [
    text('name', 'Nom de la commune'),
    text('slogan', 'Devise'),
    {
      name: 'mayor',
      type: 'group',
      label: 'Le maire',
      fields: [
        text('name', 'Nom du maire'),
        text('role', 'Fonction'),
        {
          name: 'photo',
          type: 'upload',
          relationTo: 'media',
          label: 'Photo',
          admin: { description: 'Sans photo, le site montre un portrait stylisé.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        text('phone', 'Téléphone'),
        { name: 'email', type: 'email', label: 'Email de la mairie', required: true },
        { name: 'investEmail', type: 'email', label: 'Email des investisseurs', required: true },
      ],
    },
    text('address', 'Adresse'),
    text('economicOffice', 'Service qui reçoit les investisseurs'),
    {
      ...text('newsSignature', 'Signature des actualités', false),
      admin: {
        description:
          "Signe les actualités dont l'auteur n'a pas de nom affiché, par exemple « Secrétariat municipal » ou « Service communication ». Jamais une adresse email.",
      },
    },
    rows('openingHours', "Horaires d'ouverture", [text('days', 'Jours'), text('hours', 'Horaires')], 'un créneau'),
    rows(
      'keyFigures',
      'Chiffres clés (accueil)',
      [
        {
          name: 'source',
          type: 'select',
          label: 'Valeur',
          defaultValue: 'typed',
          options: KEY_FIGURE_SOURCE_OPTIONS,
          admin: { description: 'Un chiffre calculé suit le contenu du site : il est juste à chaque publication.' },
        },
        {
          ...text('value', 'Valeur saisie', false),
          // Required unless the site counts it.
          validate: (value: unknown, { siblingData }: { siblingData: Partial<KeyFigure> }) =>
            siblingData.source === 'projectsInProgress' || !isBlank(value)
              ? true
              : FIELD_TYPE_MESSAGES.required('Valeur saisie'),
          admin: { condition: (_, row) => row?.source !== 'projectsInProgress' },
        },
        text('label', 'Libellé'),
        {
          ...text('note', 'Précision (facultative)', false),
          admin: { description: 'Une courte ligne affichée sous le libellé.' },
        },
      ],
      'un chiffre',
    ),
    rows(
      'socialLinks',
      'Réseaux sociaux',
      [text('label', 'Nom du réseau'), url('url', 'Adresse de la page')],
      'un lien',
    ),
    { ...spokenLanguagesField, defaultValue: DEFAULT_SPOKEN_LANGUAGES.map((language) => ({ ...language })) },
  ],
}
