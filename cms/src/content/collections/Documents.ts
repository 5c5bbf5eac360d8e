import type { CollectionConfig } from 'payload'
import {
  DOCUMENT_CATEGORY_OPTIONS,
  DOCUMENT_FORM,
  MESSAGES,
  NOT_FOUND_MESSAGES,
  UPLOAD_LIMITS,
  WRITE_MESSAGES,
} from 'shared-types'

import { publisherContentAccess } from '../../access'
import { contractEndpoints } from '../../api/contractRoutes'
import { requireFileOnCreate } from '../hooks/requireFile'
import { checkPdfUpload, pdfCollection } from './pdfCollection'

/** Forms, budgets and other PDF documents of the citizen space (/espace-citoyen/documents). */
export const Documents: CollectionConfig = {
  ...pdfCollection({
    slug: 'documents',
    labels: { singular: 'un document', plural: 'Documents administratifs' },
    group: 'Citoyens',
    description: 'Documents PDF (10 Mo au plus) que les citoyens peuvent télécharger.',
    form: DOCUMENT_FORM,
    kind: { name: 'category', label: 'Catégorie', options: DOCUMENT_CATEGORY_OPTIONS },
    text: { name: 'description', label: 'Description' },
    // `Document` would shadow the DOM's own type in the site's code.
    interfaceName: 'CitizenDocument',
  }),
  access: publisherContentAccess,
  custom: NOT_FOUND_MESSAGES.documents,
  endpoints: contractEndpoints({
    messages: WRITE_MESSAGES.documents,
    file: { part: 'file', maxBytes: UPLOAD_LIMITS.documents, ownUpload: true },
  }),
  hooks: {
    beforeOperation: [requireFileOnCreate(MESSAGES.pdfFile), checkPdfUpload(UPLOAD_LIMITS.documents)],
  },
}
