import { PUBLISHED_MESSAGES, SCREEN_MESSAGES, type ScreenMessages } from 'shared-types'
import type { Gallery, Investment, News, Procedure, Project, Service } from 'shared-types/payload-types'

import { collectionApi, type CollectionApi, type CollectionApiOptions } from './collectionApi'

/**
 * One admin screen's collection: its client and its texts (docs/product/messages.md#staff-screens,
 * from shared-types).
 */
export interface Resource<Doc> {
  api: CollectionApi<Doc>
  /** `published`: the toast of a draft published in one action, for collections with drafts. */
  messages: ScreenMessages & { published?: string }
  /**
   * Saves may be drafts, reviewed and published later (docs/product/workflow.md); the gallery
   * publishes as it saves.
   */
  versioned: boolean
}

type Slug = keyof typeof SCREEN_MESSAGES

function resource<Doc extends { id: number | string }>(
  slug: Slug,
  options: Omit<CollectionApiOptions, 'slug' | 'loadFailure' | 'versioned'> = {},
): Resource<Doc> {
  const published = slug in PUBLISHED_MESSAGES ? PUBLISHED_MESSAGES[slug as keyof typeof PUBLISHED_MESSAGES] : undefined
  const messages = { ...SCREEN_MESSAGES[slug], published }
  const versioned = published !== undefined
  return {
    api: collectionApi<Doc>({ slug, loadFailure: messages.loadFailure, versioned, ...options }),
    messages,
    versioned,
  }
}

export const newsResource = resource<News>('news', { omitBlankInMultipart: ['category'] })
export const projectsResource = resource<Project>('projects')
export const servicesResource = resource<Service>('services')
export const proceduresResource = resource<Procedure>('procedures')
export const investmentsResource = resource<Investment>('investments')
export const galleryResource = resource<Gallery>('gallery', { filePart: 'mediaUrl', alwaysMultipart: true })
