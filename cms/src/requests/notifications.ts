import type { PayloadRequest } from 'payload'
import {
  CITIZEN_REQUEST_NOTIFICATIONS as TEXT,
  REQUEST_STATE_EXPLANATIONS,
  REQUEST_STATE_LABELS,
  processingTimeLabel,
  type RequestState,
} from 'shared-types'
import { toGsm7 } from 'shared-types/smsText'

import { communeContact } from '../messaging/contact/commune'
import { renderEmail } from '../messaging/layout'
import { queueEmail, queueSms } from '../messaging/outbox'
import { type ProcedureFacts, procedureFacts } from './receipt'
import { trackingUrl } from './trackingKey'

/** A request as the notifications read it. */
export interface NotifiedRequest {
  reference: string
  procedure?: unknown
  procedureTitle?: string | null
  phone?: string | null
  email?: string | null
  history?: unknown[] | null
}

/** Tracking links in an SMS go without their scheme: shorter, and a phone still opens them. */
const shortLink = (url: string): string => url.replace(/^https?:\/\//, '')

/**
 * Every message about a request carries a once-key that starts with its reference: the retention job
 * deletes them with the request's personal data (retention.ts).
 */
export const requestMessageKey = (reference: string, step: number, channel: 'sms' | 'email'): string =>
  `demande:${reference}:${step}:${channel}`

async function send(
  req: PayloadRequest,
  request: NotifiedRequest,
  step: number,
  sms: (commune: string) => string,
  email: { subject: string; paragraphs: string[] },
  template: 'requestReceived' | 'requestUpdate',
): Promise<{ sms: boolean; email: boolean }> {
  const { name } = await communeContact(req)
  const link = trackingUrl(request.reference)
  let smsQueued = false
  if (request.phone) {
    smsQueued = Boolean(
      await queueSms(req, {
        to: request.phone,
        // Written in GSM-7: one SMS, never the 70-character UCS-2 messages an accent would make.
        text: toGsm7(sms(name)),
        template,
        onceKey: requestMessageKey(request.reference, step, 'sms'),
      }),
    )
  }
  let emailQueued = false
  if (request.email) {
    const rendered = renderEmail(
      { ...email, action: { label: 'Suivre ma demande', url: link }, footer: [`Référence : ${request.reference}`] },
      name,
    )
    emailQueued = Boolean(
      await queueEmail(req, {
        ...rendered,
        to: request.email,
        template,
        onceKey: requestMessageKey(request.reference, step, 'email'),
      }),
    )
  }
  return { sms: smsQueued, email: emailQueued }
}

/** A request just received: its reference and link, what happens next (docs/product/requests.md#sending). */
export async function notifyRequestReceived(
  req: PayloadRequest,
  request: NotifiedRequest,
  facts: ProcedureFacts,
): Promise<{ sms: boolean; email: boolean }> {
  const link = trackingUrl(request.reference)
  return send(
    req,
    request,
    0,
    (commune) => TEXT.receivedSms(commune, request.reference, facts.title, shortLink(link)),
    {
      subject: TEXT.receivedSubject(request.reference),
      paragraphs: [
        `Votre demande « ${facts.title} » est enregistrée sous la référence ${request.reference}.`,
        `Délai habituel : ${processingTimeLabel(facts.processingDays)}. Nous vous écrirons à chaque étape.`,
        `Coût, à payer au guichet : ${facts.cost}.`,
        ...(facts.bring.length > 0 ? [`À apporter au retrait : ${facts.bring.join(', ')}.`] : []),
        `Où : ${facts.office}.${facts.hours ? ` Horaires : ${facts.hours}.` : ''}`,
      ],
    },
    'requestReceived',
  )
}

/** A change of state (or a message) from staff: the new state, the staff's words, the link. */
export async function notifyRequestChange(
  req: PayloadRequest,
  request: NotifiedRequest,
  state: RequestState,
  note: string,
): Promise<void> {
  const step = Array.isArray(request.history) ? request.history.length : 1
  const link = trackingUrl(request.reference)
  const facts = state === 'ready' ? await procedureFacts(req, request.procedure) : undefined
  const where = facts ? `${facts.office}.${facts.hours ? ` ${facts.hours}.` : ''}` : ''
  await send(
    req,
    request,
    step,
    (commune) =>
      TEXT.changedSms(commune, request.reference, state, [note, where].filter(Boolean).join(' '), shortLink(link)),
    {
      subject: TEXT.changedSubject(request.reference, state),
      paragraphs: [
        `Votre demande ${request.reference} (${request.procedureTitle ?? ''}) : ${REQUEST_STATE_LABELS[state]}.`,
        REQUEST_STATE_EXPLANATIONS[state],
        ...(note ? [`Message de la mairie : ${note}`] : []),
        ...(facts
          ? [
              `Où : ${facts.office}.${facts.hours ? ` Horaires : ${facts.hours}.` : ''}`,
              `Coût, à payer au guichet : ${facts.cost}.`,
              ...(facts.bring.length > 0 ? [`À apporter : ${facts.bring.join(', ')}.`] : []),
            ]
          : []),
      ],
    },
    'requestUpdate',
  )
}
