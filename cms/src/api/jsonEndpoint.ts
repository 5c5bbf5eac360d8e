import { APIError, addDataAndFileToRequest, headersWithCors, type PayloadRequest } from 'payload'

import { isValidId } from '../lib/ids'

/** What the project's own JSON routes share: reading the body, answering, refusing in French. */

/** The JSON body as an object, `{}` for anything else (the API's door has refused malformed JSON already). */
export async function jsonBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json') return {}
  await addDataAndFileToRequest(req)
  const data = req.data as unknown
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
}

/** A JSON answer with the API's CORS headers. */
export const jsonAnswer = (req: PayloadRequest, body: unknown, status = 200): Response =>
  Response.json(body, { status, headers: headersWithCors({ headers: new Headers(), req }) })

/** Refuses the request with a French message, shown to the citizen as it is. */
export const refuse = (message: string, status = 400): never => {
  throw new APIError(message, status, undefined, true)
}

/** A document id as a link or a form carries it, or undefined when it cannot be one. */
export const idFrom = (req: PayloadRequest, value: unknown): number | string | undefined => {
  if ((typeof value !== 'string' && typeof value !== 'number') || !isValidId(req.payload, value)) return undefined
  return req.payload.db.defaultIDType === 'number' ? Number(value) : String(value)
}
