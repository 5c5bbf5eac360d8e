import type { CollectionAfterChangeHook } from 'payload'
import type { RequestState } from 'shared-types'

import { notifyRequestChange } from '../notifications'

/** Tells the citizen of a change of state, by SMS and by e-mail when one was given, in the change's transaction. */
export const notifyStateChange: CollectionAfterChangeHook = async ({ doc, req, operation }) => {
  const change = req.context.requestStateChanged as { state: RequestState; note: string } | undefined
  if (operation !== 'update' || !change) return doc
  req.context.requestStateChanged = undefined
  await notifyRequestChange(req, doc, change.state, change.note)
  return doc
}
