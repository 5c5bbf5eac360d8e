import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { ACCOUNT_MESSAGES } from 'shared-types'

import { firstAccountWasCreated, rememberFirstAccount } from '../../SeedState'
import { clientAddress } from '../../../lib/clientAddress'
import { consumeLimit } from '../../rateLimit'

/** Set by the first-run seed: the operator's ADMIN_EMAIL account may be created without a session. */
export const OPERATOR_CREATES_ACCOUNT = 'operatorCreatesAccount'

/**
 * Anyone may create the commune's first account, and nobody without a session afterwards, even if
 * every account were gone: the first creation is remembered for good (the seed-state global).
 */
export async function registrationIsOpen(req: PayloadRequest): Promise<boolean> {
  if (await firstAccountWasCreated(req)) return false
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0
}

const REGISTRATION_COUNTED = 'registrationCounted'

/** Registrations per client address (429 beyond RATE_LIMIT_REGISTER), counted once per request. */
export async function limitRegistration(req: PayloadRequest): Promise<void> {
  if (req.context[REGISTRATION_COUNTED]) return
  req.context[REGISTRATION_COUNTED] = true
  await consumeLimit(req, 'register', await clientAddress(req))
}

/**
 * Covers every way to create an account without a session: the site's /api/auth/register, Payload's
 * /api/users/first-register (which creates with overrideAccess) and the Local API.
 */
export const closeRegistration: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' || req.user) return args
  if (!req.context[OPERATOR_CREATES_ACCOUNT]) {
    if (req.payloadAPI !== 'local') await limitRegistration(req)
    if (!(await registrationIsOpen(req))) throw new APIError(ACCOUNT_MESSAGES.registrationClosed, 401, undefined, true)
  }
  // The first account and the operator's administer the commune: nobody else could give them the role.
  return { ...args, data: { ...args.data, role: 'admin' } }
}

export const rememberAccountCreation: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') await rememberFirstAccount(req.payload, req)
  return doc
}
