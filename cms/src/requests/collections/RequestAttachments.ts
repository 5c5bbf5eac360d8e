import { REQUEST_ATTACHMENTS } from '../slugs'
import type { CollectionConfig } from 'payload'
import { CITIZEN_REQUEST_MESSAGES, NOT_FOUND_MESSAGES, REQUEST_ATTACHMENT_TYPES, REQUEST_LIMITS } from 'shared-types'

import { isAdmin, mayHandleRequests } from '../../access'
import { type UploadPolicy, checkUploadedFile } from '../../content/hooks/checkUploadedFile'
import { uploadDir } from '../../lib/paths'
import { logAttachmentReads, logRequestAction } from '../hooks/accessLog'

/** What a citizen may attach: a photo or a PDF by its bytes, 5 Mo at most. */
export const ATTACHMENT_POLICY: UploadPolicy = {
  allowed: REQUEST_ATTACHMENT_TYPES,
  maxBytes: () => REQUEST_LIMITS.attachmentBytes,
  unsupportedMessage: CITIZEN_REQUEST_MESSAGES.fileType,
}

/**
 * The files citizens join to a request (an identity document, a page of the family book): personal
 * data, stored apart from the public uploads and served by Payload's file route only to administrators
 * and agents (its read rule), never cached. Checked by their bytes (JPEG, PNG or PDF, 5 Mo at most);
 * photos are re-encoded without their EXIF data.
 */
export const RequestAttachments: CollectionConfig = {
  slug: REQUEST_ATTACHMENTS,
  labels: { singular: 'une pièce jointe', plural: 'Pièces jointes des demandes' },
  admin: {
    group: 'Demandes en ligne',
    useAsTitle: 'filename',
    hidden: true,
  },
  access: {
    // A file opened by staff is written in the log here: Payload's file route reads no document, so
    // no read hook sees it.
    read: async (args) => {
      const allowed = mayHandleRequests(args)
      const filename = (args.data as { filename?: unknown } | undefined)?.filename
      if (allowed && args.isReadingStaticFile && typeof filename === 'string') {
        await logRequestAction(args.req, 'file', filename.replace(/-(?:complement-)?\d+\.\w+$/, ''), filename)
      }
      return allowed
    },
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  custom: NOT_FOUND_MESSAGES[REQUEST_ATTACHMENTS],
  hooks: {
    beforeOperation: [checkUploadedFile(ATTACHMENT_POLICY)],
    afterRead: [logAttachmentReads],
  },
  upload: {
    staticDir: uploadDir(REQUEST_ATTACHMENTS),
    mimeTypes: [...REQUEST_ATTACHMENT_TYPES],
    // Personal data: never kept by a browser or a proxy; opened inert (no script, no access to the CMS).
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      headers.set('Content-Security-Policy', 'sandbox')
      return headers
    },
  },
  fields: [
    { name: 'reference', type: 'text', label: 'Demande', index: true, admin: { readOnly: true } },
    { name: 'label', type: 'text', label: 'Pièce', admin: { readOnly: true } },
  ],
}
