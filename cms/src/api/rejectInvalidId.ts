import type { CollectionBeforeOperationHook, Plugin } from 'payload'

import { checkedId } from '../lib/ids'

/**
 * An id that cannot exist ('abc' where ids are numbers) is refused with 400 before it reaches the
 * database, whichever route or Local API call carries it; SQL drivers would otherwise answer 500.
 */
export const rejectInvalidId: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const { id } = args as { id?: unknown }
  if (id !== undefined && id !== null) checkedId(req.payload, id, collection)
  return args
}

/** Puts the id check first in every collection's `beforeOperation` hooks, so none is left without it. */
export const rejectInvalidIds = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [rejectInvalidId, ...(collection.hooks?.beforeOperation ?? [])],
    },
  })),
})
