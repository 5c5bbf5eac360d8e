import { randomBytes } from 'node:crypto'

import { APIError, Forbidden, forgotPasswordOperation, type Endpoint, type PayloadRequest } from 'payload'
import {
  ACCOUNT_MESSAGES,
  CONTACT_FORM,
  MESSAGES,
  ROLE_LABELS,
  isBlank,
  isStaffRole,
  normalizeEmail,
  validateField,
  type StaffRole,
} from 'shared-types'

import type { User } from 'shared-types/payload-types'

import { isAdmin } from '../../access'
import { jsonObject } from '../../api/body'
import { queueEmail } from '../../messaging/outbox'
import { inTransaction } from '../../storage/ownTransaction'
import { publicUser } from '../endpoints/auth'
import { ISSUING_INVITATION } from './hooks/limitPasswordRequests'
import { INVITATION_LINK_MS, invitationEmail } from './mail'

type Invitation = { email: string; role: StaffRole; displayName: string | null | undefined }

const refuse = (message: string, path?: string): never => {
  throw new APIError(message, 400, path ? [{ path, message }] : undefined, true)
}

/** The body's address, role and optional display name, each checked with its French refusal. */
function readInvitation(body: Record<string, unknown>): Invitation {
  const { email, role, displayName } = body
  if (isBlank(email) || validateField(CONTACT_FORM, 'email', email)) refuse(MESSAGES.invalidEmail, 'email')
  if (!isStaffRole(role)) refuse(ACCOUNT_MESSAGES.invitationRole, 'role')
  if (displayName !== undefined && displayName !== null && typeof displayName !== 'string') {
    refuse(ACCOUNT_MESSAGES.invitationDisplayName, 'displayName')
  }
  return {
    email: normalizeEmail(email),
    role: role as StaffRole,
    displayName: displayName as Invitation['displayName'],
  }
}

/** Who the e-mail says invites: the person's name, else the account's display name, else its address. */
const inviterOf = (req: PayloadRequest): string => {
  const user = req.user as Partial<User> | null
  return user?.name?.trim() || user?.displayName?.trim() || user?.email || ''
}

/**
 * `POST /api/users/invite` `{ email, role, displayName? }` (docs/API.md, administrators only): creates
 * the account with a random password nobody knows, marks it invited (`invitedAt`), gives it Payload's
 * reset token valid INVITATION_LINK_MS and queues the « Choisir mon mot de passe » e-mail, all in one
 * transaction. An account that is still only invited (it never chose a password: hooks/acceptInvitation)
 * is invited again, with a new link; any other address in use is a 409.
 */
export const inviteEndpoint: Endpoint = {
  path: '/invite',
  method: 'post',
  handler: async (req) => {
    // The API guard answered anonymous callers 401 before reading the body.
    if (!isAdmin({ req })) throw new Forbidden(req.t)
    const invitation = readInvitation(jsonObject(await req.text!()))
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { email: { equals: invitation.email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const existing = docs[0]
    if (existing && !existing.invitedAt)
      throw new APIError(ACCOUNT_MESSAGES.invitationAddressUsed, 409, undefined, true)
    req.context[ISSUING_INVITATION] = true

    const doc = await inTransaction(req, async (tx) => {
      const data = {
        role: invitation.role,
        ...(invitation.displayName !== undefined ? { displayName: invitation.displayName } : {}),
        invitedAt: new Date().toISOString(),
      }
      // Access was checked above; `invitedAt` is the server's alone, hence overrideAccess.
      const account = existing
        ? await tx.payload.update({
            collection: 'users',
            id: existing.id,
            data,
            overrideAccess: true,
            depth: 0,
            req: tx,
          })
        : await tx.payload.create({
            collection: 'users',
            data: { ...data, email: invitation.email, password: randomBytes(32).toString('base64url') },
            overrideAccess: true,
            depth: 0,
            req: tx,
          })
      const token = await forgotPasswordOperation({
        collection: tx.payload.collections.users,
        data: { email: invitation.email } as { email: string; password: string },
        disableEmail: true,
        expiration: INVITATION_LINK_MS,
        req: tx,
      })
      if (!token) throw new Error(`The invited account ${account.id} was not found again`)
      const email = await invitationEmail(tx, {
        email: invitation.email,
        roleLabel: ROLE_LABELS[invitation.role],
        inviter: inviterOf(req),
        token,
      })
      await queueEmail(tx, { to: invitation.email, template: 'accountInvitation', ...email })
      return account
    })
    return Response.json(
      {
        message: ACCOUNT_MESSAGES.invitationSent(invitation.email),
        doc: { ...publicUser(doc), invitedAt: doc.invitedAt ?? null },
      },
      { status: existing ? 200 : 201 },
    )
  },
}
