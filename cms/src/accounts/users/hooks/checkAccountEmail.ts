import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { CONTACT_FORM, isBlank, validateField } from 'shared-types'

/**
 * An account's address follows the contact form's rule (a valid address of at most
 * EMAIL_MAX_LENGTH characters); a blank one is left to Payload's required check.
 */
export const checkAccountEmail: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'create' || operation === 'update') {
    const email = (args.data as { email?: unknown } | undefined)?.email
    if (email !== undefined && !isBlank(email)) {
      const message = validateField(CONTACT_FORM, 'email', email)
      if (message) throw new APIError(message, 400, [{ path: 'email', message }], true)
    }
  }
  return args
}
