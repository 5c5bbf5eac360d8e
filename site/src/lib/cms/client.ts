import { ERRORS } from 'shared-types'

/**
 * The browser's one door to the CMS API: the contact form, the newsletter boxes, the live pages
 * (items published after the build) and the admin screens all call through here.
 *
 * Browsers reach the CMS only through the site's own origin: `/api/*` on the site is forwarded to
 * the CMS (Vite's proxy under `astro preview` and `astro dev`, a Netlify proxy rule in production,
 * see astro.config.ts). So the product works from whatever address the visitor used (localhost,
 * 127.0.0.1, the machine's address on the office network, the public domain), with no CORS.
 *
 * Every failure becomes an `ApiError` carrying the server's French `message` (docs/API.md#errors:
 * every error body has one), else the caller's fallback sentence, and the HTTP status (0: no
 * answer). A CMS that cannot be reached is never reported as the visitor's mistake.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** No answer from the CMS: the network, the CMS stopped, or the site's proxy answering for it. */
    readonly unreachable = false,
    /** The CMS's answer as it came (its field errors, for the forms that mark them). */
    readonly body: unknown = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

const apiUrl = (path: string): string => `/api${path}`

/**
 * The address a browser uses for something the CMS serves (an upload, a resized copy): its path
 * on this site's origin. Payload writes upload URLs absolute on its own address (SERVER_URL), which
 * a phone on the office network or a visitor of the public site may not reach; the site forwards
 * `/api/*` to the CMS. An address outside `/api/` (an upload kept by an external storage) is kept
 * when it is absolute http(s); anything else gives `undefined`. `version` (the upload's `updatedAt`)
 * keeps a replaced file from showing stale.
 */
export function cmsAddress(url: string | null | undefined, version?: string | null): string | undefined {
  if (!url) return undefined
  const placeholder = 'http://cms.invalid'
  let parsed: URL
  try {
    parsed = new URL(url, placeholder)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined
  if (version) parsed.searchParams.set('v', version)
  if (parsed.pathname.startsWith('/api/')) return `${parsed.pathname}${parsed.search}`
  return parsed.origin === placeholder ? undefined : parsed.href
}

export interface CmsRequestInit extends Omit<RequestInit, 'body'> {
  /** What the error says when the server refuses without a message of its own. */
  fallback: string
  /** What the error says when the CMS does not answer; by default the fallback. */
  unreachable?: string
  /** Sent as JSON; a `FormData` goes as multipart (the browser sets its boundary). */
  body?: unknown
  /** The administrator's bearer token (docs/API.md#authentication), when there is one. */
  token?: string | null
}

/** The top-level French `message` every CMS error carries, when there is one. */
function messageOf(body: unknown): string | null {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined
  return typeof message === 'string' && message.trim() ? message : null
}

/**
 * Whether an error answer comes from the CMS itself, which answers every failure with a JSON body
 * (and a French `message` for server errors). A gateway status (the site's proxy, or Netlify's,
 * without a CMS behind it), a page of the host (HTML) or a server error without the CMS's message
 * means the CMS was not reached.
 */
const GATEWAY_STATUSES = new Set([502, 503, 504])
const answeredByCms = (status: number, body: unknown, message: string | null): boolean =>
  !GATEWAY_STATUSES.has(status) && body !== null && typeof body === 'object' && (status < 500 || message !== null)

/** Calls `/api{path}` on the site's origin and returns the parsed JSON body (null when there is none). */
export async function cmsRequest<T>(
  path: string,
  { fallback, unreachable = fallback, body, token, ...init }: CmsRequestInit,
): Promise<T> {
  const headers = new Headers(init.headers)
  headers.set('Accept', 'application/json')
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const isForm = body instanceof FormData
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json')
  let response: Response
  try {
    response = await fetch(apiUrl(path), {
      ...init,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(unreachable, 0, true)
  }
  const parsed: unknown = await response.json().catch(() => null)
  if (response.ok) return parsed as T
  const message = messageOf(parsed)
  if (!answeredByCms(response.status, parsed, message)) throw new ApiError(unreachable, response.status, true)
  throw new ApiError(message ?? fallback, response.status, false, parsed)
}

/** A POST from a public form (contact, newsletter): a CMS out of reach says so, in French. */
export const postJson = <T>(path: string, data: unknown, fallback: string): Promise<T> =>
  cmsRequest<T>(path, { method: 'POST', body: data, fallback, unreachable: ERRORS.serverUnreachable })
