import type { CollectionConfig } from 'payload'
import {
  DECISION_FORM,
  DECISION_TYPE_OPTIONS,
  MESSAGES,
  NOT_FOUND_MESSAGES,
  UPLOAD_LIMITS,
  WRITE_MESSAGES,
} from 'shared-types'

import { publisherContentAccess } from '../../access'
import { contractEndpoints } from '../../api/contractRoutes'
import { requireFileOnCreate } from '../hooks/requireFile'
import { checkPdfUpload, pdfCollection } from './pdfCollection'

/** Council deliberations, mayor's orders and minutes, published as PDF (/espace-citoyen/decisions). */
export const Decisions: CollectionConfig = {
  ...pdfCollection({
    slug: 'decisions',
    labels: { singular: 'une décision municipale', plural: 'Décisions municipales' },
    group: 'Citoyens',
    description: 'Délibérations, arrêtés et procès-verbaux publiés en PDF (10 Mo au plus).',
    form: DECISION_FORM,
    kind: { name: 'type', label: 'Type de décision', options: DECISION_TYPE_OPTIONS },
    text: { name: 'summary', label: 'Résumé' },
  }),
  access: publisherContentAccess,
  custom: NOT_FOUND_MESSAGES.decisions,
  endpoints: contractEndpoints({
    messages: WRITE_MESSAGES.decisions,
    file: { part: 'file', maxBytes: UPLOAD_LIMITS.decisions, ownUpload: true },
  }),
  hooks: {
    beforeOperation: [requireFileOnCreate(MESSAGES.pdfFile), checkPdfUpload(UPLOAD_LIMITS.decisions)],
  },
}
