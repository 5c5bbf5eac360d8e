import type { CollectionConfig } from 'payload'
import {
  IMAGE_MIME_TYPES,
  NOT_FOUND_MESSAGES,
  UNSUPPORTED_FILE_MESSAGE,
  UPLOAD_LIMITS,
  WRITE_MESSAGES,
} from 'shared-types'

import { anyone, isContentStaff, isPublisher } from '../../access'
import { contractEndpoints } from '../../api/contractRoutes'
import { checkUploadedFile } from '../hooks/checkUploadedFile'
import { uploadResponseHeaders } from '../hooks/uploadResponseHeaders'
import { uploadDir } from '../../lib/paths'

/** Images used by news, services, projects and investments, resized by sharp into WebP. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'une image', plural: 'Images' },
  admin: {
    group: 'Contenu',
    useAsTitle: 'alt',
    components: { edit: { Upload: '/panel/components/PhotoUpload#PhotoUpload' } },
  },
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isPublisher },
  // What a picture embeds in the document that shows it (news, services, projects, …): what the site
  // and the admin screens draw from it (address, size, type, version, text, resized copies), not its
  // focal point, byte size or creation date.
  defaultPopulate: {
    alt: true,
    url: true,
    filename: true,
    mimeType: true,
    width: true,
    height: true,
    updatedAt: true,
    thumbnailURL: true,
    sizes: true,
  },
  custom: NOT_FOUND_MESSAGES.media,
  endpoints: contractEndpoints({
    messages: WRITE_MESSAGES.media,
    file: { part: 'file', maxBytes: UPLOAD_LIMITS.media, ownUpload: true },
  }),
  hooks: {
    beforeOperation: [
      checkUploadedFile({
        allowed: IMAGE_MIME_TYPES,
        maxBytes: () => UPLOAD_LIMITS.media,
        unsupportedMessage: UNSUPPORTED_FILE_MESSAGE,
      }),
    ],
  },
  upload: {
    staticDir: uploadDir('media'),
    modifyResponseHeaders: uploadResponseHeaders(),
    mimeTypes: [...IMAGE_MIME_TYPES],
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'hero', width: 1280, formatOptions: { format: 'webp', options: { quality: 75 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Texte alternatif',
      admin: {
        description:
          'Ce que montre l’image, en une phrase, pour les personnes qui ne la voient pas (lecteur d’écran, image non chargée). Par exemple : « Le maire inaugure le forage de Keur Ali ». Inutile d’écrire « image de ».',
      },
    },
  ],
}
