import { randomBytes } from 'node:crypto'

import { LRUCache } from 'lru-cache'
import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { ACCOUNT_MESSAGES, HANDOFF_TARGETS, SESSION_HANDOFF, type HandoffTarget } from 'shared-types'

import type { User } from 'shared-types/payload-types'

import { signSessionToken } from '../users/hooks/sessionLifetime'
import { publicUser } from './auth'
import { jsonObject } from '../../api/body'

type Handoff = { userId: User['id']; sid: string; to: HandoffTarget }

/**
 * Codes waiting to be exchanged, in the server's memory: they live a minute, and the commune runs
 * one CMS server (a second one would need them in the database).
 */
const handoffs = new LRUCache<string, Handoff>({ max: 10_000, ttl: SESSION_HANDOFF.codeSeconds * 1000 })

const invalidCode = () => new APIError(SESSION_HANDOFF.invalidCode, 400, undefined, true)

/** The signed-in session of the request, by the panel's cookie or the screens' bearer token. */
function sessionOf(req: PayloadRequest): { userId: User['id']; sid: string } {
  const user = req.user as (User & { _sid?: string; collection?: string }) | null
  if (user?.collection !== 'users' || !user._sid)
    throw new APIError(ACCOUNT_MESSAGES.sessionInvalid, 401, undefined, true)
  return { userId: user.id, sid: user._sid }
}

/** The session `sid` of the account, if it is still open. */
async function openSession(req: PayloadRequest, { userId, sid }: Handoff) {
  const user = (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })) as User | null
  const session = user?.sessions?.find((candidate) => candidate.id === sid)
  return user && session && new Date(session.expiresAt).getTime() > Date.now() ? user : null
}

/** One sign-in across the panel and the site's screens (shared-types `SESSION_HANDOFF`). */
export const sessionHandoffEndpoints: Endpoint[] = [
  {
    // The tool a clerk leaves asks for a code for the other one, for its own session.
    path: '/auth/handoff',
    method: 'post',
    handler: async (req) => {
      const session = sessionOf(req)
      const { to } = jsonObject(await req.text!())
      if (!HANDOFF_TARGETS.includes(to as HandoffTarget))
        throw new APIError(SESSION_HANDOFF.unknownTarget, 400, undefined, true)
      const code = randomBytes(32).toString('base64url')
      handoffs.set(code, { ...session, to: to as HandoffTarget })
      return Response.json({ code, expiresIn: SESSION_HANDOFF.codeSeconds })
    },
  },
  {
    // The other tool exchanges it, once, for a token of the same session: the panel as its cookie,
    // the screens in the answer (they keep it as the token their own sign-in gives).
    path: '/auth/exchange',
    method: 'post',
    handler: async (req) => {
      const { code } = jsonObject(await req.text!())
      const handoff = typeof code === 'string' ? handoffs.get(code) : undefined
      if (!handoff) throw invalidCode()
      handoffs.delete(code as string)
      const user = await openSession(req, handoff)
      if (!user) throw invalidCode()
      const users = req.payload.collections.users.config
      const { exp, token } = await signSessionToken(req, users, user, handoff.sid)
      if (handoff.to === 'screens') return Response.json({ token, exp, user: publicUser(user) })
      const cookie = generatePayloadCookie({
        collectionAuthConfig: users.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token,
      })
      return Response.json({ exp, user: publicUser(user) }, { headers: { 'Set-Cookie': cookie } })
    },
  },
]
