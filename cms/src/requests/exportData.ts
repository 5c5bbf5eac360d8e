import { NotFound, type PayloadRequest } from 'payload'

import { CITIZEN_REQUESTS } from './slugs'

const PERSONAL_FIELDS = {
  reference: true,
  procedureTitle: true,
  state: true,
  requesterName: true,
  phone: true,
  email: true,
  beneficiary: true,
  relation: true,
  answers: true,
  history: true,
  createdAt: true,
  closedAt: true,
  personalDataErasedAt: true,
} as const

/**
 * What the commune keeps about the citizen who sent request `id`: that request and every other one
 * sent with the same phone number, as JSON (the files are listed by name; staff open them in the panel).
 */
export async function exportRequestData(
  req: PayloadRequest,
  id: string,
): Promise<{ reference: string; requests: unknown[] }> {
  const request = (await req.payload
    .findByID({ collection: CITIZEN_REQUESTS, id, depth: 0, overrideAccess: true, req, disableErrors: true })
    .catch(() => null)) as { reference: string; phone?: string | null } | null
  if (!request) throw new NotFound(req.t)
  const { docs } = await req.payload.find({
    collection: CITIZEN_REQUESTS,
    where: request.phone ? { phone: { equals: request.phone } } : { id: { equals: id } },
    select: { ...PERSONAL_FIELDS, attachments: true },
    depth: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const requests = docs.map(({ attachments, ...doc }) => ({
    ...doc,
    attachments: (attachments ?? []).map((file) => (typeof file === 'object' ? file.filename : file)),
  }))
  return { reference: request.reference, requests }
}
