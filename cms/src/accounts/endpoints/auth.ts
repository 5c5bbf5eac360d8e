import { APIError, logoutOperation, type Endpoint, type PayloadRequest } from 'payload'
import { ACCOUNT_MESSAGES, validateLogin } from 'shared-types'

import type { User } from 'shared-types/payload-types'

import { limitRegistration, registrationIsOpen } from '../users/hooks/closeRegistration'
import { afterFailedSignIn, beforeSignIn } from '../users/hooks/signInGuard'
import { jsonObject } from '../../api/body'

// The CMS's own answers to the auth calls (the contract names no text for them; the site shows its own).
const SESSION_INVALID = ACCOUNT_MESSAGES.sessionInvalid
const ACCOUNT_CREATED = 'Compte administrateur créé avec succès'

/** What a client may know of an account: never the hash, salt, sessions or lock counters. */
export const publicUser = (user: Partial<User>) => ({
  id: user.id,
  email: user.email,
  name: user.name ?? null,
  displayName: user.displayName ?? null,
  role: user.role,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
})

/** The body's size (AUTH_BODY_LIMIT) was checked by the API guard on the bytes it read. */
async function readCredentials(req: PayloadRequest): Promise<{ email: string; password: string; name?: string }> {
  const { email, password, name } = jsonObject(await req.text!())
  // The login form's rules (LOGIN_FORM): both present, both text.
  const invalid = validateLogin({ email, password })
  if (invalid) throw new APIError(invalid, 400, undefined, true)
  return { email: String(email).trim(), password: String(password), name: typeof name === 'string' ? name : undefined }
}

/** Sign-ins and sign-outs of one account take turns in Payload itself (patches/README.md, `payload`). */
const signIn = async (req: PayloadRequest, email: string, password: string) => {
  const { token, user } = await req.payload.login({ collection: 'users', data: { email, password }, req })
  return { token, user: user ? publicUser(user) : null }
}

/** The /api contract's auth calls (docs/API.md), on top of Payload's sessions: a bearer token is a Payload JWT. */
export const authEndpoints: Endpoint[] = [
  {
    path: '/auth/login',
    method: 'post',
    handler: async (req) => {
      const { email, password } = await readCredentials(req)
      // Limits, slowdown and the failure floor (signInGuard) wait before Payload's turn of session
      // writes: an attacker's failures never hold up a clerk's sign-in.
      await beforeSignIn(req, { email, password })
      try {
        return Response.json({ ...(await signIn(req, email, password)), message: 'Connexion réussie' })
      } catch (error) {
        await afterFailedSignIn(req, error)
        throw error
      }
    },
  },
  {
    // Open until the commune's first account is created (whoever creates it); afterwards only an
    // administrator may register another, even if no account were left (Users/hooks/closeRegistration).
    path: '/auth/register',
    method: 'post',
    handler: async (req) => {
      // Anonymous attempts are limited per address; an administrator's registrations are not.
      if (!req.user) await limitRegistration(req)
      const isFirstAccount = await registrationIsOpen(req)
      if (!isFirstAccount && !req.user) throw new APIError(ACCOUNT_MESSAGES.registrationClosed, 401, undefined, true)
      const { email, password, name } = await readCredentials(req)
      const user = await req.payload.create({
        collection: 'users',
        data: { email, password, name, role: 'admin' },
        req,
        overrideAccess: isFirstAccount,
      })
      const body = isFirstAccount
        ? { ...(await signIn(req, email, password)), message: ACCOUNT_CREATED }
        : { user: publicUser(user), message: ACCOUNT_CREATED }
      return Response.json(body, { status: 201 })
    },
  },
  {
    path: '/auth/profile',
    method: 'get',
    handler: (req) => {
      if (!req.user) throw new APIError(SESSION_INVALID, 401, undefined, true)
      return Response.json({ user: publicUser(req.user as User) })
    },
  },
  {
    path: '/auth/me',
    method: 'get',
    handler: (req) => Response.json({ user: req.user ? publicUser(req.user as User) : null }),
  },
  {
    path: '/auth/logout',
    method: 'post',
    handler: async (req) => {
      // Ends the server-side session too, so a copied token stops working.
      if (req.user) await logoutOperation({ collection: req.payload.collections.users, req })
      return Response.json({ message: 'Déconnexion réussie' })
    },
  },
]
