import { APIError, type Payload } from 'payload'

/** Numeric ids on the SQL adapters, ObjectIds on MongoDB. */
export function isValidId(payload: Payload, id: unknown): boolean {
  const raw = String(id)
  if (payload.db.defaultIDType === 'number') return /^\d{1,15}$/.test(raw) && Number(raw) >= 1
  return /^[a-f0-9]{24}$/i.test(raw)
}

/** A collection's `custom` holds its entry of NOT_FOUND_MESSAGES (shared-types): { notFound, invalidId }. */
const invalidIdMessageOf = (custom: Record<string, unknown> | undefined): string =>
  typeof custom?.invalidId === 'string' ? custom.invalidId : 'Identifiant invalide'

/**
 * The id check: an id that cannot exist ('abc' where ids are numbers) is refused with 400 and the
 * collection's own French sentence before it reaches the database (SQL drivers would answer 500),
 * wherever it comes from: an address at the API's door, a route of the API contract, a Local API call.
 * Returns the id as the database adapter keeps it.
 */
export function checkedId(
  payload: Payload,
  id: unknown,
  collection: { custom?: Record<string, unknown> } | undefined,
): number | string {
  if (!isValidId(payload, id)) throw new APIError(invalidIdMessageOf(collection?.custom), 400, undefined, true)
  return payload.db.defaultIDType === 'number' ? Number(id) : String(id)
}
