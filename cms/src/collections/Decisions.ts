import { DECISION_FORM, DECISION_TYPE_OPTIONS, UPLOAD_LIMITS } from 'shared-types'

import { pdfCollection } from '../lib/pdfCollection'

/** Council deliberations, mayor's orders and minutes, published as PDF (/espace-citoyen/decisions). */
export const Decisions = pdfCollection({
  slug: 'decisions',
  labels: { singular: 'Décision municipale', plural: 'Décisions municipales' },
  group: 'Citoyens',
  description: 'Délibérations, arrêtés et procès-verbaux publiés en PDF (10 Mo au plus).',
  notFoundMessage: 'Décision non trouvée',
  invalidIdMessage: 'Identifiant de décision invalide',
  form: DECISION_FORM,
  kind: { name: 'type', label: 'Type de décision', options: DECISION_TYPE_OPTIONS },
  text: { name: 'summary', label: 'Résumé' },
  maxBytes: UPLOAD_LIMITS.decisions,
})
