import type { PayloadRequest } from 'payload'
import { CITIZEN_REQUEST_MESSAGES as TEXT, REQUEST_INPUTS as INPUT, REQUEST_LIMITS } from 'shared-types'

import { PREPARED_UPLOAD } from '../content/hooks/checkUploadedFile'
import { inTransaction } from '../storage/ownTransaction'
import { CITIZEN_REQUESTS } from './slugs'
import { REQUEST_ATTACHMENTS } from './slugs'
import { checkRequestForm } from './formAnswers'
import { RequestFormRefusal } from './submit'
import { type TrackedRequest, findTrackedRequest } from './tracking'

const COMPLETION_LABEL = 'Complément'
const RECEIVED_NOTE = 'Complément reçu : la mairie reprend votre demande.'

/**
 * What a citizen adds to an incomplete request from /suivi: a correction, a document, or both. The
 * request goes back to « En traitement »; the words go to the internal notes (staff read them, the
 * timeline only says a complement came), the file to the request's files.
 */
export async function completeRequest(req: PayloadRequest, form: FormData): Promise<TrackedRequest> {
  const request = await findTrackedRequest(req, {
    reference: form.get(INPUT.reference),
    digits: form.get(INPUT.digits) ?? undefined,
    key: form.get(INPUT.key) ?? undefined,
  })
  if (request.state !== 'incomplete') throw new RequestFormRefusal([{ message: TEXT.notIncomplete }], 409)
  const note = typeof form.get(INPUT.note) === 'string' ? String(form.get(INPUT.note)).trim() : ''
  if (note.length > REQUEST_LIMITS.noteLength) {
    throw new RequestFormRefusal([{ message: TEXT.fieldTooLong('Précision'), field: INPUT.note }])
  }
  // The file is checked as a form's optional file field is.
  const fileField = { id: 'piece', label: COMPLETION_LABEL, kind: 'file' as const, required: false }
  const piece = new FormData()
  piece.set(INPUT.name, '-')
  piece.set(INPUT.phone, request.phone ?? '')
  piece.set(INPUT.beneficiary, 'self')
  const file = form.get(INPUT.attachment)
  if (file !== null) piece.set('champ-piece', file)
  const checked = await checkRequestForm(piece, [fileField])
  const fileErrors = checked.errors.filter((error) => error.field === 'champ-piece')
  if (fileErrors.length > 0)
    throw new RequestFormRefusal(fileErrors.map((error) => ({ ...error, field: INPUT.attachment })))
  const attached = checked.request?.files[0]
  if (!note && !attached) throw new RequestFormRefusal([{ message: TEXT.completeEmpty, field: INPUT.note }])

  return inTransaction(req, async (tx) => {
    const current = (await tx.payload.findByID({
      collection: CITIZEN_REQUESTS,
      id: request.id,
      depth: 0,
      overrideAccess: true,
      req: tx,
    })) as unknown as TrackedRequest & {
      attachments?: (number | { id: number })[] | null
      internalNotes?: unknown[] | null
    }
    const attachments = (current.attachments ?? []).map((entry) => (typeof entry === 'object' ? entry.id : entry))
    if (attached) {
      const stored = await tx.payload.create({
        collection: REQUEST_ATTACHMENTS,
        data: { reference: request.reference, label: COMPLETION_LABEL },
        file: {
          name: `${request.reference}-complement-${attachments.length + 1}${attached.name.slice(attached.name.lastIndexOf('.'))}`,
          data: attached.data,
          mimetype: attached.mimetype,
          size: attached.data.length,
        },
        overrideAccess: true,
        depth: 0,
        req: tx,
        context: { [PREPARED_UPLOAD]: true },
      })
      attachments.push(stored.id as number)
    }
    const now = new Date().toISOString()
    const updated = await tx.payload.update({
      collection: CITIZEN_REQUESTS,
      id: request.id,
      data: {
        state: 'processing',
        attachments,
        internalNotes: [
          ...(current.internalNotes ?? []),
          { note: `Complément du demandeur : ${note || '(document joint)'}`, at: now },
        ] as never,
        history: [...(current.history ?? []), { state: 'processing', at: now, note: RECEIVED_NOTE }] as never,
      },
      overrideAccess: true,
      depth: 0,
      req: tx,
      context: { citizenCompletion: true },
    })
    return updated as unknown as TrackedRequest
  })
}
