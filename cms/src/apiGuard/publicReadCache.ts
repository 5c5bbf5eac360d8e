import { getPayload, type Payload } from 'payload'

import { isSameForEveryVisitor } from '../access'
import type { StoredAnswer } from '../storage/publicReadCache/cache'
import { publicReadCacheOf } from '../storage/publicReadCache/database'
import type { PayloadConfig, RouteHandler } from '.'
import { resolveRoute } from './route'

/**
 * Whether every caller without an account gets the same answer to this request, so that one
 * computed answer may serve them all: a GET of published content (a collection or global whose read
 * rule is the same for every visitor, access/index.ts), from a caller who shows no account and asks
 * for no draft and no fresh copy.
 */
function isPublicRead(payload: Payload, request: Request, url: URL): boolean {
  if (request.method !== 'GET' || url.searchParams.has('draft')) return false
  // Payload signs a caller in from the Authorization header or its token cookie: any cookie at all
  // leaves the request to Payload, rather than the cookies being parsed for the ones that count.
  if (request.headers.has('authorization') || request.headers.has('cookie')) return false
  // A client may ask for a fresh answer (RFC 9111: `Cache-Control: no-cache`, or HTTP/1.0's `Pragma`).
  if (/\bno-cache\b/i.test(`${request.headers.get('cache-control') ?? ''} ${request.headers.get('pragma') ?? ''}`))
    return false
  const { collection, global, endpoint } = resolveRoute(payload, request.method, url.pathname)
  return endpoint !== undefined && isSameForEveryVisitor(collection?.access.read ?? global?.access.read)
}

/** Only a success in JSON that says nothing against being stored: files are streamed, never kept. */
function isKeepable(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('application/json') &&
    !response.headers.has('set-cookie') &&
    !/\b(no-store|private)\b/i.test(response.headers.get('cache-control') ?? '')
  )
}

/** `X-Cache` says whether the answer was computed (MISS) or served from the cache (HIT): nothing else differs. */
const replay = (answer: StoredAnswer, cache: 'HIT' | 'MISS'): Response =>
  new Response(answer.body, { status: answer.status, headers: [...answer.headers, ['X-Cache', cache]] })

/**
 * Serves anonymous reads of public content from memory: the news list every citizen's page asks
 * for costs Payload a few milliseconds of one core (request, access, query, relations, read hooks);
 * answered again from here it costs a lookup. Any write empties the cache (database.ts), and an
 * answer is kept at most PUBLIC_READ_CACHE_SECONDS (5 s), for the writes of another CMS process.
 * Answers are kept by address and `Origin` (Payload's CORS headers follow it); the API speaks
 * French only, so `Accept-Language` changes nothing.
 */
export const withPublicReadCache =
  (config: PayloadConfig, handler: RouteHandler): RouteHandler =>
  async (request, context) => {
    const payload = await getPayload({ config })
    const cache = publicReadCacheOf(payload)
    if (!cache || !isPublicRead(payload, request, new URL(request.url))) return handler(request, context)

    const key = `${request.headers.get('origin') ?? ''} ${request.url}`
    const kept = cache.answerTo(key)
    if (kept) return replay(kept, 'HIT')
    const readStartedAt = cache.readStarts()
    const response = await handler(request, context)
    if (!isKeepable(response)) return response
    const answer: StoredAnswer = {
      status: response.status,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
    }
    cache.keep(readStartedAt, key, answer)
    return replay(answer, 'MISS')
  }
