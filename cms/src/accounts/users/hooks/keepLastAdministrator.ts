import { APIError, type CollectionBeforeOperationHook, type PayloadRequest, type Where } from 'payload'
import { ACCOUNT_MESSAGES } from 'shared-types'

import { roleOf } from '../../../access'

/**
 * The last administrator can be neither deleted nor given another role, by any route (one id or a
 * `where` on many) or the Local API, so the commune always keeps someone who can sign in. Checked
 * before anything is written: a refused request changes nothing.
 *
 * Two administrators deleting each other at the same instant could still both pass (each sees the
 * other); even then registration stays closed (closeRegistration.ts), so nobody can take over.
 */
export const keepLastAdministrator: CollectionBeforeOperationHook = async ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  // Only an administrator can delete accounts or change roles: anyone else is refused by the access rules.
  if (!overrideAccess && roleOf(req) !== 'admin') return args
  const { id, where, data } = args as { id?: number | string; where?: Where; data?: { role?: unknown } }
  if (operation === 'delete') {
    await refuseIfNoAdministratorLeft(req, id, where, ACCOUNT_MESSAGES.lastAdministratorDelete)
  }
  if (operation === 'update' && data && data.role !== undefined && data.role !== 'admin') {
    await refuseIfNoAdministratorLeft(req, id, where, ACCOUNT_MESSAGES.lastAdministratorRole)
  }
  return args
}

async function refuseIfNoAdministratorLeft(
  req: PayloadRequest,
  id: number | string | undefined,
  where: Where | undefined,
  message: string,
) {
  // Every account the request could touch, whatever the caller may see: the check errs on the safe side.
  const { docs } = await req.payload.find({
    collection: 'users',
    where: id !== undefined ? { id: { equals: id } } : (where ?? {}),
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs.length === 0) return
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ role: { equals: 'admin' } }, { id: { not_in: docs.map((doc) => doc.id) } }] },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) throw new APIError(message, 409, undefined, true)
}
