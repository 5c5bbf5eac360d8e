import type { GlobalConfig } from 'payload'

import { globalContentAccess } from '../../access'
import { globalVersions } from '../versions'
import { lines, paragraphs, text } from '../fields/content'

/** The home page's own texts: the mayor's welcome word and the investment pitch. */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: "Page d'accueil",
  admin: { group: 'Commune' },
  access: globalContentAccess,
  versions: globalVersions,
  fields: [
    {
      name: 'welcome',
      type: 'group',
      label: 'Mot de bienvenue',
      fields: [
        text('title', 'Titre'),
        paragraphs('text', 'Texte'),
        text('signatureRole', 'Signature (fonction sous le nom du maire)'),
      ],
    },
    {
      name: 'investPitch',
      type: 'group',
      label: 'Investissements et partenariats',
      fields: [text('title', 'Titre'), paragraphs('lead', 'Introduction'), lines('points', 'Points forts')],
    },
  ],
}
