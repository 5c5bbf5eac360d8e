import type { CollectionConfig } from 'payload'
import { IMAGE_MIME_TYPES, UNSUPPORTED_FILE_MESSAGE, UPLOAD_LIMITS } from 'shared-types'

import { publicContentAccess } from '../access'
import { checkUploadedFile } from '../hooks/checkUploadedFile'
import { uploadDir } from '../lib/paths'
import { uploadCacheHeaders } from '../hooks/uploadCacheHeaders'

/** Images used by news, services, projects and investments, resized by sharp into WebP. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  admin: { group: 'Contenu', useAsTitle: 'alt' },
  access: publicContentAccess,
  custom: { notFoundMessage: 'Image non trouvée', invalidIdMessage: "Identifiant d'image invalide" },
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
    modifyResponseHeaders: uploadCacheHeaders,
    mimeTypes: [...IMAGE_MIME_TYPES],
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'hero', width: 1280, formatOptions: { format: 'webp', options: { quality: 75 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', type: 'text', label: 'Texte alternatif' }],
}
