import { SessionExpiredError, authFetch, serverMessage } from './session'

/**
 * One client for every admin collection (SPEC §7): list, create, update, delete, in JSON or, when
 * a file is chosen, multipart with every field as a text part plus the file part. Errors carry the
 * server's French `message`, else the spec's default for the action (SPEC §8).
 */
export const SAVE_FAILURE = "Une erreur est survenue lors de l'enregistrement"
export const DELETE_FAILURE = 'Une erreur est survenue lors de la suppression'

export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'AdminApiError'
  }
}

export type Id = number | string

/**
 * What a form sends. `null` clears a field; `undefined` leaves it out of the body (unchanged on
 * update); lists go as JSON text in multipart bodies, as the API reads them.
 */
export type FieldValue = string | number | boolean | null | undefined | readonly string[]
export type WriteFields = Record<string, FieldValue>

export interface CollectionApi<Doc> {
  list(): Promise<Doc[]>
  create(fields: WriteFields, file?: File | null): Promise<Doc>
  update(id: Id, fields: WriteFields, file?: File | null): Promise<Doc>
  remove(id: Id): Promise<void>
}

export interface CollectionApiOptions {
  /** `/api/{slug}`. */
  slug: string
  /** Multipart part that carries the file: `image` (linked picture) or `mediaUrl` (the gallery item itself). */
  filePart?: 'image' | 'mediaUrl'
  /** SPEC §8 "Impossible de charger les …". */
  loadFailure: string
  /**
   * Fields the CMS refuses as an empty text part (select fields: '' is not one of their options),
   * so a blank value is left out of multipart bodies rather than sent empty.
   */
  omitBlankInMultipart?: readonly string[]
  /** The gallery's calls are multipart even without a new file (SPEC §7: title and optional file). */
  alwaysMultipart?: boolean
}

/** Multipart text parts: `null` becomes '' (the API reads an empty date, number or text as no value). */
function toFormData(fields: WriteFields, filePart: string, file: File | null | undefined, omitBlank: readonly string[]): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue
    if ((value === null || value === '') && omitBlank.includes(name)) continue
    form.append(name, value === null ? '' : Array.isArray(value) ? JSON.stringify(value) : String(value))
  }
  if (file) form.append(filePart, file)
  return form
}

async function request<T>(path: string, init: RequestInit, fallback: string): Promise<T> {
  let response: Response
  try {
    response = await authFetch(path, init)
  } catch (error) {
    // authFetch already sent the user to /login on a 401; anything else is the network.
    if (error instanceof SessionExpiredError) throw error
    throw new AdminApiError(fallback, 0)
  }
  if (!response.ok) throw new AdminApiError((await serverMessage(response)) ?? fallback, response.status)
  return (await response.json().catch(() => null)) as T
}

export function collectionApi<Doc>({ slug, filePart = 'image', loadFailure, omitBlankInMultipart = [], alwaysMultipart = false }: CollectionApiOptions): CollectionApi<Doc> {
  const write = async (method: 'POST' | 'PUT', path: string, fields: WriteFields, file?: File | null): Promise<Doc> => {
    // A picture arrives as a file part; without one, plain JSON (SPEC §7 allows both).
    const init: RequestInit =
      file || alwaysMultipart
        ? { method, body: toFormData(fields, filePart, file, omitBlankInMultipart) }
        : { method, body: JSON.stringify(fields), headers: { 'Content-Type': 'application/json' } }
    const body = await request<{ doc: Doc }>(path, init, SAVE_FAILURE)
    return body.doc
  }

  return {
    async list() {
      // Every document on one page, with its picture populated for the table's thumbnail.
      const body = await request<{ docs?: Doc[] }>(`/${slug}?pagination=false&depth=1`, { method: 'GET' }, loadFailure)
      if (!body || !Array.isArray(body.docs)) throw new AdminApiError(loadFailure, 0)
      return body.docs
    },
    create: (fields, file) => write('POST', `/${slug}?depth=0`, fields, file),
    update: (id, fields, file) => write('PUT', `/${slug}/${encodeURIComponent(String(id))}?depth=0`, fields, file),
    async remove(id) {
      await request(`/${slug}/${encodeURIComponent(String(id))}`, { method: 'DELETE' }, DELETE_FAILURE)
    },
  }
}
