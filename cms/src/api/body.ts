import Busboy from 'busboy'
import { APIError } from 'payload'
import { REQUEST_MESSAGES } from 'shared-types'

import { MAX_JSON_NESTING, isPlainObject } from '../lib/valueKinds'

/** A request refused with its status and French message: by the API's door before Payload sees it, or by a route. */
export class RequestRefusal extends APIError {
  constructor(status: number, message: string) {
    super(message, status, undefined, true)
  }
}

/** What is read and thrown away after a refusal, so that the client hears the answer (see below). */
const DISCARD_LIMIT = 64 * 1024 * 1024

/**
 * After refusing a body, the rest of it is read and dropped in the background: a client sending its
 * whole request before reading the answer (browsers, Node's fetch) would otherwise wait on a full
 * socket and never see the 413. Beyond DISCARD_LIMIT the connection is simply cut.
 */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number) {
  void (async () => {
    let read = alreadyRead
    while (read <= DISCARD_LIMIT) {
      const { done, value } = await reader.read()
      if (done) return
      read += value.byteLength
    }
    await reader.cancel()
  })().catch(() => undefined)
}

/**
 * Reads a body up to `limit` bytes, counting what actually arrives: a missing or false
 * Content-Length does not let a larger body through, and nothing past the limit is kept.
 */
export async function readBodyWithin(request: Request, limit: number, tooLargeMessage: string): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > limit) {
    discardRest(reader, Number(declared) > DISCARD_LIMIT ? Infinity : 0)
    throw new RequestRefusal(413, tooLargeMessage)
  }
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > limit) {
      discardRest(reader, received)
      throw new RequestRefusal(413, tooLargeMessage)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * The deepest nesting of arrays and objects in a JSON text, found by one pass over it: parsing
 * 10,000 levels is fine for V8, but Payload's recursive walks over the data would overflow the stack.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (inString) {
      if (char === '\\') i++
      else if (char === '"') inString = false
    } else if (char === '"') {
      inString = true
    } else if (char === '{' || char === '[') {
      depth++
      if (depth > deepest) deepest = depth
    } else if (char === '}' || char === ']') {
      depth--
    }
  }
  return deepest
}

/**
 * The one JSON body check, at the API's door and in the routes that read a body themselves: an object
 * (nothing counts as an empty one), not too deep, else a 400 in French.
 */
export function jsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {}
  if (jsonNestingDepth(text) > MAX_JSON_NESTING) throw new RequestRefusal(400, REQUEST_MESSAGES.tooDeep)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new RequestRefusal(400, REQUEST_MESSAGES.invalidJson)
  }
  if (!isPlainObject(parsed)) throw new RequestRefusal(400, REQUEST_MESSAGES.notAnObject)
  return parsed
}

/**
 * A multipart body as Payload's parser (busboy) reads it: a type without a boundary, no parts at all
 * or a body that is not multipart would make it throw inside Payload, a 500. The body is read with
 * the same parser, from the bytes already in memory, and refused in French if it fails.
 */
export async function checkMultipart(contentType: string, bytes: Buffer): Promise<void> {
  const unreadable = new RequestRefusal(400, REQUEST_MESSAGES.unreadableForm)
  if (bytes.length === 0) throw unreadable
  let parser: Busboy.Busboy
  try {
    parser = Busboy({ headers: { 'content-type': contentType } })
  } catch {
    throw unreadable
  }
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('file', (_name, file) => file.resume())
    parser.on('error', reject)
    parser.on('close', resolve)
  })
  parser.end(bytes)
  await parsed.catch(() => {
    throw unreadable
  })
}
