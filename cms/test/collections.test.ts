import { NOT_FOUND_MESSAGES } from 'shared-types'
import { describe, expect, it } from 'vitest'

import { rejectInvalidId } from '../src/api/rejectInvalidId'
import configPromise from '../src/payload.config'
import { rebuildSite, rebuildSiteAfterGlobal } from '../src/publishing/rebuild/trigger'

/**
 * The rules the config's plugins apply to every collection (payload.config.ts), read from the config
 * the server runs, every plugin applied: the id check comes first everywhere, and exactly what the
 * static site shows asks for a rebuild. Payload's own collections (`payload-*`) are left out.
 */
const config = await configPromise
const COLLECTIONS = config.collections.filter((collection) => !collection.slug.startsWith('payload-'))
const GLOBALS = config.globals
const SITE_GLOBALS = ['alert-banner', 'commune', 'home-page', 'investment-page', 'presentation-page', 'projects-page']
const SITE_CONTENT = [
  'news',
  'recordings',
  'spoken-audio',
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
  'localities',
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
