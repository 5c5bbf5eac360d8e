import {
  Forbidden,
  NotFound,
  type CollectionSlug,
  type Endpoint,
  type PayloadHandler,
  type PayloadRequest,
} from 'payload'
import { uploadTooLargeMessage } from 'shared-types'

import { checkedId } from '../lib/ids'
import { readWriteRequest, tooLarge, type UploadedFile } from './requestBody'

type ContractRouteOptions = {
  /** The write messages of this collection (docs/product/messages.md#write-answers-of-the-api). */
  messages: { created: string; updated: string; deleted: string }
  /**
   * Where the multipart file goes: `image` parts become a `media` document linked from the `image`
   * field; an upload collection (the gallery's `mediaUrl`, the media library's `file`) takes it directly.
   */
  file?: { part: 'image'; maxBytes: number } | { part: 'mediaUrl' | 'file'; maxBytes: number; ownUpload: true }
}

/** `/:id`, leaving Payload's own single-segment routes (`/count`, `/versions`, `/paste-url`) to Payload. */
const ID_PATH = '/:id((?!count$|versions$|paste-url$)[^/]+)'

export const collectionOf = (req: PayloadRequest): { slug: CollectionSlug } => ({
  slug: String(req.routeParams?.collection) as CollectionSlug,
})

/** The address's id, checked before the body is read or an image stored for an impossible id. */
export const parseId = (req: PayloadRequest): number | string =>
  checkedId(req.payload, String(req.routeParams?.id ?? ''), req.payload.collections[collectionOf(req).slug].config)

/**
 * Refuses with 404 an id that names nothing the caller may read, before anything is stored for the
 * write. (count, not findByID: a depth-0 read would be cached by the request's data loader and leave
 * the response's relations unpopulated)
 */
export async function ensureReadable(req: PayloadRequest, slug: CollectionSlug, id: number | string): Promise<void> {
  const { totalDocs } = await req.payload.count({
    collection: slug,
    where: { id: { equals: id } },
    req,
    overrideAccess: false,
  })
  if (totalDocs === 0) throw new NotFound(req.t)
}

/** `?depth=` as Payload's native routes read it, so every call returns documents shaped alike. */
const depthOf = (req: PayloadRequest): number => {
  const depth = Number(req.query?.depth)
  return Number.isInteger(depth) && depth >= 0 && depth <= 5 ? depth : (req.payload.config.defaultDepth ?? 2)
}

/**
 * The panel's draft saves and autosaves (`?draft=true&autosave=true`) and its reads of the latest
 * draft come through these routes too: they keep Payload's meaning (the contract's calls send neither).
 */
const versionParamsOf = (req: PayloadRequest) => ({
  draft: req.query?.draft === 'true',
  autosave: req.query?.autosave === 'true',
})

/**
 * A draft saved (asked for, or a rédacteur's save) says so in Payload's own words, in the panel's
 * language; anything else the contract's words.
 */
const savedMessage = (req: PayloadRequest, doc: object, published: string): string =>
  (doc as { _status?: unknown })._status === 'draft' ? req.t('version:draftSavedSuccessfully') : published

/** Stores an `image` part as a media document; the caller removes it again if its own write fails. */
async function storeImage(req: PayloadRequest, file: UploadedFile, maxBytes: number, alt: unknown) {
  if (file.size > maxBytes) throw tooLarge(uploadTooLargeMessage(maxBytes))
  return req.payload.create({
    collection: 'media',
    data: { alt: typeof alt === 'string' ? alt : undefined },
    file,
    req,
    overrideAccess: false,
  })
}

async function withLinkedImage<T>(
  req: PayloadRequest,
  options: ContractRouteOptions,
  parsed: { data: Record<string, unknown>; file?: UploadedFile },
  write: (data: Record<string, unknown>, ownFile?: UploadedFile) => Promise<T>,
): Promise<T> {
  const { data, file } = parsed
  if (!file || !options.file) return write(data)
  if ('ownUpload' in options.file) return write(data, file)

  const image = await storeImage(req, file, options.file.maxBytes, data.title)
  try {
    return await write({ ...data, image: image.id })
  } catch (error) {
    // A rejected write leaves stored data as it was: drop the image stored for it.
    await req.payload.delete({ collection: 'media', id: image.id, overrideAccess: true })
    throw error
  }
}

/**
 * The calls of the /api contract (docs/API.md) on one collection, beside Payload's native REST routes:
 * `PUT /:id`, the contract's multipart shapes on `POST /`, id checks and French messages. Reads and writes go through
 * the Local API with `overrideAccess: false`, so the collection's access rules still decide.
 */
export function contractEndpoints(options: ContractRouteOptions): Endpoint[] {
  const bodyOptions = (req: PayloadRequest) => ({
    fields: req.payload.collections[collectionOf(req).slug].config.flattenedFields,
    filePart: options.file?.part ?? 'file',
  })

  const findOne: PayloadHandler = async (req) => {
    const { slug } = collectionOf(req)
    const id = parseId(req)
    // Throws NotFound, or Forbidden where reading needs an administrator (answered 401 to anonymous callers).
    const { draft } = versionParamsOf(req)
    const doc = await req.payload.findByID({
      collection: slug,
      id,
      req,
      depth: depthOf(req),
      draft,
      overrideAccess: false,
    })
    return Response.json(doc)
  }

  const create: PayloadHandler = async (req) => {
    const { slug } = collectionOf(req)
    const parsed = await readWriteRequest(req, bodyOptions(req))
    const versionParams = versionParamsOf(req)
    const doc = await withLinkedImage(req, options, parsed, (data, file) =>
      req.payload.create({
        collection: slug,
        data,
        file,
        req,
        depth: depthOf(req),
        ...versionParams,
        overrideAccess: false,
      }),
    )
    return Response.json({ doc, message: savedMessage(req, doc, options.messages.created) }, { status: 201 })
  }

  const update: PayloadHandler = async (req) => {
    const { slug } = collectionOf(req)
    // Every collection here needs an administrator to write: an anonymous caller learns nothing more.
    if (!req.user) throw new Forbidden(req.t)
    const id = parseId(req)
    await ensureReadable(req, slug, id)
    const parsed = await readWriteRequest(req, bodyOptions(req))
    const versionParams = versionParamsOf(req)
    const doc = await withLinkedImage(req, options, parsed, (data, file) =>
      req.payload.update({
        collection: slug,
        id,
        data,
        file,
        req,
        depth: depthOf(req),
        ...versionParams,
        overrideAccess: false,
      }),
    )
    return Response.json({ doc, message: savedMessage(req, doc, options.messages.updated) })
  }

  const remove: PayloadHandler = async (req) => {
    const { slug } = collectionOf(req)
    if (!req.user) throw new Forbidden(req.t)
    const id = parseId(req)
    const doc = await req.payload.delete({ collection: slug, id, req, depth: 0, overrideAccess: false })
    return Response.json({ doc, message: options.messages.deleted })
  }

  // The API guard reads the body limit of a write from here (file plus text parts).
  const custom = { maxFileBytes: options.file?.maxBytes }
  return [
    { path: ID_PATH, method: 'get', handler: findOne },
    { path: '/', method: 'post', handler: create, custom },
    { path: ID_PATH, method: 'put', handler: update, custom },
    // Payload's panel saves with PATCH (`_payload` + `file`): same handler, so it gets the same checks.
    { path: ID_PATH, method: 'patch', handler: update, custom },
    { path: ID_PATH, method: 'delete', handler: remove },
  ]
}

/** `GET /{collection}/category/{category}`: the collection's documents in one category, unpaginated. */
export const byCategoryEndpoint: Endpoint = {
  path: '/category/:category',
  method: 'get',
  handler: async (req) => {
    const { slug } = collectionOf(req)
    const category = String(req.routeParams?.category ?? '').toUpperCase()
    const result = await req.payload.find({
      collection: slug,
      where: { category: { equals: category } },
      pagination: false,
      depth: depthOf(req),
      req,
      overrideAccess: false,
    })
    return Response.json(result)
  },
}
