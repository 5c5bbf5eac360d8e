import type { Plugin } from 'payload'

import { checkWriteData } from '../hooks/checkWriteData'
import { commitWriteTransaction, openWriteTransaction } from '../hooks/writeTransaction'

/**
 * Every collection, Payload's own included, writes in one transaction and checks the kind of each
 * value and the existence of each linked document first: a plugin, so that a collection added
 * later cannot miss it.
 */
export const strictWrites = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [openWriteTransaction, ...(collection.hooks?.beforeOperation ?? [])],
      afterOperation: [...(collection.hooks?.afterOperation ?? []), commitWriteTransaction],
      beforeValidate: [...(collection.hooks?.beforeValidate ?? []), checkWriteData],
    },
  })),
})
