import { DOCUMENT_CATEGORY_OPTIONS, DOCUMENT_FORM, UPLOAD_LIMITS } from 'shared-types'

import { pdfCollection } from '../lib/pdfCollection'

/** Forms, budgets and other PDF documents of the citizen space (/espace-citoyen/documents). */
export const Documents = pdfCollection({
  slug: 'documents',
  labels: { singular: 'Document', plural: 'Documents administratifs' },
  group: 'Citoyens',
  description: 'Documents PDF (10 Mo au plus) que les citoyens peuvent télécharger.',
  notFoundMessage: 'Document non trouvé',
  invalidIdMessage: 'Identifiant de document invalide',
  form: DOCUMENT_FORM,
  kind: { name: 'category', label: 'Catégorie', options: DOCUMENT_CATEGORY_OPTIONS },
  text: { name: 'description', label: 'Description' },
  maxBytes: UPLOAD_LIMITS.documents,
  // `Document` would shadow the DOM's own type in the site's code.
  interfaceName: 'CitizenDocument',
})
