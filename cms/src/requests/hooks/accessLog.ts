import type { CollectionAfterChangeHook, CollectionAfterReadHook, PayloadRequest } from 'payload'

import { REQUEST_LOG } from '../slugs'
import type { RequestLogAction } from '../collections/RequestLog'

/**
 * « Journal des demandes »: every view and change of a request by staff (docs/product/requests.md#privacy).
 * A list is written once per call, a document once per call too, whatever the hooks Payload runs.
 */
export async function logRequestAction(
  req: PayloadRequest,
  action: RequestLogAction,
  reference?: string,
  detail?: string,
): Promise<void> {
  if (req.user?.collection !== 'users') return
  await req.payload.create({
    collection: REQUEST_LOG,
    data: { action, reference, user: req.user.id as number, detail },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

const loggedKey = (action: string, reference?: string) => `requestLog:${action}:${reference ?? ''}`

/** Once per request and per (action, reference): Payload may read a document several times in one call. */
async function logOnce(req: PayloadRequest, action: RequestLogAction, reference?: string, detail?: string) {
  const key = loggedKey(action, reference)
  if (req.context[key]) return
  req.context[key] = true
  await logRequestAction(req, action, reference, detail)
}

export const logRequestReads: CollectionAfterReadHook = async ({ doc, req, findMany, overrideAccess }) => {
  if (overrideAccess || req.user?.collection !== 'users' || req.context.requestChanged) return doc
  if (findMany) await logOnce(req, 'list')
  else await logOnce(req, 'read', doc.reference)
  return doc
}

export const logRequestChange: CollectionAfterChangeHook = async ({ doc, req, operation }) => {
  if (operation !== 'update') return doc
  req.context.requestChanged = true
  await logOnce(req, 'update', doc.reference)
  return doc
}

export const logAttachmentReads: CollectionAfterReadHook = async ({ doc, req, findMany, overrideAccess }) => {
  if (overrideAccess || findMany || req.user?.collection !== 'users') return doc
  await logOnce(req, 'file', doc.reference, doc.filename)
  return doc
}
