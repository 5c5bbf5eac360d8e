import { SCREEN_MESSAGES, type ScreenMessages } from 'shared-types'
import type { Gallery, Investment, News, Procedure, Project, Service } from 'shared-types/payload-types'

import { collectionApi, type CollectionApi, type CollectionApiOptions } from './collectionApi'

/** One admin screen's collection: its client and its texts (SPEC §2, §8, from shared-types). */
export interface Resource<Doc> {
  api: CollectionApi<Doc>
  messages: ScreenMessages
}

type Slug = keyof typeof SCREEN_MESSAGES

function resource<Doc>(slug: Slug, options: Omit<CollectionApiOptions, 'slug' | 'loadFailure'> = {}): Resource<Doc> {
  const messages = SCREEN_MESSAGES[slug]
  return { api: collectionApi<Doc>({ slug, loadFailure: messages.loadFailure, ...options }), messages }
}

export const newsResource = resource<News>('news', { omitBlankInMultipart: ['category'] })
export const projectsResource = resource<Project>('projects')
export const servicesResource = resource<Service>('services')
export const proceduresResource = resource<Procedure>('procedures')
export const investmentsResource = resource<Investment>('investments')
export const galleryResource = resource<Gallery>('gallery', { filePart: 'mediaUrl', alwaysMultipart: true })
