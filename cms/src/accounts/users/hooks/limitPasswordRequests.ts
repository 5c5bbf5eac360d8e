import type { CollectionBeforeOperationHook } from 'payload'
import { normalizeEmail } from 'shared-types'

import { clientAddress } from '../../../lib/clientAddress'
import { consumeLimit } from '../../rateLimit'

/**
 * Forgotten-password requests per address and per account (each may send an e-mail: no flooding a
 * clerk's mailbox; signing in stays open), password resets per address. Server code is not limited.
 */
export const limitPasswordRequests: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  if (operation === 'forgotPassword') {
    await consumeLimit(req, 'forgotPasswordAddress', await clientAddress(req))
    const account = normalizeEmail((args as { data?: { email?: unknown } }).data?.email)
    if (account) await consumeLimit(req, 'forgotPasswordAccount', account)
  }
  if (operation === 'resetPassword') await consumeLimit(req, 'resetPassword', await clientAddress(req))
  return args
}
