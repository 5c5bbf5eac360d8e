import type { CollectionConfig } from 'payload'
import { NOT_FOUND_MESSAGES, SPOKEN_FORMATS } from 'shared-types'

import { anyone } from '../../../access'
import { uploadDir } from '../../../lib/paths'
import { uploadResponseHeaders } from '../../hooks/uploadResponseHeaders'

const nobody = () => false

/**
 * The files citizens play (docs/product/spoken.md#listening): written by the conversion job only,
 * one per served format of a recording, public, served by Payload's file route with byte ranges
 * (an audio element seeks with them, and the offline copy answers them too). Not in the panel: staff
 * see them as their recording's « Fichiers servis aux citoyens ».
 */
export const SpokenAudio: CollectionConfig = {
  slug: 'spoken-audio',
  labels: { singular: 'un fichier sonore', plural: 'Fichiers sonores' },
  admin: { hidden: true },
  access: { read: anyone, create: nobody, update: nobody, delete: nobody },
  custom: NOT_FOUND_MESSAGES['spoken-audio'],
  upload: {
    staticDir: uploadDir('spoken-audio'),
    modifyResponseHeaders: uploadResponseHeaders(),
    mimeTypes: ['audio/*'],
  },
  fields: [
    {
      name: 'recording',
      type: 'relationship',
      relationTo: 'recordings',
      label: 'Enregistrement',
      required: true,
      index: true,
    },
    {
      name: 'format',
      type: 'select',
      label: 'Format',
      required: true,
      options: SPOKEN_FORMATS.map(({ format }) => ({ value: format, label: format })),
    },
  ],
}
