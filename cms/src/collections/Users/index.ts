import type { CollectionConfig } from 'payload'
import { NOT_FOUND_MESSAGES } from 'shared-types'

import { isAdmin, isAdminField } from '../../access'
import { rejectInvalidId } from '../../hooks/rejectInvalidId'
import { checkPassword } from './hooks/checkPassword'

const LOCK_MINUTES = 15

/**
 * Administrators of the commune. Hardened beyond Payload's defaults for OWASP ASVS level 1:
 * 12-character passwords, lock after 5 failed sign-ins, short sessions, Secure cookies over HTTPS.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Administrateur', plural: 'Administrateurs' },
  admin: { useAsTitle: 'email', group: 'Administration', defaultColumns: ['email', 'name', 'role'] },
  auth: {
    tokenExpiration: 2 * 60 * 60,
    maxLoginAttempts: 5,
    lockTime: LOCK_MINUTES * 60 * 1000,
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
  hooks: { beforeOperation: [rejectInvalidId, checkPassword] },
  fields: [
    { name: 'name', type: 'text', label: 'Nom' },
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
