import { describe, expect, it } from 'vitest'
import * as shared from './index'

describe('index', () => {
  it('re-exports every module', () => {
    for (const name of [
      'formatLongDate',
      'formatShortDate',
      'formatFcfa',
      'FCFA',
      'readTimeMinutes',
      'truncate',
      'excerpt',
      'projectStatusBadge',
      'investmentStatusBadge',
      'galleryTypeLabel',
      'PROJECT_STATUS_OPTIONS',
      'processingTimeLabel',
      'parseRequiredDocs',
      'renderLightFormatting',
      'MESSAGES',
      'validateProcedure',
      'UPLOAD_LIMITS',
      'extensionMatchesMime',
      'DOCUMENT_CATEGORY_OPTIONS',
      'documentCategoryLabel',
      'DECISION_TYPE_OPTIONS',
      'decisionTypeLabel',
      'PDF_MIME_TYPES',
      'normalizeEmail',
      'validateNewsletterEmail',
      'editorialState',
      'editorialBadges',
      'DRAFT_MESSAGES',
      'PUBLISHED_MESSAGES',
      'readNewsletterLink',
    ]) {
      expect(shared, name).toHaveProperty(name)
    }
  })
})
