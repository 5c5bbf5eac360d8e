import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { SKIP_SITE_REBUILD, requestSiteRebuild } from '../../../publishing/rebuild/trigger'

/** Long enough for a full name and a service (« Awa Ndiaye, service état civil »), short enough for a byline. */
export const DISPLAY_NAME_MAX_LENGTH = 80

/**
 * The news an account wrote show its current display name (collections/News: the author follows
 * renames), and the static site prints it: a rename of an account with news asks for a rebuild.
 */
export const rebuildAfterRename: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  if (
    operation !== 'update' ||
    req.context[SKIP_SITE_REBUILD] ||
    (doc.displayName ?? null) === (previousDoc?.displayName ?? null)
  )
    return doc
  const { totalDocs } = await req.payload.count({
    collection: 'news',
    where: { createdBy: { equals: doc.id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) await requestSiteRebuild(req.payload, 'news', req)
  return doc
}

/**
 * Before an account is deleted, its news keep the name it had and lose the link to it: no news
 * points to a missing account (SQLite's foreign key would refuse the delete, MongoDB would keep a
 * dangling id), and readers still see who wrote them.
 */
export const keepBylinesOfDeletedAccount: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const account = await req.payload.db.findOne<{ id: number | string; displayName?: string | null }>({
    collection: 'users',
    where: { id: { equals: id } },
    select: { displayName: true },
    req,
  })
  if (!account) return
  await req.payload.update({
    collection: 'news',
    where: { createdBy: { equals: id } },
    data: { createdBy: null, author: account.displayName || null },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
