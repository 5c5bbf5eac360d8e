import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib'
import sharp from 'sharp'
import { inject } from 'vitest'

import { ADMIN, PROXY_SECRET } from './server'

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers }

type CallOptions = {
  token?: string
  json?: unknown
  form?: FormData
  raw?: { body: string; type: string }
  headers?: Record<string, string>
}

/** One HTTP call to the running CMS, as any client of the /api contract (docs/API.md) would make it. */
export async function api<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  let body: BodyInit | undefined
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (options.form) {
    body = options.form
  } else if (options.raw) {
    headers['Content-Type'] = options.raw.type
    body = options.raw.body
  }
  const response = await fetch(`${inject('cmsUrl')}/api${path}`, { method, headers, body })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // not JSON: kept as text for the assertion to show
  }
  return { status: response.status, body: parsed as T, headers: response.headers }
}

/** The headers of a request the site's proxy forwards for a visitor at `address`. */
export const proxiedFrom = (address: string): Record<string, string> => ({
  'X-Forwarded-For': `10.9.9.9, ${address}`,
  'X-Proxy-Secret': PROXY_SECRET,
})

/** Every collection of the commune, by its API slug. */
export const COLLECTION_SLUGS = [
  'news',
  'services',
  'projects',
  'procedures',
  'investments',
  'gallery',
  'media',
  'documents',
  'decisions',
  'contact-messages',
  'newsletter-subscribers',
  'users',
  'events',
  'pages',
] as const

/** An id that could exist but does not: numeric on the SQL adapters, an ObjectId on MongoDB. */
export const UNKNOWN_ID = process.env.CONTRACT_DATABASE_URI?.startsWith('mongodb')
  ? '0123456789abcdef01234567'
  : '987654'

let adminToken: string | undefined

export async function loginAsAdmin(): Promise<string> {
  if (adminToken) return adminToken
  const { status, body } = await api('POST', '/auth/login', { json: ADMIN })
  if (status !== 200) throw new Error(`Connexion administrateur impossible : ${status} ${JSON.stringify(body)}`)
  adminToken = body.token as string
  return adminToken
}

/** Every stored document of a collection, read back by an administrator (depth 0, no pagination). */
export async function storedDocs(collection: string): Promise<unknown[]> {
  const token = await loginAsAdmin()
  const { status, body } = await api('GET', `/${collection}?pagination=false&depth=0&sort=id`, { token })
  if (status !== 200) throw new Error(`Lecture de ${collection} impossible : ${status}`)
  return body.docs
}

/** A real image of the given format, made with sharp. */
export async function imageBytes(format: 'png' | 'jpeg' = 'png', size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer()
}

/** A PNG larger than `bytes`: random pixels do not compress. */
export async function largePng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 16
  const pixels = Buffer.alloc(side * side * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.imul(i, 2654435761) >>> 24
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

/** A real one-page PDF made with pdf-lib (the maintained @cantoo fork), padded after its end marker to at least `minBytes`. */
export async function pdfBytes(text = 'Document de test', minBytes = 0): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  pdf.addPage().drawText(text, { x: 50, y: 700, size: 14, font })
  const bytes = Buffer.from(await pdf.save())
  return bytes.length >= minBytes ? bytes : Buffer.concat([bytes, Buffer.alloc(minBytes - bytes.length, 0x0a)])
}

export function fileOf(bytes: Buffer | string, name: string, type: string): File {
  return new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type })
}

export function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

/**
 * The path of every number stored in a document's fields, its arrays' rows and groups included:
 * not ids, nor the numbers inside a rich text (its editor's own bookkeeping).
 */
export function numberPaths(doc: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof doc === 'number') return path.at(-1) === 'id' ? [] : [path]
  if (Array.isArray(doc)) return doc.flatMap((item, index) => numberPaths(item, [...path, index]))
  if (typeof doc === 'object' && doc !== null && !('root' in doc))
    return Object.entries(doc).flatMap(([key, value]) => numberPaths(value, [...path, key]))
  return []
}

/** A write of one top-level field of `doc`, as stored but for `value` at `path` (its rows keep their ids). */
export function writeAt(
  doc: Record<string, unknown>,
  path: (string | number)[],
  value: unknown,
): Record<string, unknown> {
  const [top] = path as [string]
  const copy = structuredClone(doc[top])
  if (path.length === 1) return { [top]: value }
  let parent = copy as Record<string | number, unknown>
  for (const key of path.slice(1, -1)) parent = parent[key] as Record<string | number, unknown>
  parent[path.at(-1)!] = value
  return { [top]: copy }
}
