import type { Plugin } from 'payload'

import { checkWriteData } from '../hooks/checkWriteData'

/**
 * Every collection, Payload's own included, checks the kind of each value and the existence of each
 * linked document before a write: a plugin, so that a collection added later cannot miss it.
 */
export const strictWrites = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeValidate: [...(collection.hooks?.beforeValidate ?? []), checkWriteData],
    },
  })),
})
