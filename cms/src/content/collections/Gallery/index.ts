import type { CollectionConfig } from 'payload'
import {
  GALLERY_FORM,
  IMAGE_MIME_TYPES,
  MESSAGES,
  NOT_FOUND_MESSAGES,
  UNSUPPORTED_MEDIA_MESSAGE,
  UPLOAD_LIMITS,
  VIDEO_MIME_TYPES,
  WRITE_MESSAGES,
  mediaLimitOf,
} from 'shared-types'

import { publisherContentAccess } from '../../../access'
import { contractEndpoints } from '../../../api/contractRoutes'
import { fieldRule } from '../../fields/fieldRule'
import { checkUploadedFile } from '../../hooks/checkUploadedFile'
import { requireFileOnCreate } from '../../hooks/requireFile'
import { uploadResponseHeaders } from '../../hooks/uploadResponseHeaders'
import { uploadDir } from '../../../lib/paths'
import { addMediaUrlAndType } from './hooks/addMediaUrlAndType'

const GALLERY_MIME_TYPES = [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES]

/** Photos and videos of the commune; `mediaUrl` and `type` are the /api contract's names for url and kind. */
export const Gallery: CollectionConfig = {
  slug: 'gallery',
  labels: { singular: 'un élément de galerie', plural: 'Galerie' },
  admin: {
    group: 'Contenu',
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'createdAt'],
    components: { edit: { Upload: '/panel/components/PhotoUpload#PhotoUpload' } },
  },
  access: publisherContentAccess,
  defaultSort: '-createdAt',
  custom: NOT_FOUND_MESSAGES.gallery,
  endpoints: contractEndpoints({
    messages: WRITE_MESSAGES.gallery,
    file: { part: 'mediaUrl', maxBytes: UPLOAD_LIMITS.galleryVideo, ownUpload: true },
  }),
  hooks: {
    beforeOperation: [
      requireFileOnCreate(MESSAGES.galleryFile),
      checkUploadedFile({
        allowed: GALLERY_MIME_TYPES,
        maxBytes: mediaLimitOf,
        unsupportedMessage: UNSUPPORTED_MEDIA_MESSAGE,
      }),
    ],
    afterRead: [addMediaUrlAndType],
  },
  upload: {
    staticDir: uploadDir('gallery'),
    modifyResponseHeaders: uploadResponseHeaders(),
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
