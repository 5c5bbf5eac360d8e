import { APIError, type CollectionConfig } from 'payload'
import {
  GALLERY_FORM,
  IMAGE_MIME_TYPES,
  MESSAGES,
  UNSUPPORTED_MEDIA_MESSAGE,
  UPLOAD_LIMITS,
  VIDEO_MIME_TYPES,
} from 'shared-types'

import { publicContentAccess } from '../access'
import { fieldRule } from '../fields/fieldRule'
import { checkUploadedFile } from '../hooks/checkUploadedFile'
import { uploadDir } from '../lib/paths'
import { uploadCacheHeaders } from '../hooks/uploadCacheHeaders'

const GALLERY_MIME_TYPES = [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES]

/** Photos and videos of the commune; `mediaUrl` and `type` are the spec's names for url and kind. */
export const Gallery: CollectionConfig = {
  slug: 'gallery',
  labels: { singular: 'Élément de galerie', plural: 'Galerie' },
  admin: { group: 'Contenu', useAsTitle: 'title', defaultColumns: ['title', 'type', 'createdAt'] },
  access: publicContentAccess,
  defaultSort: '-createdAt',
  custom: { notFoundMessage: 'Élément de galerie non trouvé', invalidIdMessage: "Identifiant d'élément invalide" },
  hooks: {
    afterRead: [
      ({ doc }) => ({
        ...doc,
        mediaUrl: doc.url ?? null,
        type: String(doc.mimeType ?? '').startsWith('video/') ? 'VIDEO' : 'IMAGE',
      }),
    ],
    beforeOperation: [
      ({ args, operation, req }) => {
        if (operation === 'create' && !req.file) throw new APIError(MESSAGES.galleryFile, 400, undefined, true)
        return args
      },
      checkUploadedFile({
        allowed: GALLERY_MIME_TYPES,
        maxBytes: (mime) => (mime.startsWith('video/') ? UPLOAD_LIMITS.galleryVideo : UPLOAD_LIMITS.galleryImage),
        unsupportedMessage: UNSUPPORTED_MEDIA_MESSAGE,
      }),
    ],
  },
  upload: {
    staticDir: uploadDir('gallery'),
    modifyResponseHeaders: uploadCacheHeaders,
    mimeTypes: GALLERY_MIME_TYPES,
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'large', width: 1280, formatOptions: { format: 'webp', options: { quality: 75 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true, validate: fieldRule(GALLERY_FORM, 'title') },
    // Filled by the afterRead hook, once Payload has computed the file's url.
    { name: 'mediaUrl', type: 'text', label: 'Adresse du média', virtual: true, admin: { hidden: true } },
    { name: 'type', type: 'text', label: 'Type', virtual: true, admin: { hidden: true } },
  ],
}
