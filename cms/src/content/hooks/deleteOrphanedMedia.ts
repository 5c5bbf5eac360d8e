import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  FlattenedBlock,
  FlattenedField,
  GlobalAfterChangeHook,
  GlobalSlug,
  PayloadRequest,
  Where,
} from 'payload'

import { isDraftSave } from '../../publishing/workflow/hooks'

/**
 * No orphaned files: when a document is deleted, or an edit replaces or drops one of its images,
 * the images it no longer uses are removed from the media library (document and files) unless
 * another document or global still uses them. A clerk who replaces a news photo three times must
 * not leave three forgotten photos (and their resized copies) on the commune's disk.
 *
 * Generic over the collection's own fields (uploads and relationships to `media`, at any depth of
 * arrays, groups, named tabs and blocks, and upload nodes of rich text), so a collection gets it by
 * listing this hook in `afterChange` and `afterDelete`. It runs inside the write's transaction
 * (`req`): if the write fails, the removal is rolled back with it (files excepted: they go with
 * the media document's own delete).
 */

const MEDIA = 'media'
type MediaId = number | string

const isId = (value: unknown): value is MediaId =>
  typeof value === 'number' || (typeof value === 'string' && value !== '')
const pointsToMedia = (relationTo: string | string[]) =>
  Array.isArray(relationTo) ? relationTo.includes(MEDIA) : relationTo === MEDIA

/** The id in a link's value: an id, a populated document, or a polymorphic `{ relationTo, value }`. */
function linkedId(value: unknown, polymorphic: boolean): MediaId | undefined {
  if (polymorphic) {
    if (typeof value !== 'object' || value === null) return undefined
    const link = value as { relationTo?: unknown; value?: unknown }
    return link.relationTo === MEDIA ? linkedId(link.value, false) : undefined
  }
  if (isId(value)) return value
  if (typeof value === 'object' && value !== null && isId((value as { id?: unknown }).id))
    return (value as { id: MediaId }).id
  return undefined
}

/** Upload nodes of a rich text (Lexical) value that point to the media library. */
function collectFromRichText(node: unknown, found: Map<string, MediaId>): void {
  if (Array.isArray(node)) {
    for (const child of node) collectFromRichText(child, found)
    return
  }
  if (typeof node !== 'object' || node === null) return
  const record = node as Record<string, unknown>
  if (record.type === 'upload' && record.relationTo === MEDIA) {
    const id = linkedId(record.value, false)
    if (id !== undefined) found.set(String(id), id)
  }
  for (const child of Object.values(record)) if (typeof child === 'object') collectFromRichText(child, found)
}

function blocksOf(field: Extract<FlattenedField, { type: 'blocks' }>, req: PayloadRequest): FlattenedBlock[] {
  const own = (field.blocks ?? []) as FlattenedBlock[]
  const referenced = (field.blockReferences ?? [])
    .map((ref) => (typeof ref === 'string' ? req.payload.config.blocks?.find((block) => block.slug === ref) : ref))
    .filter((block): block is FlattenedBlock => Boolean(block))
  return [...own, ...referenced]
}

/** Every media id a document's data links to, wherever the fields nest it. */
function mediaIdsOf(
  fields: FlattenedField[],
  data: unknown,
  req: PayloadRequest,
  found = new Map<string, MediaId>(),
): Map<string, MediaId> {
  if (typeof data !== 'object' || data === null) return found
  const record = data as Record<string, unknown>
  for (const field of fields) {
    const value = record[field.name]
    if (value === null || value === undefined) continue
    switch (field.type) {
      case 'upload':
      case 'relationship': {
        if (!pointsToMedia(field.relationTo)) break
        const polymorphic = Array.isArray(field.relationTo)
        for (const item of Array.isArray(value) ? value : [value]) {
          const id = linkedId(item, polymorphic)
          if (id !== undefined) found.set(String(id), id)
        }
        break
      }
      case 'array':
        if (Array.isArray(value)) for (const row of value) mediaIdsOf(field.flattenedFields, row, req, found)
        break
      case 'group':
      case 'tab':
        mediaIdsOf(field.flattenedFields, value, req, found)
        break
      case 'blocks':
        if (!Array.isArray(value)) break
        for (const row of value as { blockType?: string }[]) {
          const block = blocksOf(field, req).find((candidate) => candidate.slug === row?.blockType)
          if (block) mediaIdsOf(block.flattenedFields, row, req, found)
        }
        break
      case 'richText':
        collectFromRichText(value, found)
        break
      default:
        break
    }
  }
  return found
}

type Usage = {
  /** Query paths of monomorphic links to media (`image`, `gallery.image`, `sections.photo`). */
  paths: string[]
  /** Polymorphic links and rich text cannot be queried by id: their documents are read. */
  scan: boolean
}

/** Where a list of fields can link to the media library. */
function usageOf(
  fields: FlattenedField[],
  req: PayloadRequest,
  prefix = '',
  usage: Usage = { paths: [], scan: false },
): Usage {
  for (const field of fields) {
    switch (field.type) {
      case 'upload':
      case 'relationship':
        if (!pointsToMedia(field.relationTo)) break
        if (Array.isArray(field.relationTo)) usage.scan = true
        else usage.paths.push(`${prefix}${field.name}`)
        break
      case 'array':
      case 'group':
      case 'tab':
        usageOf(field.flattenedFields, req, `${prefix}${field.name}.`, usage)
        break
      case 'blocks':
        for (const block of blocksOf(field, req)) usageOf(block.flattenedFields, req, `${prefix}${field.name}.`, usage)
        break
      case 'richText':
        usage.scan = true
        break
      default:
        break
    }
  }
  return usage
}

/** The candidates that some collection document or global still links to. */
async function stillUsed(candidates: MediaId[], req: PayloadRequest): Promise<Set<string>> {
  const used = new Set<string>()
  const keys = new Set(candidates.map(String))
  for (const collection of req.payload.config.collections) {
    if (collection.slug === MEDIA) continue
    const slug = collection.slug as CollectionSlug
    const usage = usageOf(collection.flattenedFields, req)
    if (usage.scan) {
      const { docs } = await req.payload.find({
        collection: slug,
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
      })
      for (const doc of docs)
        for (const key of mediaIdsOf(collection.flattenedFields, doc, req).keys()) if (keys.has(key)) used.add(key)
      continue
    }
    if (usage.paths.length === 0) continue
    for (const id of candidates) {
      if (used.has(String(id))) continue
      const where: Where = { or: usage.paths.map((path) => ({ [path]: { equals: id } })) }
      const { totalDocs } = await req.payload.count({ collection: slug, where, overrideAccess: true, req })
      if (totalDocs > 0) used.add(String(id))
    }
  }
  for (const global of req.payload.config.globals) {
    const usage = usageOf(global.flattenedFields, req)
    if (usage.paths.length === 0 && !usage.scan) continue
    const doc = await req.payload.findGlobal({ slug: global.slug as GlobalSlug, depth: 0, overrideAccess: true, req })
    for (const key of mediaIdsOf(global.flattenedFields, doc, req).keys()) if (keys.has(key)) used.add(key)
  }
  return used
}

async function removeUnused(candidates: Map<string, MediaId>, req: PayloadRequest, reason: string): Promise<void> {
  if (candidates.size === 0) return
  const used = await stillUsed([...candidates.values()], req)
  for (const [key, id] of candidates) {
    if (used.has(key)) continue
    try {
      const removed = await req.payload.delete({ collection: MEDIA, id, depth: 0, overrideAccess: true, req })
      req.payload.logger.info(
        `Médiathèque : image ${key} (${removed.filename ?? 'sans fichier'}) supprimée, plus aucun contenu ne l’utilise (${reason})`,
      )
    } catch (error) {
      // Already gone (removed by hand meanwhile) or its files could not be deleted: the write itself stands.
      req.payload.logger.warn(
        `Médiathèque : l’image ${key} n’a pas pu être supprimée (${error instanceof Error ? error.message : String(error)})`,
      )
    }
  }
}

/** The images `previous` used and `current` no longer does, removed when nothing else uses them. */
async function removeDropped(
  fields: FlattenedField[],
  previous: unknown,
  current: unknown,
  req: PayloadRequest,
  reason: string,
): Promise<void> {
  const dropped = mediaIdsOf(fields, previous, req)
  for (const key of mediaIdsOf(fields, current, req).keys()) dropped.delete(key)
  await removeUnused(dropped, req, reason)
}

/** afterChange: the images an update stopped using. */
const afterChange: CollectionAfterChangeHook = async ({ collection, doc, operation, previousDoc, req }) => {
  // A draft that drops an image leaves it to the published version, which may still show it.
  if (operation === 'update' && previousDoc && !isDraftSave(req))
    await removeDropped(collection.flattenedFields, previousDoc, doc, req, `${collection.slug} ${doc.id} modifié`)
  return doc
}

/** A global's afterChange: the images a save stopped using (the mayor's photo replaced). */
export const deleteOrphanedMediaOfGlobal: GlobalAfterChangeHook = async ({ doc, global, previousDoc, req }) => {
  if (previousDoc && !isDraftSave(req))
    await removeDropped(global.flattenedFields, previousDoc, doc, req, `${global.slug} modifié`)
  return doc
}

/** afterDelete: the images of the deleted document. */
const afterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await removeUnused(mediaIdsOf(collection.flattenedFields, doc, req), req, `${collection.slug} ${doc.id} supprimé`)
  return doc
}

/**
 * One hook for both lists: Payload hands afterChange a `previousDoc` and an `operation`, and
 * afterDelete neither (a delete always frees everything the document used).
 */
export const deleteOrphanedMedia = ((
  args: Parameters<CollectionAfterChangeHook>[0] | Parameters<CollectionAfterDeleteHook>[0],
) =>
  'previousDoc' in args && 'operation' in args
    ? afterChange(args as Parameters<CollectionAfterChangeHook>[0])
    : afterDelete(args as Parameters<CollectionAfterDeleteHook>[0])) as CollectionAfterChangeHook &
  CollectionAfterDeleteHook
