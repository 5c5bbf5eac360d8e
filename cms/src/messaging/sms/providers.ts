import { processLocal } from '../../lib/processLocal'

/**
 * The SMS operator, chosen by SMS_PROVIDER (docs/product/sms.md#operators): Orange's SMS API (`orange`) or
 * any operator with an HTTP API (`http`). Without one, nothing is sent and staff see why.
 */
export interface SmsProvider {
  /** Named in « Envois » and the logs. */
  name: string
  /** Sends `text` to `to` (international form, `+221…`); throws SmsRefusal when it did not leave. */
  send: (to: string, text: string) => Promise<void>
}

/** Why an SMS did not leave, in French, and whether trying again can help. */
export class SmsRefusal extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message)
  }
}

/** How long an operator may take to answer before the try counts as failed (and is retried). */
const REQUEST_TIMEOUT_MS = 15_000

const required = (name: string): string => {
  const value = process.env[name]?.trim()
  if (!value) throw new SmsRefusal(`Fournisseur SMS mal configuré : ${name} manquant`, false)
  return value
}

/** A failed HTTP answer: 4xx other than 401, 408 and 429 refuses this message for good; anything else is an outage. */
const refusalOf = (who: string, status: number, body: string) =>
  new SmsRefusal(
    `${status === 401 ? 'Accès refusé par' : 'Refusé par'} ${who} (HTTP ${status}) : ${body.slice(0, 200)}`,
    status >= 400 && status < 500 && ![401, 408, 429].includes(status),
  )

async function request(who: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message
    throw new SmsRefusal(`${who} injoignable (${cause})`, false)
  }
}

/** Orange's token, kept until a minute before it expires (an hour): one token request per hour, not per SMS. */
const orangeToken = processLocal('commune.sms.orangeToken', () => ({
  value: undefined as string | undefined,
  expiresAt: 0,
}))

/**
 * Orange's SMS API (Africa and Middle East): an OAuth2 token by client credentials, then one
 * outbound request per SMS to the sender's own number, both as Orange documents them.
 */
function orange(): SmsProvider {
  const who = 'Orange'
  const base = (process.env.ORANGE_SMS_API_URL?.trim() || 'https://api.orange.com').replace(/\/+$/, '')

  async function token(): Promise<string> {
    if (orangeToken.value && Date.now() < orangeToken.expiresAt) return orangeToken.value
    const credentials = Buffer.from(`${required('ORANGE_SMS_CLIENT_ID')}:${required('ORANGE_SMS_CLIENT_SECRET')}`)
    const response = await request(who, `${base}/oauth/v3/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${credentials.toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    })
    const body = await response.text()
    // A refused token is the configuration's fault, not the message's: tried again once it is fixed.
    if (!response.ok) throw new SmsRefusal(refusalOf(who, response.status, body).message, false)
    const { access_token, expires_in } = JSON.parse(body) as { access_token?: string; expires_in?: string | number }
    if (!access_token) throw new SmsRefusal(`${who} n’a pas donné de jeton d’accès`, false)
    orangeToken.value = access_token
    orangeToken.expiresAt = Date.now() + Math.max(60, Number(expires_in) || 3600) * 1000 - 60_000
    return access_token
  }

  return {
    name: who,
    send: async (to, text) => {
      const sender = `tel:${required('ORANGE_SMS_SENDER')}`
      const senderName = process.env.ORANGE_SMS_SENDER_NAME?.trim()
      const body = JSON.stringify({
        outboundSMSMessageRequest: {
          address: `tel:${to}`,
          senderAddress: sender,
          ...(senderName ? { senderName } : {}),
          outboundSMSTextMessage: { message: text },
        },
      })
      const send = async () =>
        request(who, `${base}/smsmessaging/v1/outbound/${encodeURIComponent(sender)}/requests`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/json' },
          body,
        })
      let response = await send()
      if (response.status === 401) {
        // The token expired early (revoked, or the clock is off): one new token, one new try.
        orangeToken.value = undefined
        response = await send()
      }
      if (!response.ok) throw refusalOf(who, response.status, await response.text())
    },
  }
}

/** `{{to}}`, `{{from}}` and `{{text}}` in a template, each written as the place it stands in needs. */
const fillTemplate = (template: string, values: Record<string, string>, encode: (value: string) => string) =>
  template.replace(/\{\{(to|from|text)\}\}/g, (_, name: string) => encode(values[name] ?? ''))

const jsonEscape = (value: string) => JSON.stringify(value).slice(1, -1)

/**
 * Any operator with an HTTP API: SMS_HTTP_URL, SMS_HTTP_METHOD (POST), SMS_HTTP_HEADERS (a JSON
 * object), SMS_HTTP_BODY (a template: `{{to}}`, `{{from}}`, `{{text}}`, escaped for JSON when the
 * body is JSON, else for a form). A 2xx answer means sent.
 */
function genericHttp(): SmsProvider {
  const who = 'le fournisseur SMS'
  return {
    name: 'HTTP',
    send: async (to, text) => {
      const url = required('SMS_HTTP_URL')
      const method = (process.env.SMS_HTTP_METHOD?.trim() || 'POST').toUpperCase()
      let headers: Record<string, string>
      try {
        headers = JSON.parse(process.env.SMS_HTTP_HEADERS?.trim() || '{}') as Record<string, string>
      } catch {
        throw new SmsRefusal('Fournisseur SMS mal configuré : SMS_HTTP_HEADERS n’est pas un objet JSON', false)
      }
      const template = process.env.SMS_HTTP_BODY?.trim() || '{"to":"{{to}}","from":"{{from}}","text":"{{text}}"}'
      const isJson = template.startsWith('{') || template.startsWith('[')
      const values = { to, from: process.env.SMS_HTTP_SENDER?.trim() ?? '', text }
      const hasContentType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')
      const response = await request(who, fillTemplate(url, values, encodeURIComponent), {
        method,
        headers: {
          ...(hasContentType
            ? {}
            : { 'Content-Type': isJson ? 'application/json' : 'application/x-www-form-urlencoded' }),
          ...headers,
        },
        body: method === 'GET' ? undefined : fillTemplate(template, values, isJson ? jsonEscape : encodeURIComponent),
      })
      if (!response.ok) throw refusalOf(who, response.status, await response.text())
    },
  }
}

/** The configured operator, or undefined: the SMS is then kept unsent (« Envois » says why). */
export function smsProvider(): SmsProvider | undefined {
  const name = process.env.SMS_PROVIDER?.trim().toLowerCase()
  if (name === 'orange') return orange()
  if (name === 'http') return genericHttp()
  return undefined
}
