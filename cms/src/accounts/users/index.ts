import type { Access, CollectionConfig } from 'payload'
import { NOT_FOUND_MESSAGES, ROLE_OPTIONS } from 'shared-types'

import { isAdmin, isAdminField, roleOf } from '../../access'
import { acceptInvitation } from './hooks/acceptInvitation'
import { checkAccountEmail } from './hooks/checkAccountEmail'
import { checkPassword } from './hooks/checkPassword'
import { closeRegistration, rememberAccountCreation } from './hooks/closeRegistration'
import { DISPLAY_NAME_MAX_LENGTH, keepBylinesOfDeletedAccount, rebuildAfterRename } from './hooks/displayName'
import { keepLastAdministrator } from './hooks/keepLastAdministrator'
import { limitPasswordRequests } from './hooks/limitPasswordRequests'
import { TOKEN_EXPIRATION_SECONDS, refreshWithinLifetime, refuseEndedSession } from './hooks/sessionLifetime'
import { forgotPasswordEndpoint } from './forgotPassword'
import { inviteEndpoint } from './invite'
import { countFailedSignIn, guardSignIn, settleSignIn } from './hooks/signInGuard'

/** An administrator, or the account itself (its own name and password). */
const adminOrSelf: Access = ({ req }) =>
  isAdmin({ req }) || (req.user?.collection === 'users' ? { id: { equals: req.user.id } } : false)

/**
 * The commune's staff accounts, each with a role (shared-types/roles.ts): administrateur,
 * éditeur or rédacteur; only administrators manage accounts. Hardened beyond Payload's defaults for OWASP ASVS 5.0 level 1:
 * 12-character passwords that are not common or trivial, addresses of at most 320 characters,
 * sign-in limited per address and slowed per account (never locked: anyone could lock a clerk out),
 * sessions of 2 h renewed by refresh up to 12 h after sign-in, Secure cookies over HTTPS, and
 * always one administrator left.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'un compte', plural: 'Comptes' },
  admin: {
    useAsTitle: 'email',
    group: 'Administration',
    defaultColumns: ['email', 'displayName', 'role', 'invitedAt'],
    // « Inviter un membre du personnel » above the list, for administrators.
    components: { beforeList: ['/panel/components/InviteStaff#InviteStaff'] },
  },
  // What an account embeds where staff read it (a news item's author, a version's `updatedBy`): who it is, not its sessions.
  defaultPopulate: { email: true, displayName: true },
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
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
    // Every staff account signs in to the panel; what it sees there follows its role.
    admin: ({ req }) => roleOf(req) !== undefined,
  },
  // Accounts are private and have no contract endpoints (the /api contract's auth calls are in accounts/endpoints/auth.ts);
  // the forgotten-password route sends the commune's own e-mail, and administrators invite staff by e-mail.
  endpoints: [forgotPasswordEndpoint, inviteEndpoint],
  hooks: {
    beforeOperation: [
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
    afterLogin: [settleSignIn, acceptInvitation],
    afterError: [countFailedSignIn],
    refresh: [refreshWithinLifetime],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: 'Nom de la personne',
      admin: {
        description:
          'Pour le personnel seulement : qui utilise ce compte. Le site ne le montre jamais ; il affiche le « Nom affiché ».',
      },
    },
    {
      name: 'displayName',
      type: 'text',
      label: 'Nom affiché',
      maxLength: DISPLAY_NAME_MAX_LENGTH,
      admin: {
        description:
          'Signe les actualités que ce compte publie. Sans nom affiché, elles sont signées de la « Signature des actualités » choisie dans « La commune ».',
      },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() || null : value)] },
    },
    {
      name: 'role',
      type: 'select',
      label: 'Rôle',
      required: true,
      // The least a new account may do; an administrator raises it.
      defaultValue: 'writer',
      saveToJWT: true,
      options: ROLE_OPTIONS,
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description:
          'Administrateur : tout, comptes compris. Éditeur : publie et supprime les contenus. Rédacteur : prépare des brouillons et les soumet pour relecture.',
      },
    },
    {
      name: 'invitedAt',
      type: 'date',
      label: 'Invitation envoyée le',
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'Invitation en attente : la personne n’a pas encore choisi son mot de passe depuis le lien reçu. Vide dès qu’elle l’a choisi.',
        condition: (data) => Boolean(data?.invitedAt),
      },
    },
  ],
}
