import type { Validate } from 'payload'
import { MESSAGES, PAGE_FORM } from 'shared-types'

import { fieldRule } from '../../../fields/fieldRule'

const slugRule = fieldRule(PAGE_FORM, 'slug')

/**
 * The address's shape and reserved words (shared rules), then whether another page already has it,
 * looked up in the write's own transaction: a clear French refusal instead of the unique index's
 * (which still stops two simultaneous writes; the collection's duplicateMessage answers that one).
 */
export const validateSlug: Validate = async (value, options) => {
  const shape = await slugRule(value, options)
  if (shape !== true) return shape
  const { req, id } = options as unknown as { req: Parameters<Validate>[1]['req']; id?: number | string }
  const { totalDocs } = await req.payload.count({
    collection: 'pages',
    where: { and: [{ slug: { equals: value } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0 ? MESSAGES.pageSlugTaken : true
}
