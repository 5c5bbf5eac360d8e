import { APIError, getPayload, headersWithCors, type Payload, type PayloadRequest } from 'payload'
import { REQUEST_MESSAGES, requestTooLargeMessage, uploadTooLargeMessage } from 'shared-types'

import { checkedId } from '../lib/ids'
import { hasSessionCookie } from '../lib/sessionCookie'
import { RequestRefusal, checkMultipart, jsonObject, readBodyWithin } from '../api/body'
import { BadQueryError, checkListQuery } from './query'
import { resolveRoute, writeOperationOf, type ApiRoute } from './route'

export type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
/** The Payload config, handed in by the route (`@payload-config`), which sits above this folder. */
export type PayloadConfig = Parameters<typeof getPayload>[0]['config']

/** Text fields of any document fit well within this. */
export const TEXT_BODY_LIMIT = 1024 * 1024
/** Sign-in, sign-up and password calls carry an e-mail, a password and a name: far less than this. */
export const AUTH_BODY_LIMIT = 16 * 1024
/** What a visitor may send without an account (a contact message, a newsletter sign-up). */
export const PUBLIC_BODY_LIMIT = 64 * 1024

const isOverriddenRead = (request: Request) =>
  request.method === 'POST' &&
  [request.headers.get('x-payload-http-method-override'), request.headers.get('x-http-method-override')].includes('GET')

/** The body a route may receive, and the French sentence that refuses more: a file only comes in a form. */
function bodyLimitOf(route: ApiRoute, anonymousWrite: boolean, isForm: boolean): { limit: number; message: string } {
  // An endpoint's own limit, else its collection's (an upload collection on Payload's own routes: recordings).
  const maxFileBytes = ((route.endpoint?.custom ?? route.collection?.custom) as { maxFileBytes?: number } | undefined)
    ?.maxFileBytes
  if (maxFileBytes && isForm)
    return { limit: maxFileBytes + TEXT_BODY_LIMIT, message: uploadTooLargeMessage(maxFileBytes) }
  // An endpoint that receives another service's documents says how large they may be (deploy notifications).
  const maxBodyBytes = (route.endpoint?.custom as { maxBodyBytes?: number } | undefined)?.maxBodyBytes
  if (maxBodyBytes) return { limit: maxBodyBytes, message: requestTooLargeMessage(maxBodyBytes) }
  const limit =
    (!route.collection && !route.global) || route.collection?.auth
      ? AUTH_BODY_LIMIT
      : anonymousWrite
        ? PUBLIC_BODY_LIMIT
        : TEXT_BODY_LIMIT
  return { limit, message: requestTooLargeMessage(limit) }
}

/**
 * Whether the route's access rule lets a caller without an account through (contact messages do), or
 * the route is one of the project's own that says who may call it itself (`custom.checksItsCallers`:
 * anyone asks for an SMS code, nobody creates a subscriber through Payload's route).
 */
async function openToAnonymous(payload: Payload, route: ApiRoute, operation: 'create' | 'update' | 'delete') {
  if ((route.endpoint?.custom as { checksItsCallers?: boolean } | undefined)?.checksItsCallers) return true
  const access = route.collection ? route.collection.access[operation] : route.global?.access.update
  if (!access) return false
  const req = { user: null, payload, headers: new Headers(), context: {} } as unknown as PayloadRequest
  try {
    return (await access({ req, id: route.params.id, data: undefined } as never)) !== false
  } catch {
    return false
  }
}

/**
 * The origin whose page sent a session cookie that Payload ignored for its CSRF list (auth/extractJWT):
 * the clerk is signed in, only the page she used is not trusted, so she is told that, not to sign in.
 */
function refusedCookieOrigin(payload: Payload, headers: Headers): string | null {
  const origin = headers.get('origin')
  if (!hasSessionCookie(payload, headers) || !origin || headers.has('authorization')) return null
  return payload.config.csrf.length > 0 && !payload.config.csrf.includes(origin) ? origin : null
}

/** Refusals that need no body: who is calling (for a write), the ids in the address, the list parameters. */
async function checkAddressAndCaller(payload: Payload, request: Request, route: ApiRoute, url: URL): Promise<boolean> {
  const { collection, global, params } = route
  if (collection && collection.endpoints === false) throw new RequestRefusal(404, REQUEST_MESSAGES.unknownRoute)
  if (route.subPath.startsWith('/versions') && !(collection?.versions || global?.versions)) {
    throw new RequestRefusal(404, REQUEST_MESSAGES.unknownRoute)
  }
  // A caller who may not write learns nothing more about the request than that.
  const operation = isOverriddenRead(request) ? undefined : writeOperationOf(route)
  const anonymousWrite = operation ? await openToAnonymous(payload, route, operation) : false
  if (operation && !anonymousWrite) {
    const { user } = await payload.auth({ headers: request.headers })
    if (!user) {
      const origin = refusedCookieOrigin(payload, request.headers)
      if (origin) throw new RequestRefusal(403, REQUEST_MESSAGES.untrustedOrigin(origin))
      throw new RequestRefusal(401, REQUEST_MESSAGES.signInRequired)
    }
  }
  if (params.id !== undefined) checkedId(payload, params.id, collection)
  if (params.filename !== undefined && (/[/\\]/.test(params.filename) || params.filename.startsWith('.'))) {
    throw new RequestRefusal(400, REQUEST_MESSAGES.badFileName)
  }
  const fields = collection?.flattenedFields ?? global?.flattenedFields
  if (fields && route.endpoint) checkListQuery(payload, url.search, fields)
  return anonymousWrite
}

/**
 * A route that takes a plain form, as a mail client's one-click unsubscribe (RFC 8058) posts it:
 * `List-Unsubscribe=One-Click`, which the route itself does not need to read.
 */
const acceptsFormBody = (route: ApiRoute): boolean =>
  Boolean((route.endpoint?.custom as { acceptsFormBody?: boolean } | undefined)?.acceptsFormBody)

/** Reads the body within its limit and checks its format, then hands Payload a copy of it. */
async function checkedBody(
  payload: Payload,
  request: Request,
  route: ApiRoute,
  anonymousWrite: boolean,
): Promise<Request> {
  const overriddenRead = isOverriddenRead(request)
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  const isForm = type === 'multipart/form-data'
  const { limit, message } = overriddenRead
    ? { limit: PUBLIC_BODY_LIMIT, message: requestTooLargeMessage(PUBLIC_BODY_LIMIT) }
    : bodyLimitOf(route, anonymousWrite, isForm)
  const bytes = await readBodyWithin(request, limit, message)
  if (isForm) await checkMultipart(request.headers.get('content-type')!, bytes)
  else if (bytes.length > 0) {
    if (type === 'application/json') jsonObject(bytes.toString('utf8'))
    else if (overriddenRead && type === 'application/x-www-form-urlencoded' && route.collection) {
      checkListQuery(payload, `?${bytes.toString('utf8')}`, route.collection.flattenedFields)
    } else if (!(type === 'application/x-www-form-urlencoded' && acceptsFormBody(route))) {
      throw new RequestRefusal(415, REQUEST_MESSAGES.unsupportedBody)
    }
  }
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(bytes.length))
  return new Request(request.url, {
    method: request.method,
    headers,
    body: bytes.length > 0 ? new Uint8Array(bytes) : undefined,
    signal: request.signal,
  })
}

/**
 * Every /api request passes here before Payload's REST handler. Payload trusts what it is given:
 * it reads `19abc` as id 19, passes `limit=1e309` to the database and parses bodies of any size for
 * callers who may not write. This guard refuses each of those classes in French, in order: the
 * caller's right to write, the ids in the address, the list parameters (all before a byte of the
 * body is read), then the body's real size and format. A malformed address never gets here: proxy.ts
 * refuses it before Next's router chokes on it.
 */
export const guardApi =
  (config: PayloadConfig, handler: RouteHandler): RouteHandler =>
  async (request, context) => {
    const payload = await getPayload({ config })
    const url = new URL(request.url)
    try {
      const route = resolveRoute(payload, request.method, url.pathname)
      const anonymousWrite = await checkAddressAndCaller(payload, request, route, url)
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS'
      return await handler(hasBody ? await checkedBody(payload, request, route, anonymousWrite) : request, context)
    } catch (error) {
      const isRefusal = error instanceof APIError && error.isPublic
      if (!isRefusal && !(error instanceof BadQueryError)) throw error
      const status = isRefusal ? error.status : 400
      const req = { payload, headers: request.headers } as unknown as PayloadRequest
      return Response.json(
        { message: error.message, errors: [{ message: error.message }] },
        { status, headers: headersWithCors({ headers: new Headers(), req }) },
      )
    }
  }
