import { PUBLIC_CMS_URL } from 'astro:env/client'

/**
 * The browser's calls to the CMS (contact form, newsletter, items published after the build).
 * Errors carry the server's French `message` (SPEC §7: "an error body's message field is read").
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

export const apiUrl = (path: string): string => `${PUBLIC_CMS_URL.replace(/\/$/, '')}/api${path}`

export async function apiRequest<T>(path: string, fallbackMessage: string, init: RequestInit = {}): Promise<T> {
  let response: Response
  try {
    response = await fetch(apiUrl(path), {
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    })
  } catch {
    throw new ApiError(fallbackMessage, 0)
  }
  const body = (await response.json().catch(() => null)) as (T & { message?: unknown }) | null
  if (!response.ok) {
    const message = body && typeof body.message === 'string' && body.message ? body.message : fallbackMessage
    throw new ApiError(message, response.status)
  }
  return body as T
}

export const postJson = <T>(path: string, data: unknown, fallbackMessage: string): Promise<T> =>
  apiRequest<T>(path, fallbackMessage, { method: 'POST', body: JSON.stringify(data) })
