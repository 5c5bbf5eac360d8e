import type { CollectionBeforeValidateHook } from 'payload'
import { parseRequiredDocs } from 'shared-types'

/**
 * Clients send a list, a JSON-encoded list or plain text: stored as a list, empty entries dropped
 * (docs/product/citizen-space.md#the-procedure).
 */
export const listRequiredDocs: CollectionBeforeValidateHook = ({ data }) => {
  if (data && 'requiredDocs' in data) data.requiredDocs = parseRequiredDocs(data.requiredDocs)
  return data
}
