import { APIError, type CollectionConfig } from 'payload'
import { validatePassword } from 'shared-types'

import { isAdmin, isAdminField } from '../access'

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
  custom: { notFoundMessage: 'Administrateur non trouvé', invalidIdMessage: "Identifiant d'administrateur invalide" },
  access: {
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    unlock: isAdmin,
    admin: ({ req }) => req.user?.role === 'admin',
  },
  hooks: {
    beforeOperation: [
      ({ args, operation }) => {
        // Payload's own password rule is 3 characters; every path that sets a password passes here.
        if (operation === 'create' || operation === 'update' || operation === 'resetPassword') {
          const password = (args.data as { password?: unknown } | undefined)?.password
          if (password !== undefined) {
            const message = validatePassword(typeof password === 'string' ? password : '')
            if (message) throw new APIError(message, 400, [{ path: 'password', message }], true)
          }
        }
        return args
      },
    ],
  },
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
