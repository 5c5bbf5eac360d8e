import type { Plugin } from 'payload'

import { unboundedNumbers } from './fields/numberField'
import { checkWriteData } from './hooks/checkWriteData'
import { commitWriteTransaction, openWriteTransaction } from '../storage/writeTransaction'

/**
 * Every collection, Payload's own included, writes in one transaction and checks the kind of each
 * value and the existence of each linked document first: a plugin, so that a collection added
 * later cannot miss it. A number field of a collection or global without bounds stops the start.
 */
export const strictWrites = (): Plugin => (config) => {
  const unbounded = [...(config.collections ?? []), ...(config.globals ?? [])].flatMap(({ slug, fields }) =>
    unboundedNumbers(fields).map((path) => `${slug}.${path}`),
  )
  if (unbounded.length > 0) {
    throw new Error(
      `Champs numériques sans bornes (min et max, voir content/fields/numberField.ts) : ${unbounded.join(', ')}`,
    )
  }
  return {
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
  }
}
