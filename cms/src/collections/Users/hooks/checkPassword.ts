import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { validatePassword } from 'shared-types'

/** Payload's own password rule is 3 characters; every path that sets a password passes here. */
export const checkPassword: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'create' || operation === 'update' || operation === 'resetPassword') {
    const password = (args.data as { password?: unknown } | undefined)?.password
    if (password !== undefined) {
      const message = validatePassword(typeof password === 'string' ? password : '')
      if (message) throw new APIError(message, 400, [{ path: 'password', message }], true)
    }
  }
  return args
}
