import type { CollectionBeforeOperationHook } from 'payload'
import { normalizeEmail } from 'shared-types'

import { clientAddress } from '../../../lib/clientAddress'
import { consumeLimit } from '../../rateLimit'

/** Set on an invitation's request: its reset token is not a forgotten-password request (users/invite.ts). */
export const ISSUING_INVITATION = 'issuingInvitation'

/**
 * Forgotten-password requests per address and per account (each may send an e-mail: no flooding a
 * clerk's mailbox; signing in stays open), password resets per address. Server code and an
 * administrator's invitation (its token is written by the same operation) are not limited.
 */
export const limitPasswordRequests: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || req.context[ISSUING_INVITATION]) return args
  if (operation === 'forgotPassword') {
    await consumeLimit(req, 'forgotPasswordAddress', await clientAddress(req))
    const account = normalizeEmail((args as { data?: { email?: unknown } }).data?.email)
    if (account) await consumeLimit(req, 'forgotPasswordAccount', account)
  }
  if (operation === 'resetPassword') await consumeLimit(req, 'resetPassword', await clientAddress(req))
  return args
}
