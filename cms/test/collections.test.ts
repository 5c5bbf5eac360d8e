import { NOT_FOUND_MESSAGES } from 'shared-types'
import { describe, expect, it } from 'vitest'

import { ContactMessages } from '../src/collections/ContactMessages'
import { Decisions } from '../src/collections/Decisions'
import { Documents } from '../src/collections/Documents'
import { Events } from '../src/collections/Events'
import { Gallery } from '../src/collections/Gallery'
import { Investments } from '../src/collections/Investments'
import { Media } from '../src/collections/Media'
import { News } from '../src/collections/News'
import { NewsletterSubscribers } from '../src/collections/NewsletterSubscribers'
import { Pages } from '../src/collections/Pages'
import { Procedures } from '../src/collections/Procedures'
import { Projects } from '../src/collections/Projects'
import { Services } from '../src/collections/Services'
import { Users } from '../src/collections/Users'
import { rejectInvalidId } from '../src/hooks/rejectInvalidId'
import { rebuildSite } from '../src/hooks/requestSiteRebuild'

/**
 * Each collection's file declares what acts on it; these checks keep the rules that used to be
 * applied to all of them from outside: the id check comes first everywhere, and exactly what the
 * static site shows asks for a rebuild.
 */
const COLLECTIONS = [
  Users,
  News,
  Services,
  Projects,
  Procedures,
  Investments,
  Gallery,
  Media,
  ContactMessages,
  Documents,
  Decisions,
  NewsletterSubscribers,
  Events,
  Pages,
]
const SITE_CONTENT = [
  'news',
  'services',
  'projects',
  'procedures',
  'investments',
  'gallery',
  'media',
  'documents',
  'decisions',
  'events',
  'pages',
]

describe('collection configs', () => {
  it('refuse an impossible id before any other hook, on every collection', () => {
    for (const collection of COLLECTIONS)
      expect(collection.hooks?.beforeOperation?.[0], collection.slug).toBe(rejectInvalidId)
  })

  it('ask for a site rebuild after changes and deletes of exactly what the site shows', () => {
    const rebuilding = (hooks: unknown[] | undefined) => hooks?.includes(rebuildSite) ?? false
    expect(
      COLLECTIONS.filter((c) => rebuilding(c.hooks?.afterChange))
        .map((c) => c.slug)
        .sort(),
    ).toEqual([...SITE_CONTENT].sort())
    expect(
      COLLECTIONS.filter((c) => rebuilding(c.hooks?.afterDelete))
        .map((c) => c.slug)
        .sort(),
    ).toEqual([...SITE_CONTENT].sort())
  })

  it('answer unknown and impossible ids with the shared messages', () => {
    for (const collection of COLLECTIONS) {
      expect(collection.custom, collection.slug).toMatchObject(
        NOT_FOUND_MESSAGES[collection.slug as keyof typeof NOT_FOUND_MESSAGES],
      )
    }
  })
})
