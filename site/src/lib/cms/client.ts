import { PUBLIC_CMS_URL } from 'astro:env/client'

/**
 * The browser's one door to the CMS API: the islands (contact form, newsletter), the live pages
 * (items published after the build) and the admin screens all call through here. Every failure
 * becomes an `ApiError` carrying the server's French `message` (SPEC §7: "an error body's message
 * field is read"), else the caller's fallback sentence, and the HTTP status (0: no answer).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

const apiUrl = (path: string): string => `${PUBLIC_CMS_URL.replace(/\/$/, '')}/api${path}`

export interface CmsRequestInit extends Omit<RequestInit, 'body'> {
  /** What the error says when the server gives no message of its own (or does not answer). */
  fallback: string
  /** Sent as JSON; a `FormData` goes as multipart (the browser sets its boundary). */
  body?: unknown
  /** The administrator's bearer token (SPEC §6), when there is one. */
  token?: string | null
}

/** The top-level French `message` every CMS error carries, when there is one. */
function messageOf(body: unknown): string | null {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined
  return typeof message === 'string' && message.trim() ? message : null
}

/** Calls `/api{path}` and returns the parsed JSON body (null when there is none). */
export async function cmsRequest<T>(path: string, { fallback, body, token, ...init }: CmsRequestInit): Promise<T> {
  const headers = new Headers(init.headers)
  headers.set('Accept', 'application/json')
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const isForm = body instanceof FormData
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json')
  let response: Response
  try {
    response = await fetch(apiUrl(path), { ...init, headers, body: body === undefined ? undefined : isForm ? body : JSON.stringify(body) })
  } catch {
    throw new ApiError(fallback, 0)
  }
  const parsed: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new ApiError(messageOf(parsed) ?? fallback, response.status)
  return parsed as T
}

export const postJson = <T>(path: string, data: unknown, fallback: string): Promise<T> =>
  cmsRequest<T>(path, { method: 'POST', body: data, fallback })
