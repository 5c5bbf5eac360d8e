import type { GlobalSlug, Payload } from 'payload'
import {
  BUILT_IN_COMMUNE,
  BUILT_IN_HOME_PAGE,
  BUILT_IN_INVESTMENT_PAGE,
  BUILT_IN_PRESENTATION_PAGE,
  BUILT_IN_PROJECTS_PAGE,
} from 'shared-types'

import { SKIP_SITE_REBUILD } from '../publishing/rebuild/trigger'

/** The texts and figures the site shows, written into each content global the first time it is found empty. */
const BUILT_IN_GLOBALS = {
  commune: BUILT_IN_COMMUNE,
  'home-page': BUILT_IN_HOME_PAGE,
  'presentation-page': BUILT_IN_PRESENTATION_PAGE,
  'projects-page': BUILT_IN_PROJECTS_PAGE,
  'investment-page': BUILT_IN_INVESTMENT_PAGE,
} satisfies Partial<Record<GlobalSlug, object>>

/**
 * Runs on every start, not only the first: a database created before these globals existed gets
 * them too. A global staff have saved once (it has a `createdAt`) is never written again.
 */
export async function seedContentGlobals(payload: Payload): Promise<void> {
  for (const [slug, data] of Object.entries(BUILT_IN_GLOBALS) as [keyof typeof BUILT_IN_GLOBALS, object][]) {
    const current = await payload.findGlobal({ slug, depth: 0, overrideAccess: true })
    if (current.createdAt) continue
    await payload.updateGlobal({ slug, data, overrideAccess: true, context: { [SKIP_SITE_REBUILD]: true } })
    payload.logger.info(`Contenu initial écrit : ${slug}`)
  }
}
