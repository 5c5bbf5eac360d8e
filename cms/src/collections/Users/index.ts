import type { CollectionConfig } from 'payload'
import { NOT_FOUND_MESSAGES } from 'shared-types'

import { isAdmin, isAdminField } from '../../access'
import { rejectInvalidId } from '../../hooks/rejectInvalidId'
import { checkAccountEmail } from './hooks/checkAccountEmail'
import { checkPassword } from './hooks/checkPassword'
import { closeRegistration, rememberAccountCreation } from './hooks/closeRegistration'
import { DISPLAY_NAME_MAX_LENGTH, keepBylinesOfDeletedAccount, rebuildAfterRename } from './hooks/displayName'
import { keepLastAdministrator } from './hooks/keepLastAdministrator'
import { limitPasswordRequests } from './hooks/limitPasswordRequests'
import { TOKEN_EXPIRATION_SECONDS, refreshWithinLifetime, refuseEndedSession } from './hooks/sessionLifetime'
import { countFailedSignIn, guardSignIn } from './hooks/signInGuard'

/**
 * Administrators of the commune. Hardened beyond Payload's defaults for OWASP ASVS 5.0 level 1:
 * 12-character passwords that are not common or trivial, addresses of at most 320 characters,
 * sign-in limited per address and slowed per account (never locked: anyone could lock a clerk out),
 * sessions of 2 h renewed by refresh up to 12 h after sign-in, Secure cookies over HTTPS, and
 * always one administrator left.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'un administrateur', plural: 'Administrateurs' },
  admin: { useAsTitle: 'email', group: 'Administration', defaultColumns: ['email', 'displayName', 'role'] },
  auth: {
    tokenExpiration: TOKEN_EXPIRATION_SECONDS,
    // Payload's lock after N failures would let anyone lock the administrator out with N requests:
    // signInGuard limits per address and slows down per account instead.
    maxLoginAttempts: 0,
    useSessions: true,
    cookies: {
      sameSite: 'Lax',
      secure: (process.env.SERVER_URL ?? '').startsWith('https://'),
    },
  },
  custom: NOT_FOUND_MESSAGES.users,
  access: {
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    unlock: isAdmin,
    admin: ({ req }) => req.user?.role === 'admin',
  },
  // Accounts are private and have no spec endpoints (the spec's auth calls are in endpoints/auth.ts).
  hooks: {
    beforeOperation: [
      rejectInvalidId,
      guardSignIn,
      limitPasswordRequests,
      refuseEndedSession,
      closeRegistration,
      keepLastAdministrator,
      checkAccountEmail,
      checkPassword,
    ],
    beforeDelete: [keepBylinesOfDeletedAccount],
    afterChange: [rememberAccountCreation, rebuildAfterRename],
    afterError: [countFailedSignIn],
    refresh: [refreshWithinLifetime],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Nom' },
    {
      name: 'displayName',
      type: 'text',
      label: 'Nom affiché',
      maxLength: DISPLAY_NAME_MAX_LENGTH,
      admin: { description: 'Signe les actualités que ce compte publie. Sans nom affiché, elles indiquent « Auteur inconnu ».' },
      // The account itself or an administrator (today every account is one; the rule stays right if roles come).
      access: { update: (args) => isAdminField(args) || (args.req.user != null && String(args.req.user.id) === String(args.id)) },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() || null : value)] },
    },
    {
      name: 'role',
      type: 'select',
      label: 'Rôle',
      required: true,
      defaultValue: 'admin',
      saveToJWT: true,
      options: [{ label: 'Administrateur', value: 'admin' }],
      access: { update: isAdminField },
    },
  ],
}
