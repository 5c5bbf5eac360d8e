import { APIError, type Payload } from 'payload'

/** Numeric ids on the SQL adapters, ObjectIds on MongoDB. */
export function isValidId(payload: Payload, id: unknown): boolean {
  const raw = String(id)
  if (payload.db.defaultIDType === 'number') return /^\d{1,15}$/.test(raw) && Number(raw) >= 1
  return /^[a-f0-9]{24}$/i.test(raw)
}

export const invalidIdMessageOf = (custom: Record<string, unknown> | undefined): string =>
  typeof custom?.invalidIdMessage === 'string' ? custom.invalidIdMessage : 'Identifiant invalide'

export const invalidIdError = (message: string) => new APIError(message, 400, undefined, true)
