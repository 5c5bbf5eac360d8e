import { DRAFT_MESSAGES, ERRORS, editorialState, type EditorialState } from 'shared-types'

import { ApiError } from '../../lib/cms/client'
import { authRequest } from './session'

/**
 * One client for every admin collection (the /api contract, docs/API.md): list, create, update, delete,
 * in JSON or, when a file is chosen, multipart with every field as a text part plus the file part. Errors
 * are `ApiError`s with the server's French `message`, else the default for the action (docs/product/messages.md).
 */

export type Id = number | string

/**
 * What a form sends. `null` clears a field; `undefined` leaves it out of the body (unchanged on
 * update); lists go as JSON text in multipart bodies, as the API reads them.
 */
export type FieldValue = string | number | boolean | null | undefined | readonly string[]
export type WriteFields = Record<string, FieldValue>

/** Where one listed document stands in the editorial workflow (collections with drafts). */
export interface Editorial {
  state: EditorialState
  /** Its latest draft was submitted for review (« À relire »). */
  reviewRequested: boolean
}

export interface Listing<Doc> {
  /** Each document in its latest state: a draft's own text, which staff work on. */
  docs: Doc[]
  /** By `String(id)`; empty for a collection without drafts. */
  editorial: ReadonlyMap<string, Editorial>
}

/** `draft`: save a draft (`?draft=true`) instead of publishing; what citizens read stays as it is. */
export type WriteOptions = { draft?: boolean }

export interface CollectionApi<Doc> {
  list(): Promise<Listing<Doc>>
  /** One document's latest version, its newer draft if it has one (`?draft=true`). */
  findLatest(id: Id): Promise<Doc>
  create(fields: WriteFields, file?: File | null, options?: WriteOptions): Promise<Doc>
  update(id: Id, fields: WriteFields, file?: File | null, options?: WriteOptions): Promise<Doc>
  /** Publishes the document's latest version, draft included, as it stands. */
  publish(id: Id): Promise<Doc>
  remove(id: Id): Promise<void>
}

export interface CollectionApiOptions {
  /** `/api/{slug}`. */
  slug: string
  /** Multipart part that carries the file: `image` (linked picture) or `mediaUrl` (the gallery item itself). */
  filePart?: 'image' | 'mediaUrl'
  /** « Impossible de charger les … » (docs/product/messages.md#staff-screens). */
  loadFailure: string
  /**
   * Fields the CMS refuses as an empty text part (select fields: '' is not one of their options),
   * so a blank value is left out of multipart bodies rather than sent empty.
   */
  omitBlankInMultipart?: readonly string[]
  /** The gallery's calls are multipart even without a new file (docs/API.md#gallery: title and optional file). */
  alwaysMultipart?: boolean
  /** The collection has drafts (news, services, projects, procedures, investments); the gallery has none. */
  versioned?: boolean
}

type WorkflowFields = { id: Id; _status?: unknown; reviewRequested?: unknown }

/** Multipart text parts: `null` becomes '' (the API reads an empty date, number or text as no value). */
function toFormData(
  fields: WriteFields,
  filePart: string,
  file: File | null | undefined,
  omitBlank: readonly string[],
): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue
    if ((value === null || value === '') && omitBlank.includes(name)) continue
    form.append(name, value === null ? '' : Array.isArray(value) ? JSON.stringify(value) : String(value))
  }
  if (file) form.append(filePart, file)
  return form
}

export function collectionApi<Doc extends { id: Id }>({
  slug,
  filePart = 'image',
  loadFailure,
  omitBlankInMultipart = [],
  alwaysMultipart = false,
  versioned = false,
}: CollectionApiOptions): CollectionApi<Doc> {
  const documentPath = (id: Id) => `/${slug}/${encodeURIComponent(String(id))}`
  // Drafts only where the collection has them: the gallery's calls stay the contract's exactly.
  const query = (options?: WriteOptions) => (versioned && options?.draft ? '?depth=0&draft=true' : '?depth=0')

  const write = async (method: 'POST' | 'PUT', path: string, fields: WriteFields, file?: File | null): Promise<Doc> => {
    // A picture arrives as a file part; without one, plain JSON (the contract allows both).
    const body = file || alwaysMultipart ? toFormData(fields, filePart, file, omitBlankInMultipart) : fields
    const answer = await authRequest<{ doc: Doc }>(path, { method, body, fallback: ERRORS.saveFailure })
    return answer.doc
  }

  // Every document on one page, with its picture populated for the table's thumbnail.
  const listDocs = async (draft: boolean): Promise<Doc[]> => {
    const body = await authRequest<{ docs?: Doc[] } | null>(
      `/${slug}?pagination=false&depth=1${draft ? '&draft=true' : ''}`,
      { fallback: loadFailure },
    )
    if (!body || !Array.isArray(body.docs)) throw new ApiError(loadFailure, 0)
    return body.docs
  }

  return {
    async list() {
      if (!versioned) return { docs: await listDocs(false), editorial: new Map() }
      // With a staff token, the plain list holds what citizens get (or a draft never published)
      // and `?draft=true` each document's latest version: together, where each one stands.
      const [main, latest] = await Promise.all([listDocs(false), listDocs(true)])
      const latestById = new Map(latest.map((doc) => [String(doc.id), doc]))
      const editorial = new Map<string, Editorial>()
      const docs = main.map((doc) => {
        const last = latestById.get(String(doc.id))
        const fields = (last ?? doc) as WorkflowFields
        editorial.set(String(doc.id), {
          state: editorialState((doc as WorkflowFields)._status, fields._status),
          reviewRequested: fields.reviewRequested === true,
        })
        return last ?? doc
      })
      return { docs, editorial }
    },
    async findLatest(id) {
      const doc = await authRequest<Doc | null>(`${documentPath(id)}?depth=1${versioned ? '&draft=true' : ''}`, {
        fallback: DRAFT_MESSAGES.loadFailure,
      })
      if (!doc || typeof doc !== 'object') throw new ApiError(DRAFT_MESSAGES.loadFailure, 0)
      return doc
    },
    create: (fields, file, options) => write('POST', `/${slug}${query(options)}`, fields, file),
    update: (id, fields, file, options) => write('PUT', `${documentPath(id)}${query(options)}`, fields, file),
    async publish(id) {
      // The server publishes the latest version as it stands, a draft's text included.
      const answer = await authRequest<{ doc: Doc }>(`${documentPath(id)}?depth=0`, {
        method: 'PATCH',
        body: { _status: 'published' },
        fallback: ERRORS.saveFailure,
      })
      return answer.doc
    },
    async remove(id) {
      await authRequest(documentPath(id), { method: 'DELETE', fallback: ERRORS.deleteFailure })
    },
  }
}
