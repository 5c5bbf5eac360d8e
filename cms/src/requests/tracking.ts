import type { PayloadRequest } from 'payload'
import {
  CITIZEN_REQUEST_MESSAGES as TEXT,
  REQUEST_STATE_EXPLANATIONS,
  REQUEST_STATE_LABELS,
  isFourDigits,
  isRequestState,
  normalizeReference,
  type RequestState,
  type RequestTracking,
} from 'shared-types'

import { consumeLimit, refundLimit } from '../accounts/rateLimit'
import { reachFloor } from '../accounts/users/hooks/signInGuard'
import { clientAddress } from '../lib/clientAddress'
import { CITIZEN_REQUESTS } from './slugs'
import { procedureFacts } from './receipt'
import { RequestFormRefusal } from './submit'
import { isTrackingKey } from './trackingKey'

type Id = number | string

/** What the tracking reads of a request, never sent as such. */
export interface TrackedRequest {
  id: Id
  reference: string
  procedure?: unknown
  procedureTitle?: string | null
  state: RequestState
  phone?: string | null
  email?: string | null
  createdAt: string
  history?: { state?: string | null; at?: string | null; note?: string | null }[] | null
}

const refuse = (message: string, status: number, field?: string): never => {
  throw new RequestFormRefusal([{ message, field }], status)
}

/** What the citizen proves: the last 4 digits of the phone given, or the key of the link received. */
export type TrackingProof = { reference: unknown; digits?: unknown; key?: unknown }

/**
 * The request named by a reference and its proof, or « not found » — the same answer, no sooner than
 * the sign-in's floor, for an unknown reference, wrong digits or a wrong key. Each try takes one of
 * the reference's 5 an hour, given back when right: the sixth wrong one is refused, whoever sends it.
 */
export async function findTrackedRequest(req: PayloadRequest, proof: TrackingProof): Promise<TrackedRequest> {
  const startedAt = Date.now()
  await consumeLimit(req, 'requestTracking', await clientAddress(req))
  const reference = normalizeReference(proof.reference)
  if (!reference) refuse(TEXT.referenceInvalid, 400, 'reference')
  const hasKey = typeof proof.key === 'string' && proof.key !== ''
  if (!hasKey && !isFourDigits(typeof proof.digits === 'string' ? proof.digits.trim() : proof.digits)) {
    refuse(TEXT.digitsInvalid, 400, 'chiffres')
  }
  try {
    await consumeLimit(req, 'requestReferenceTries', reference!)
  } catch {
    refuse(TEXT.tooManyTries, 429)
  }
  const { docs } = await req.payload.find({
    collection: CITIZEN_REQUESTS,
    where: { reference: { equals: reference } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const found = docs[0] as unknown as TrackedRequest | undefined
  const matches =
    found !== undefined &&
    (hasKey
      ? isTrackingKey(found.reference, proof.key)
      : typeof found.phone === 'string' && found.phone !== '' && found.phone.endsWith(String(proof.digits).trim()))
  if (!matches) {
    await reachFloor(startedAt)
    refuse(TEXT.notFound, 404)
  }
  await refundLimit('requestReferenceTries', reference!)
  return found!
}

/** The timeline as /suivi shows it: states, dates and the staff's messages; no name, number or answer. */
export async function trackingOf(req: PayloadRequest, request: TrackedRequest): Promise<RequestTracking> {
  const steps = (request.history ?? [])
    .filter((step) => isRequestState(step.state) && step.at)
    .map((step) => ({
      state: step.state as RequestState,
      label: REQUEST_STATE_LABELS[step.state as RequestState],
      at: step.at as string,
      ...(step.note ? { note: step.note } : {}),
    }))
  const facts = request.state === 'ready' ? await procedureFacts(req, request.procedure) : undefined
  return {
    reference: request.reference,
    procedure: request.procedureTitle ?? '',
    state: request.state,
    stateLabel: REQUEST_STATE_LABELS[request.state],
    explanation: REQUEST_STATE_EXPLANATIONS[request.state],
    receivedAt: request.createdAt,
    steps,
    ...(facts
      ? { collection: { office: facts.office, hours: facts.hours, bring: facts.bring, cost: facts.cost } }
      : {}),
    canComplete: request.state === 'incomplete',
  }
}
