import { APIError, type CollectionBeforeOperationHook } from 'payload'

/**
 * An upload collection's create without a file is refused with the collection's own sentence
 * (Payload's "No files were uploaded." would do, but the admin form deserves the product's words).
 */
export const requireFileOnCreate =
  (message: string): CollectionBeforeOperationHook =>
  ({ args, operation, req }) => {
    if (operation === 'create' && !req.file) throw new APIError(message, 400, undefined, true)
    return args
  }
