import { timingSafeEqual } from 'node:crypto'

import { Forbidden, NotFound, type Endpoint, type PayloadRequest } from 'payload'
import { MESSAGES, SMS_MESSAGES, isBlank, isSmsTopic, smsCodeFrom, type SmsTopic } from 'shared-types'
import { displayPhone, senegalMobile } from 'shared-types/smsText'

import { isAdmin } from '../../../access'
import { csvAnswer, idFrom, jsonAnswer, jsonBody, refuse } from '../../../api/routeHelpers'
import { consumeLimit } from '../../../accounts/rateLimit'
import { reachFloor } from '../../../accounts/users/hooks/signInGuard'
import { clientAddress } from '../../../lib/clientAddress'
import type { CodePurpose } from '../../../messaging/sms/codes'
import { smsSubscribersCsv } from '../../../messaging/sms/exportCsv'
import { type CodeRequest, checkCode, isLocality, requestCode, stopByReply } from '../../../messaging/sms/subscriptions'

/**
 * The SMS subscriptions' routes (docs/API.md#sms-subscribers): a code to subscribe or to stop, its
 * check, the operator's forwarded replies, and the administrators' export. Payload's own create is
 * not among them: nobody is subscribed without the code.
 */

/** The number as typed, in international form, or the French refusal. */
function phoneFrom(value: unknown): string {
  if (isBlank(value)) refuse(SMS_MESSAGES.phoneRequired)
  return senegalMobile(value) ?? refuse(SMS_MESSAGES.phoneInvalid)
}

const CODE_REFUSALS: Record<Exclude<CodeRequest, 'sent' | 'notSubscribed'>, string> = {
  tooManyCodes: SMS_MESSAGES.tooManyCodes,
  dailyCeilingReached: SMS_MESSAGES.dailyCeilingReached,
}

/** A subscription: the number, its topics and its place; a code is sent, the choice waits for it. */
const subscribe: Endpoint = {
  path: '/',
  method: 'post',
  custom: { checksItsCallers: true },
  handler: async (req) => {
    await consumeLimit(req, 'smsCodes', await clientAddress(req))
    const { phone: typed, topics, locality } = await jsonBody(req)
    const phone = phoneFrom(typed)
    const chosen: SmsTopic[] = Array.isArray(topics) ? [...new Set(topics.filter(isSmsTopic))] : []
    if (chosen.length === 0) refuse(MESSAGES.newsletterTopicsRequired)
    let place: number | string | undefined
    if (!isBlank(locality)) {
      place = idFrom(req, locality)
      if (place === undefined || !(await isLocality(req, place))) refuse(SMS_MESSAGES.localityUnknown)
    }
    const result = await requestCode(req, phone, 'subscribe', { topics: chosen, locality: place })
    if (result === 'tooManyCodes' || result === 'dailyCeilingReached') refuse(CODE_REFUSALS[result], 429)
    return jsonAnswer(req, { message: SMS_MESSAGES.codeSent(displayPhone(phone)) }, 202)
  },
}

/**
 * A code to stop: the same answer, no sooner than the sign-in's floor, whether the number receives
 * SMS or not (only then is a code sent).
 */
const requestStop: Endpoint = {
  path: '/stop',
  method: 'post',
  custom: { checksItsCallers: true },
  handler: async (req) => {
    const startedAt = Date.now()
    try {
      await consumeLimit(req, 'smsCodes', await clientAddress(req))
      const phone = phoneFrom((await jsonBody(req)).phone)
      const result = await requestCode(req, phone, 'stop')
      if (result === 'tooManyCodes' || result === 'dailyCeilingReached') refuse(CODE_REFUSALS[result], 429)
      return jsonAnswer(req, { message: SMS_MESSAGES.stopCodeSent(displayPhone(phone)) }, 202)
    } finally {
      await reachFloor(startedAt)
    }
  },
}

/** The typed code, for either purpose. */
const confirm = (path: string, purpose: CodePurpose, done: string): Endpoint => ({
  path,
  method: 'post',
  custom: { checksItsCallers: true },
  handler: async (req) => {
    await consumeLimit(req, 'smsCodeChecks', await clientAddress(req))
    const body = await jsonBody(req)
    const phone = phoneFrom(body.phone)
    const code = smsCodeFrom(body.code) ?? refuse(SMS_MESSAGES.codeRequired)
    const check = await checkCode(req, phone, purpose, code)
    if (check.result === 'wrong') refuse(SMS_MESSAGES.codeWrong(check.triesLeft))
    if (check.result === 'expired') refuse(SMS_MESSAGES.codeExpired)
    return jsonAnswer(req, { message: done })
  },
})

const sameSecret = (given: unknown, expected: string): boolean => {
  if (typeof given !== 'string') return false
  const [a, b] = [Buffer.from(given), Buffer.from(expected)]
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The sender and text of a forwarded SMS: Orange's notification, or a generic operator's `from`/`text`. */
function inboundMessage(body: Record<string, unknown>): { from: unknown; text: unknown } {
  const orange = (body.inboundSMSMessageNotification as { inboundSMSMessage?: Record<string, unknown> } | undefined)
    ?.inboundSMSMessage
  if (orange) return { from: String(orange.senderAddress ?? '').replace(/^tel:/, ''), text: orange.message }
  return { from: body.from ?? body.sender ?? body.msisdn, text: body.text ?? body.message }
}

/** A reply that asks to stop: « STOP », « ARRET », « Arrêt », with anything after it. */
const STOP_WORDS = /^\s*(stop|arr[eê]t(er)?|desabonner|désabonner)\b/i

/**
 * Replies the operator forwards (Orange offers it on request): « STOP » stops the number. Only with
 * SMS_INBOUND_SECRET set, given in the address's `secret` (what the operator is told to call).
 */
const inbound: Endpoint = {
  path: '/inbound',
  method: 'post',
  // Called by the operator, with its secret; some operators post forms (apiGuard/index.ts lets both through).
  custom: { acceptsFormBody: true, checksItsCallers: true },
  handler: async (req) => {
    const secret = process.env.SMS_INBOUND_SECRET?.trim()
    if (!secret) throw new NotFound(req.t)
    if (!sameSecret((req.query as Record<string, unknown> | undefined)?.secret, secret)) throw new Forbidden(req.t)
    const type = (req.headers.get('content-type') ?? '').toLowerCase()
    const body = type.startsWith('application/x-www-form-urlencoded')
      ? Object.fromEntries(new URLSearchParams(await req.text!()))
      : await jsonBody(req)
    const { from, text } = inboundMessage(body)
    const phone = senegalMobile(typeof from === 'string' && !from.startsWith('+') ? `+${from}` : from)
    const stops = Boolean(phone) && typeof text === 'string' && STOP_WORDS.test(text)
    if (stops) await stopByReply(req, phone!)
    return jsonAnswer(req, { stopped: stops })
  },
}

/** The numbers as a spreadsheet, for administrators. */
const exportList: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!isAdmin({ req })) throw new Forbidden(req.t)
    return csvAnswer(req, await smsSubscribersCsv(req), 'abonnes-sms')
  },
}

export const smsSubscriberEndpoints: Endpoint[] = [
  subscribe,
  requestStop,
  confirm('/confirm', 'subscribe', SMS_MESSAGES.subscribed),
  confirm('/stop/confirm', 'stop', SMS_MESSAGES.stopped),
  inbound,
  exportList,
]
