import { describe, expect, it } from 'vitest'

import { parseRange, rangeResponse } from './range'

/**
 * A saved recording answered in parts, as a player asks for it offline (docs/product/spoken.md#offline).
 * The file is the numbers 0 to 99, one byte each, so a part's bytes say where they come from.
 */
const FILE = Uint8Array.from({ length: 100 }, (_, index) => index)

/** The whole file as the worker saved it: a 200 answer; `declared`: with its length, as the CMS sends it. */
const saved = (declared = false) =>
  new Response(FILE, {
    status: 200,
    headers: { 'content-type': 'audio/ogg', ...(declared ? { 'content-length': String(FILE.length) } : {}) },
  })

const bytes = async (response: Response) => [...new Uint8Array(await response.arrayBuffer())]

describe('a part of a saved recording', () => {
  it('is the bytes asked for, with its Content-Range, type and length (206)', async () => {
    const response = await rangeResponse(saved(), 'bytes=10-19')
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('bytes 10-19/100')
    expect(response.headers.get('content-length')).toBe('10')
    expect(response.headers.get('content-type')).toBe('audio/ogg')
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(await bytes(response)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
  })

  it('runs to the file’s end from where the player moved to, or is its last bytes', async () => {
    const fromMiddle = await rangeResponse(saved(), 'bytes=95-')
    expect(fromMiddle.headers.get('content-range')).toBe('bytes 95-99/100')
    expect(await bytes(fromMiddle)).toEqual([95, 96, 97, 98, 99])
    const last = await rangeResponse(saved(), 'bytes=-3')
    expect(last.headers.get('content-range')).toBe('bytes 97-99/100')
    expect(await bytes(last)).toEqual([97, 98, 99])
    // An end past the file's is the file's end.
    const past = await rangeResponse(saved(), 'bytes=98-500')
    expect(past.headers.get('content-range')).toBe('bytes 98-99/100')
  })

  it('from the first byte, as playing starts: the whole file in one 206, passed on as it arrives when its length is known', async () => {
    for (const declared of [true, false]) {
      const response = await rangeResponse(saved(declared), 'bytes=0-')
      expect(response.status).toBe(206)
      expect(response.headers.get('content-range')).toBe('bytes 0-99/100')
      expect(response.headers.get('content-length')).toBe('100')
      expect(await bytes(response)).toEqual([...FILE])
    }
  })

  it('past the end: 416 with the file’s length', async () => {
    const response = await rangeResponse(saved(), 'bytes=100-')
    expect(response.status).toBe(416)
    expect(response.headers.get('content-range')).toBe('bytes */100')
    expect(await bytes(response)).toEqual([])
  })

  it('without a range, or one it does not answer in parts: the whole file (200)', async () => {
    for (const header of [null, '', 'bytes=0-1,5-6', 'items=0-5', 'bytes=abc', 'bytes=9-2', 'bytes=-']) {
      const response = await rangeResponse(saved(), header)
      expect(response.status, String(header)).toBe(200)
      expect(response.headers.get('content-range'), String(header)).toBeNull()
      expect(response.headers.get('content-length'), String(header)).toBe('100')
      expect((await bytes(response)).length, String(header)).toBe(100)
    }
  })
})

describe('reading a Range header', () => {
  it('as a browser sends it', () => {
    expect(parseRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 })
    expect(parseRange('bytes=2-4', 10)).toEqual({ start: 2, end: 4 })
    expect(parseRange('bytes=-4', 10)).toEqual({ start: 6, end: 9 })
    expect(parseRange('bytes=-40', 10)).toEqual({ start: 0, end: 9 })
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable')
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable')
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable')
  })
})
