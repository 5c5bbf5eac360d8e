import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionSlug,
  type CollectionBeforeOperationHook,
  type GlobalAfterChangeHook,
  type GlobalBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { WORKFLOW_MESSAGES } from 'shared-types'

import { roleOf } from '../../access'

type WriteArgs = { draft?: boolean; data?: unknown }
type Data = Record<string, unknown> | undefined

/** Set by a save that only writes a draft: citizens' content is unchanged, so nothing to rebuild or clean. */
const DRAFT_SAVE = 'draftSave'

export const isDraftSave = (req: PayloadRequest): boolean => req.context[DRAFT_SAVE] === true

const rememberDraftSave = <Args extends WriteArgs>(req: PayloadRequest, args: Args): Args => {
  req.context[DRAFT_SAVE] = args.draft === true
  return args
}

/** Set while a version is restored without `draft`: the restored content is published. */
const PUBLISH_RESTORED = 'publishRestoredVersion'

const writerCannotPublish = () => new APIError(WORKFLOW_MESSAGES.writerCannotPublish, 403, undefined, true)

/**
 * What a write of versioned content does, by whichever route it comes (the panel, Payload's REST,
 * the /api contract's routes, the site's /admin screens):
 * - a rédacteur's save is always a draft, so it never changes what citizens read; asking to publish
 *   is refused in French before anything is written;
 * - a write that says nothing of its status publishes when `publishWhenSilent` is set: the /api
 *   contract's creates publish directly (docs/product/workflow.md#drafts), and a global's stored row is
 *   by nature its published state.
 */
function settleStatus<Args extends WriteArgs>(req: PayloadRequest, args: Args, publishWhenSilent: boolean): Args {
  const data = args.data as Data
  if (roleOf(req) === 'writer') {
    if (data?._status === 'published') throw writerCannotPublish()
    return { ...args, draft: true, ...(data ? { data: { ...data, _status: 'draft' } } : {}) }
  }
  if (publishWhenSilent && !args.draft && data && data._status === undefined)
    return { ...args, data: { ...data, _status: 'published' } }
  return args
}

/** Restoring a version publishes it, like any change (a rédacteur may restore one as a draft only). */
function settleRestore(req: PayloadRequest, args: WriteArgs): void {
  if (args.draft) return
  if (roleOf(req) === 'writer') throw writerCannotPublish()
  req.context[PUBLISH_RESTORED] = true
}

/**
 * An update that says nothing of its status keeps the document's published state: Payload would
 * otherwise take the status of the latest version, so a save through the contract's `PUT` on a published
 * item with a newer draft would take the item offline. A never-published draft stays a draft.
 */
async function withStoredStatus<
  Args extends WriteArgs & { id?: number | string; collection: { config: { slug: CollectionSlug } } },
>(req: PayloadRequest, args: Args): Promise<Args> {
  const data = args.data as Data
  if (args.draft || !data || data._status !== undefined || args.id === undefined || roleOf(req) === 'writer')
    return args
  const stored = await req.payload.db.findOne<{ id: number | string; _status?: unknown }>({
    collection: args.collection.config.slug,
    where: { id: { equals: args.id } },
    req,
  })
  return stored?._status ? { ...args, data: { ...data, _status: stored._status } } : args
}

export const settleCollectionStatus: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'create') return rememberDraftSave(req, settleStatus(req, args, true))
  if (operation === 'update') return rememberDraftSave(req, settleStatus(req, await withStoredStatus(req, args), false))
  if (operation === 'restoreVersion') settleRestore(req, args)
  return args
}

export const settleGlobalStatus: GlobalBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'update') return rememberDraftSave(req, settleStatus(req, args, true))
  if (operation === 'restoreVersion') settleRestore(req, args)
  return args
}

/** The restored document is written as published (Payload would keep the restored version's own status). */
export const publishRestoredDocument: CollectionBeforeChangeHook = ({ data, req }) => {
  if (!req.context[PUBLISH_RESTORED]) return data
  delete req.context[PUBLISH_RESTORED]
  return { ...data, _status: 'published' }
}

/**
 * The same for a global. Payload writes a restored global's version straight to its row, with no
 * hook before, so its status is set right after: an autosaved draft restored becomes what citizens read.
 */
export const publishRestoredGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  if (!req.context[PUBLISH_RESTORED]) return doc
  delete req.context[PUBLISH_RESTORED]
  if (doc._status === 'published') return doc
  await req.payload.db.updateGlobal({ slug: global.slug, data: { _status: 'published' }, req })
  return { ...doc, _status: 'published' }
}
