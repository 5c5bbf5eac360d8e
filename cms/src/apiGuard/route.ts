import { match, type MatchFunction } from 'path-to-regexp'
import type { CollectionSlug, Endpoint, Payload, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'

/** What a request under /api aims at, resolved the way Payload's `handleEndpoints` resolves it. */
export type ApiRoute = {
  method: string
  /** The path below the collection or global, as Payload matches its endpoints: '/', '/12', '/versions/3'. */
  subPath: string
  collection?: SanitizedCollectionConfig
  global?: SanitizedGlobalConfig
  /** The endpoint Payload will run, or undefined when none matches (Payload answers 404). */
  endpoint?: Endpoint
  params: Record<string, string>
}

/** Payload's auth routes on an auth collection: they decide themselves who may call them. */
export const AUTH_ROUTES = new Set([
  '/login',
  '/logout',
  '/refresh-token',
  '/forgot-password',
  '/reset-password',
  '/first-register',
  '/init',
  '/me',
  '/unlock',
  '/access',
])

/**
 * Whether every segment of the address decodes to printable text: a broken %-escape, a NUL or any
 * control character would otherwise reach Payload's router or file system and end in a 500.
 */
export function isWellFormedPath(pathname: string): boolean {
  return pathname.split('/').every((raw) => {
    try {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this check refuses.
      return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(raw))
    } catch {
      return false
    }
  })
}

/** Each endpoint's path compiled once: the guard runs on every request, and endpoints never change. */
const matchers = new WeakMap<Endpoint, MatchFunction>()

const endpointParams = (endpoint: Endpoint, method: string, subPath: string): Record<string, string> | null => {
  if (endpoint.method !== method) return null
  let matcher = matchers.get(endpoint)
  if (!matcher) {
    matcher = match(endpoint.path, { decode: decodeURIComponent })
    matchers.set(endpoint, matcher)
  }
  const result = matcher(subPath)
  return result ? (result.params as Record<string, string>) : null
}

/** Resolves `/api/...` to its collection or global and the endpoint Payload would pick. */
export function resolveRoute(payload: Payload, method: string, pathname: string): ApiRoute {
  const apiPath = pathname.replace(/^\/api/, '').replace(/\/$/, '') || '/'
  const lowerMethod = method.toLowerCase()
  const [, first = '', second = ''] = apiPath.split('/')

  let collection: SanitizedCollectionConfig | undefined
  let global: SanitizedGlobalConfig | undefined
  let subPath = apiPath
  let endpoints: Endpoint[] | false = payload.config.endpoints
  if (first === 'globals' && second) {
    global = payload.config.globals.find((each) => each.slug === second)
    if (global) {
      subPath = apiPath.slice(`/globals/${second}`.length) || '/'
      endpoints = global.endpoints
    }
  } else if (first in payload.collections) {
    collection = payload.collections[first as CollectionSlug].config
    subPath = apiPath.slice(`/${first}`.length) || '/'
    endpoints = collection.endpoints
  }

  for (const endpoint of endpoints || []) {
    const params = endpointParams(endpoint, lowerMethod, subPath)
    if (params) return { method: lowerMethod, subPath, collection, global, endpoint, params }
  }
  return { method: lowerMethod, subPath, collection, global, params: {} }
}

export type WriteOperation = 'create' | 'update' | 'delete'

/** The access a write route needs, or undefined for reads and for routes that check their own callers. */
export function writeOperationOf(route: ApiRoute): WriteOperation | undefined {
  if (!route.collection && !route.global) return undefined
  if (route.collection?.auth && AUTH_ROUTES.has(route.subPath)) return undefined
  if (route.global) return route.method === 'post' ? 'update' : undefined
  switch (route.method) {
    case 'post':
      // POST /versions/:id restores a version: an update of the document.
      return route.subPath.startsWith('/versions/') ? 'update' : 'create'
    case 'put':
    case 'patch':
      return 'update'
    case 'delete':
      return 'delete'
    default:
      return undefined
  }
}
