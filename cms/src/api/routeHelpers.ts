import { APIError, headersWithCors, type PayloadRequest } from 'payload'

import { isValidId } from '../lib/ids'
import { jsonObject } from './body'

/** What the project's own routes share: reading a JSON body, answering (JSON, CSV), refusing in French. */

/** A JSON body as an object (the door's own check, api/body.ts), `{}` for a body of another type. */
export async function jsonBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  return type === 'application/json' ? jsonObject(await req.text!()) : {}
}

/** A JSON answer with the API's CORS headers. */
export const jsonAnswer = (req: PayloadRequest, body: unknown, status = 200): Response =>
  Response.json(body, { status, headers: headersWithCors({ headers: new Headers(), req }) })

/** A CSV file to download (staff's exports), never kept by a cache, named with today's date. */
export const csvAnswer = (req: PayloadRequest, csv: string, fileStem: string): Response =>
  new Response(csv, {
    headers: headersWithCors({
      headers: new Headers({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileStem}-${new Date().toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      }),
      req,
    }),
  })

/** Refuses the request with a French message, shown to the citizen as it is. */
export const refuse = (message: string, status = 400): never => {
  throw new APIError(message, status, undefined, true)
}

/** A document id as a link or a form carries it, or undefined when it cannot be one. */
export const idFrom = (req: PayloadRequest, value: unknown): number | string | undefined => {
  if ((typeof value !== 'string' && typeof value !== 'number') || !isValidId(req.payload, value)) return undefined
  return req.payload.db.defaultIDType === 'number' ? Number(value) : String(value)
}
