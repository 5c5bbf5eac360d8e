import { ERRORS } from 'shared-types'

import { ApiError } from '../../lib/cms/client'
import { authRequest } from './session'

/**
 * One client for every admin collection (SPEC §7): list, create, update, delete, in JSON or, when
 * a file is chosen, multipart with every field as a text part plus the file part. Errors are
 * `ApiError`s with the server's French `message`, else the spec's default for the action (SPEC §8).
 */

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

export function collectionApi<Doc>({ slug, filePart = 'image', loadFailure, omitBlankInMultipart = [], alwaysMultipart = false }: CollectionApiOptions): CollectionApi<Doc> {
  const write = async (method: 'POST' | 'PUT', path: string, fields: WriteFields, file?: File | null): Promise<Doc> => {
    // A picture arrives as a file part; without one, plain JSON (SPEC §7 allows both).
    const body = file || alwaysMultipart ? toFormData(fields, filePart, file, omitBlankInMultipart) : fields
    const answer = await authRequest<{ doc: Doc }>(path, { method, body, fallback: ERRORS.saveFailure })
    return answer.doc
  }

  return {
    async list() {
      // Every document on one page, with its picture populated for the table's thumbnail.
      const body = await authRequest<{ docs?: Doc[] } | null>(`/${slug}?pagination=false&depth=1`, { fallback: loadFailure })
      if (!body || !Array.isArray(body.docs)) throw new ApiError(loadFailure, 0)
      return body.docs
    },
    create: (fields, file) => write('POST', `/${slug}?depth=0`, fields, file),
    update: (id, fields, file) => write('PUT', `/${slug}/${encodeURIComponent(String(id))}?depth=0`, fields, file),
    async remove(id) {
      await authRequest(`/${slug}/${encodeURIComponent(String(id))}`, { method: 'DELETE', fallback: ERRORS.deleteFailure })
    },
  }
}
