import { APIError, type PayloadRequest } from 'payload'
import { CITIZEN_REQUEST_MESSAGES as TEXT, REQUEST_INPUTS as INPUT, type RequestReceipt } from 'shared-types'

import { consumeLimit } from '../accounts/rateLimit'
import { PREPARED_UPLOAD } from '../content/hooks/checkUploadedFile'
import { clientAddress } from '../lib/clientAddress'
import { isSolvedChallenge } from './challenge'
import { REQUEST_ATTACHMENTS } from './slugs'
import { CITIZEN_REQUESTS } from './slugs'
import { type CheckedRequest, type FieldError, checkRequestForm, formFieldsOf } from './formAnswers'
import { notifyRequestReceived } from './notifications'
import { procedureFacts, receiptOf } from './receipt'
import { withNextReference } from './references'

const DAY_MS = 86_400_000

/** A refusal listing every input's error, for the form (JSON) or the no-JavaScript page (HTML). */
export class RequestFormRefusal extends Error {
  constructor(
    readonly errors: FieldError[],
    readonly status = 400,
  ) {
    super(errors[0]?.message ?? TEXT.procedureUnknown)
  }
}

const refusal = (message: string, status = 400, field?: string): never => {
  throw new RequestFormRefusal([{ message, field }], status)
}

/** A published procedure open to online requests, or the French refusal. */
async function openProcedure(req: PayloadRequest, typed: FormDataEntryValue | null) {
  const id = typeof typed === 'string' && /^\d{1,12}$|^[0-9a-f]{24}$/.test(typed.trim()) ? typed.trim() : undefined
  const procedure = id
    ? await req.payload
        .findByID({ collection: 'procedures', id, depth: 0, overrideAccess: true, req, disableErrors: true })
        .catch(() => null)
    : null
  if (procedure?._status !== 'published' || !procedure.onlineRequest?.enabled) {
    refusal(TEXT.procedureUnknown, 404, INPUT.procedure)
  }
  return procedure!
}

/**
 * The limits of a sending (docs/product/requests.md#against-bots). From the form's script, a solved
 * proof of work; without JavaScript none can be, and the address gets a stricter limit instead. A
 * script that sends JSON without one is refused. Then a day's limit per phone number and address.
 */
async function checkSender(req: PayloadRequest, form: FormData, withoutScript: boolean): Promise<void> {
  const address = await clientAddress(req)
  const proof = form.get(INPUT.challenge)
  if (withoutScript && (proof === null || proof === '')) {
    await consumeLimit(req, 'requestsWithoutScript', address)
    return
  }
  if (proof === null || proof === '') refusal(TEXT.challengeMissing, 400, INPUT.challenge)
  if (!(await isSolvedChallenge(proof))) refusal(TEXT.challengeInvalid, 400, INPUT.challenge)
  await consumeLimit(req, 'requests', address)
}

async function limitPerContact(req: PayloadRequest, request: CheckedRequest): Promise<void> {
  try {
    await consumeLimit(req, 'requestsPerContact', request.phone)
    if (request.email) await consumeLimit(req, 'requestsPerContact', request.email.toLowerCase())
  } catch (error) {
    if (error instanceof APIError && error.status === 429) refusal(TEXT.tooManyForContact, 429)
    throw error
  }
}

/**
 * A citizen's request: checked whole, saved with the next reference of the year and its files in one
 * transaction, with the SMS (and e-mail) that give the reference and the tracking link. A new
 * request changes nothing on the public site: no rebuild.
 */
export async function submitRequest(
  req: PayloadRequest,
  form: FormData,
  withoutScript: boolean,
): Promise<RequestReceipt> {
  const procedure = await openProcedure(req, form.get(INPUT.procedure))
  await checkSender(req, form, withoutScript)
  const { request, errors } = await checkRequestForm(form, formFieldsOf(procedure))
  if (!request) throw new RequestFormRefusal(errors)
  await limitPerContact(req, request)

  const facts = await procedureFacts(req, procedure)
  const now = new Date()
  return withNextReference(
    req,
    async (tx, { reference, year, sequence }) => {
      const { files, ...person } = request
      const created = await tx.payload.create({
        collection: CITIZEN_REQUESTS,
        data: {
          ...person,
          reference,
          year,
          sequence,
          procedure: procedure.id,
          procedureTitle: facts.title,
          state: 'received',
          history: [{ state: 'received', at: now.toISOString() }],
          dueAt: new Date(now.getTime() + facts.processingDays * DAY_MS).toISOString(),
          submittedWithoutScript: withoutScript,
        },
        overrideAccess: true,
        depth: 0,
        req: tx,
      })
      const attachments: (number | string)[] = []
      for (const [index, file] of files.entries()) {
        const stored = await tx.payload.create({
          collection: REQUEST_ATTACHMENTS,
          data: { reference, label: file.label },
          file: {
            name: `${reference}-${index + 1}${file.name.slice(file.name.lastIndexOf('.'))}`,
            data: file.data,
            mimetype: file.mimetype,
            size: file.data.length,
          },
          overrideAccess: true,
          depth: 0,
          req: tx,
          context: { [PREPARED_UPLOAD]: true },
        })
        attachments.push(stored.id)
      }
      if (attachments.length > 0) {
        await tx.payload.update({
          collection: CITIZEN_REQUESTS,
          id: created.id,
          data: { attachments: attachments as number[] },
          overrideAccess: true,
          depth: 0,
          req: tx,
          context: { quietUpdate: true },
        })
      }
      const notified = await notifyRequestReceived(tx, { reference, phone: request.phone, email: request.email }, facts)
      return receiptOf(reference, facts, notified)
    },
    now,
  )
}
