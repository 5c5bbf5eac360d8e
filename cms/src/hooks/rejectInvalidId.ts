import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { invalidIdError, invalidIdMessageOf, isValidId } from '../lib/ids'

/**
 * An id that cannot exist ('abc' where ids are numbers) is refused with 400 before it reaches the
 * database, whichever route or Local API call carries it; SQL drivers would otherwise answer 500.
 */
export const rejectInvalidId: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const { id } = args as { id?: unknown }
  if (id !== undefined && id !== null && !isValidId(req.payload, id)) {
    throw invalidIdError(invalidIdMessageOf(collection.custom))
  }
  return args
}

/** Puts the id check first on a collection. */
export const withIdCheck = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [rejectInvalidId, ...(collection.hooks?.beforeOperation ?? [])] },
})
