import { APIError, type Payload } from 'payload'

/** Numeric ids on the SQL adapters, ObjectIds on MongoDB. */
export function isValidId(payload: Payload, id: unknown): boolean {
  const raw = String(id)
  if (payload.db.defaultIDType === 'number') return /^\d{1,15}$/.test(raw) && Number(raw) >= 1
  return /^[a-f0-9]{24}$/i.test(raw)
}

/** A collection's `custom` holds its entry of NOT_FOUND_MESSAGES (shared-types): { notFound, invalidId }. */
export const invalidIdMessageOf = (custom: Record<string, unknown> | undefined): string =>
  typeof custom?.invalidId === 'string' ? custom.invalidId : 'Identifiant invalide'

export const invalidIdError = (message: string) => new APIError(message, 400, undefined, true)
