import {
  createLocalReq,
  type Payload,
  type Plugin,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedGlobalConfig,
} from 'payload'

import { queueSiteRebuild } from './debounce'
import { isSameForEveryVisitor } from '../../access'
import { isDraftSave } from '../workflow/hooks'

/**
 * Publish → rebuild (docs/product/workflow.md). Any change to content the static site shows asks for one
 * site build by POSTing to SITE_BUILD_HOOK_URL: a Netlify build hook in production, the local
 * builder of `npm start` on this machine. The request is a job of Payload's queue, written with the
 * change (publishing/rebuild/): debounced, so a burst of edits (a clerk fixing a typo three times, a
 * script importing a hundred news items) gives one build, and retried until the hook accepts it,
 * across restarts.
 */

/** Local API calls that must not rebuild the site (the first-run content, written before the site's first build). */
export const SKIP_SITE_REBUILD = 'skipSiteRebuild'

/**
 * Asks for one site build once changes have stopped for a moment (or at the latest after 30 s).
 * Inside a hook, give the change's `req` and await the promise: the request is then stored in the
 * change's own transaction, before the change is answered, and goes if the change is rolled back.
 * Without `req` there is no transaction to join, and the caller may hold one (SQLite has a single
 * writer: waiting for it here would never end), so the request is written in the background, as
 * soon as the database is free.
 */
export async function requestSiteRebuild(payload: Payload, change: string, req?: PayloadRequest): Promise<void> {
  if (!process.env.SITE_BUILD_HOOK_URL) return
  if (req) return queueSiteRebuild(req, change)
  void createLocalReq({}, payload)
    .then((own) => queueSiteRebuild(own, change))
    .catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `Demande de reconstruction du site perdue (${change})` }),
    )
}

/**
 * The hook of every collection the static site shows, after a change and after a delete alike
 * (both hand it the collection and the request): asks for a rebuild unless the write said not to.
 */
export const rebuildSite = async ({
  collection,
  req,
}: {
  collection: SanitizedCollectionConfig
  req: PayloadRequest
}): Promise<void> => {
  // A draft saved (or autosaved every few seconds while a clerk types) changes nothing citizens see.
  if (!req.context[SKIP_SITE_REBUILD] && !isDraftSave(req)) await requestSiteRebuild(req.payload, collection.slug, req)
}

/** The same for a global the static site shows (the commune's texts and figures). */
export const rebuildSiteAfterGlobal = async ({
  global,
  req,
}: {
  global: SanitizedGlobalConfig
  req: PayloadRequest
}): Promise<void> => {
  if (!req.context[SKIP_SITE_REBUILD] && !isDraftSave(req)) await requestSiteRebuild(req.payload, global.slug, req)
}

/**
 * Adds the rebuild hooks to every collection and global citizens may read, all alike (a read rule
 * marked the same for every visitor, access/index.ts): what they can read is what the static site
 * shows. The hooks come first, before the ones each collection lists itself.
 */
export const rebuildSiteOnChange = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    isSameForEveryVisitor(collection.access?.read)
      ? {
          ...collection,
          hooks: {
            ...collection.hooks,
            afterChange: [rebuildSite, ...(collection.hooks?.afterChange ?? [])],
            afterDelete: [rebuildSite, ...(collection.hooks?.afterDelete ?? [])],
          },
        }
      : collection,
  ),
  globals: config.globals?.map((global) =>
    isSameForEveryVisitor(global.access?.read)
      ? {
          ...global,
          hooks: { ...global.hooks, afterChange: [rebuildSiteAfterGlobal, ...(global.hooks?.afterChange ?? [])] },
        }
      : global,
  ),
})
