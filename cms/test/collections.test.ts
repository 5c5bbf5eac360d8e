import type { CollectionConfig, Config, GlobalConfig } from 'payload'
import { NOT_FOUND_MESSAGES } from 'shared-types'
import { describe, expect, it } from 'vitest'

import { ContactMessages } from '../src/content/collections/ContactMessages'
import { Decisions } from '../src/content/collections/Decisions'
import { Documents } from '../src/content/collections/Documents'
import { Events } from '../src/content/collections/Events'
import { Gallery } from '../src/content/collections/Gallery'
import { Investments } from '../src/content/collections/Investments'
import { Media } from '../src/content/collections/Media'
import { News } from '../src/content/collections/News'
import { NewsletterSubscribers } from '../src/content/collections/NewsletterSubscribers'
import { Pages } from '../src/content/collections/Pages'
import { Procedures } from '../src/content/collections/Procedures'
import { Projects } from '../src/content/collections/Projects'
import { Services } from '../src/content/collections/Services'
import { Users } from '../src/accounts/users'
import { rejectInvalidId, rejectInvalidIds } from '../src/api/rejectInvalidId'
import { AlertBanner } from '../src/content/globals/AlertBanner'
import { Commune } from '../src/content/globals/Commune'
import { HomePage } from '../src/content/globals/HomePage'
import { InvestmentPage } from '../src/content/globals/InvestmentPage'
import { PresentationPage } from '../src/content/globals/PresentationPage'
import { ProjectsPage } from '../src/content/globals/ProjectsPage'
import { SeedState } from '../src/accounts/SeedState'
import { PublicationState } from '../src/publishing/rebuild/PublicationState'
import { rebuildSite, rebuildSiteAfterGlobal, rebuildSiteOnChange } from '../src/publishing/rebuild/trigger'

/**
 * The rules applied to every collection by a plugin of the config (payload.config.ts): the id check
 * comes first everywhere, and exactly what the static site shows asks for a rebuild.
 */
const DECLARED_COLLECTIONS: CollectionConfig[] = [
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
const DECLARED_GLOBALS: GlobalConfig[] = [
  AlertBanner,
  Commune,
  HomePage,
  InvestmentPage,
  PresentationPage,
  ProjectsPage,
  PublicationState,
  SeedState,
]
const withPlugins = [rejectInvalidIds(), rebuildSiteOnChange()].reduce((config, plugin) => plugin(config) as Config, {
  collections: DECLARED_COLLECTIONS,
  globals: DECLARED_GLOBALS,
} as Config)
const COLLECTIONS = withPlugins.collections ?? []
const GLOBALS = withPlugins.globals ?? []
const SITE_GLOBALS = ['alert-banner', 'commune', 'home-page', 'investment-page', 'presentation-page', 'projects-page']
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
    expect(
      GLOBALS.filter((g) => g.hooks?.afterChange?.includes(rebuildSiteAfterGlobal))
        .map((g) => g.slug)
        .sort(),
    ).toEqual(SITE_GLOBALS)
  })

  it('answer unknown and impossible ids with the shared messages', () => {
    for (const collection of COLLECTIONS) {
      expect(collection.custom, collection.slug).toMatchObject(
        NOT_FOUND_MESSAGES[collection.slug as keyof typeof NOT_FOUND_MESSAGES],
      )
    }
  })
})
