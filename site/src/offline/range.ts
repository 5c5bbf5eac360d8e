/**
 * A part of a saved recording, as a server answers an HTTP Range request (RFC 9110, section 14):
 * the offline worker keeps whole files, and a browser plays `<audio>` by asking for parts of it
 * (docs/product/spoken.md#offline). The Cache API cannot store a 206 answer, so the worker stores the
 * file's 200 answer and cuts each part out of it here.
 */

/** The first byte range of a `Range` header, or why it cannot be answered with one part. */
export type ByteRange =
  | { start: number; end: number }
  /** No header, another unit, several ranges or a malformed one: the whole file is the answer (section 14.2). */
  | 'whole'
  /** A well-formed range wholly past the file's end: 416. */
  | 'unsatisfiable'

export function parseRange(header: string | null, size: number): ByteRange {
  const match = header ? /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header) : null
  if (!match) return 'whole'
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return 'whole'
  if (first === '') {
    // « bytes=-500 »: the last 500 bytes.
    const length = Number(last)
    if (length === 0) return 'unsatisfiable'
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (last !== '' && Number(last) < start) return 'whole'
  return start >= size ? 'unsatisfiable' : { start, end }
}

/**
 * The answer to `range` from a whole file: 206 with its Content-Range, 416 past the end, or the whole
 * file (200). The file's own headers (its type) are kept; its length is the part's.
 */
export async function rangeResponse(whole: Response, range: string | null): Promise<Response> {
  const headers = new Headers(whole.headers)
  headers.set('accept-ranges', 'bytes')
  // Asked from its first byte to its end, as a player starts: the file passes through as it arrives,
  // so that it plays at once, when its length is known without reading it.
  const declared = whole.headers.get('content-encoding') ? Number.NaN : Number(whole.headers.get('content-length'))
  if (Number.isSafeInteger(declared) && declared > 0) {
    const part = parseRange(range, declared)
    if (typeof part === 'object' && part.start === 0 && part.end === declared - 1) {
      headers.set('content-range', `bytes 0-${declared - 1}/${declared}`)
      return new Response(whole.body, { status: 206, headers })
    }
  }
  const body = await whole.blob()
  // The body is the decoded file: any transfer encoding of the stored answer no longer applies.
  headers.delete('content-encoding')
  const part = parseRange(range, body.size)
  if (part === 'unsatisfiable') {
    headers.set('content-range', `bytes */${body.size}`)
    headers.set('content-length', '0')
    return new Response(null, { status: 416, headers })
  }
  if (part === 'whole') {
    headers.delete('content-range')
    headers.set('content-length', String(body.size))
    return new Response(body, { status: 200, headers })
  }
  headers.set('content-range', `bytes ${part.start}-${part.end}/${body.size}`)
  headers.set('content-length', String(part.end - part.start + 1))
  return new Response(body.slice(part.start, part.end + 1), { status: 206, headers })
}
