import { APIError, type FlattenedField, type PayloadRequest } from 'payload'
import { REQUEST_MESSAGES } from 'shared-types'

import { jsonObject } from './body'

export type UploadedFile = { data: Buffer; mimetype: string; name: string; size: number }
export type ParsedBody = { data: Record<string, unknown>; file?: UploadedFile }

/** Fields a client may never set: identity, timestamps and the upload's own bookkeeping. */
const SYSTEM_FIELDS = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'url',
  'filename',
  'mimeType',
  'filesize',
  'width',
  'height',
  'sizes',
  'focalX',
  'focalY',
  'thumbnailURL',
])

const STRUCTURED_TYPES = new Set(['array', 'group', 'json', 'blocks', 'tab'])

/** Multipart parts are text: turn each into the value its field expects (docs/API.md#conventions). */
function coerce(field: FlattenedField, raw: string): unknown {
  const value = raw.trim()
  const structured = STRUCTURED_TYPES.has(field.type) || ('hasMany' in field && field.hasMany === true)
  if (structured) {
    if (value === '') return field.type === 'group' ? {} : []
    try {
      return JSON.parse(value)
    } catch {
      return raw // left for the field's validation, or a hook, to judge
    }
  }
  switch (field.type) {
    case 'number':
      return value === '' ? null : Number.isFinite(Number(value)) ? Number(value) : raw
    case 'checkbox':
      return value === 'true' || value === 'on' || value === '1'
    case 'date':
    case 'upload':
    case 'relationship':
      return value === '' ? null : /^\d+$/.test(value) ? Number(value) : value
    default:
      return raw
  }
}

async function fileFromPart(part: FormDataEntryValue | null): Promise<UploadedFile | undefined> {
  if (!part || typeof part === 'string' || part.size === 0) return undefined
  return {
    data: Buffer.from(await part.arrayBuffer()),
    mimetype: part.type || 'application/octet-stream',
    name: part.name,
    size: part.size,
  }
}

const withoutSystemFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !SYSTEM_FIELDS.has(key)))

/** The 413 every oversized body or file gets, with its French message. */
export const tooLarge = (message: string) => new APIError(message, 413, undefined, true)

/**
 * Reads a write request in any of the shapes the API accepts: JSON; the contract's multipart (fields as
 * text parts plus a file part named `filePart`); or Payload's own multipart (`_payload` + `file`),
 * which its admin panel sends. Payload's body parser keeps only the latter, hence this reader.
 * The body's size was checked by the API guard on the bytes it read (apiGuard/index.ts).
 */
export async function readWriteRequest(
  req: PayloadRequest,
  { fields, filePart }: { fields: FlattenedField[]; filePart: string },
): Promise<ParsedBody> {
  const contentType = (req.headers.get('content-type') ?? '').toLowerCase()
  if (!contentType.startsWith('multipart/form-data')) {
    if (contentType !== '' && !contentType.startsWith('application/json')) {
      throw new APIError(REQUEST_MESSAGES.unsupportedBody, 415, undefined, true)
    }
    return { data: withoutSystemFields(jsonObject(await req.text!())) }
  }

  let form: FormData
  try {
    form = await req.formData!()
  } catch {
    throw new APIError(REQUEST_MESSAGES.unreadableForm, 400, undefined, true)
  }
  const nativePayload = form.get('_payload')
  if (typeof nativePayload === 'string') {
    return { data: withoutSystemFields(jsonObject(nativePayload)), file: await fileFromPart(form.get('file')) }
  }

  const byName = new Map(fields.map((field) => [field.name, field]))
  const data: Record<string, unknown> = {}
  for (const [name, value] of form.entries()) {
    const field = byName.get(name)
    if (typeof value === 'string' && field && !SYSTEM_FIELDS.has(name)) data[name] = coerce(field, value)
  }
  return { data, file: await fileFromPart(form.get(filePart) ?? form.get('file')) }
}
