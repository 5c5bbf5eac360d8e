import type { CollectionBeforeOperationHook } from 'payload'

import { invalidIdError, invalidIdMessageOf, isValidId } from '../lib/ids'

/**
 * An id that cannot exist ('abc' where ids are numbers) is refused with 400 before it reaches the
 * database, whichever route or Local API call carries it; SQL drivers would otherwise answer 500.
 * Every collection lists it first in its `beforeOperation` hooks.
 */
export const rejectInvalidId: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const { id } = args as { id?: unknown }
  if (id !== undefined && id !== null && !isValidId(req.payload, id)) {
    throw invalidIdError(invalidIdMessageOf(collection.custom))
  }
  return args
}
