import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import path from 'node:path'

/**
 * A stand-in for the SMS operators this machine cannot reach, speaking their documented protocols on
 * 127.0.0.1 (docs/testing.md#sms):
 * - Orange's SMS API: `POST /oauth/v3/token` (HTTP Basic with the application's id and secret,
 *   `grant_type=client_credentials`) answers a Bearer token valid one hour; then
 *   `POST /smsmessaging/v1/outbound/tel%3A%2B<sender>/requests` with that token and the
 *   `outboundSMSMessageRequest` body answers 201;
 * - a generic HTTP provider: any request to `/generic/…` answers 200.
 * Every request is kept as a JSON file in `dir`, in arrival order, so any test process can read what
 * the CMS sent (gatewayRequests, receivedSms).
 */

export interface GatewayRequest {
  kind: 'token' | 'orange' | 'generic'
  method: string
  /** The path and query, as sent. */
  url: string
  headers: Record<string, string>
  body: string
  /** The answer's status. */
  status: number
  receivedAt: string
}

/** One SMS the gateway accepted: the recipient in international form, the sender, the text. */
export interface ReceivedSms {
  to: string
  from: string
  text: string
  kind: 'orange' | 'generic'
  receivedAt: string
}

export interface SmsGateway {
  /** `http://127.0.0.1:<port>`: ORANGE_SMS_API_URL, or the base of SMS_HTTP_URL (`…/generic/send`). */
  url: string
  dir: string
  clientId: string
  clientSecret: string
  /** Stops listening (the operator is down): a sender gets « connection refused ». */
  down: () => Promise<void>
  /** Listens again on the same port. */
  up: () => Promise<void>
  /** Makes every token given so far expire, as Orange's do after an hour. */
  expireTokens: () => void
  stop: () => Promise<void>
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })

const jsonOr = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export async function startSmsGateway(
  dir: string,
  options: { clientId?: string; clientSecret?: string; port?: number } = {},
): Promise<SmsGateway> {
  mkdirSync(dir, { recursive: true })
  const clientId = options.clientId ?? 'commune-app'
  const clientSecret = options.clientSecret ?? 'secret-de-test'
  let count = readdirSync(dir).length
  let tokens = new Set<string>()
  let server: Server | undefined
  let port = options.port ?? 0

  const keep = (entry: object) => {
    count += 1
    writeFileSync(path.join(dir, `${String(count).padStart(5, '0')}-${Date.now()}.json`), JSON.stringify(entry))
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request)
    const url = request.url ?? '/'
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    )
    const answer = (
      status: number,
      payload: unknown,
      kind: GatewayRequest['kind'],
      sms?: Omit<ReceivedSms, 'receivedAt' | 'kind'>,
    ) => {
      keep({ kind, method: request.method, url, headers, body, status, receivedAt: new Date().toISOString(), sms })
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(payload))
    }

    if (url === '/oauth/v3/token' && request.method === 'POST') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
      const form = new URLSearchParams(body)
      if (headers.authorization !== expected || form.get('grant_type') !== 'client_credentials')
        return answer(
          401,
          { error: 'invalid_client', error_description: 'The requested service needs credentials' },
          'token',
        )
      const token = `jeton-${count + 1}-${Math.random().toString(36).slice(2)}`
      tokens.add(token)
      return answer(200, { token_type: 'Bearer', access_token: token, expires_in: '3600' }, 'token')
    }

    const outbound = url.match(/^\/smsmessaging\/v1\/outbound\/([^/]+)\/requests$/)
    if (outbound && request.method === 'POST') {
      const token = headers.authorization?.replace(/^Bearer /, '') ?? ''
      if (!tokens.has(token))
        return answer(
          401,
          {
            code: 42,
            message: 'Expired credentials',
            description: 'The requested service needs credentials, and the ones provided were out-of-date.',
          },
          'orange',
        )
      const sent = (jsonOr(body) as { outboundSMSMessageRequest?: Record<string, unknown> } | undefined)
        ?.outboundSMSMessageRequest
      const sender = decodeURIComponent(outbound[1]!)
      const address = String(sent?.address ?? '')
      const text = String((sent?.outboundSMSTextMessage as { message?: unknown } | undefined)?.message ?? '')
      if (!address.startsWith('tel:+') || sent?.senderAddress !== sender || text === '')
        return answer(
          400,
          { requestError: { serviceException: { messageId: 'SVC0002', text: 'Invalid input value' } } },
          'orange',
        )
      return answer(201, { outboundSMSMessageRequest: { ...sent, resourceURL: `${url}/${count + 1}` } }, 'orange', {
        to: address.slice('tel:'.length),
        from: sender.slice('tel:'.length),
        text,
      })
    }

    // The tests' own lever (not Orange's): every token given so far expires now.
    if (url === '/control/expire-tokens' && request.method === 'POST') {
      tokens = new Set()
      response.writeHead(204).end()
      return
    }

    if (url.startsWith('/generic/')) {
      const data = (jsonOr(body) ?? Object.fromEntries(new URLSearchParams(body))) as Record<string, unknown>
      return answer(200, { status: 'accepted' }, 'generic', {
        to: String(data.to ?? ''),
        from: String(data.from ?? ''),
        text: String(data.text ?? data.message ?? ''),
      })
    }
    response.writeHead(404).end()
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((request, response) => {
        handle(request, response).catch(() => response.writeHead(500).end())
      })
      server = listening
      listening.once('error', reject)
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as { port: number }).port
        resolve()
      })
    })
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve()
      server.close(() => resolve())
      server.closeAllConnections()
      server = undefined
    })

  await listen()
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    clientId,
    clientSecret,
    down: close,
    up: listen,
    expireTokens: () => {
      tokens = new Set()
    },
    stop: close,
  }
}

/** Every request the gateway received in `dir`, oldest first. */
export const gatewayRequests = (dir: string): GatewayRequest[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as GatewayRequest)

/** Every SMS the gateway accepted, oldest first. */
export const receivedSms = (dir: string): ReceivedSms[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as GatewayRequest & { sms?: ReceivedSms })
    .filter((entry) => entry.sms && entry.status < 300)
    .map((entry) => ({ ...entry.sms!, kind: entry.kind as ReceivedSms['kind'], receivedAt: entry.receivedAt }))

/** Waits for the newest SMS to `to` matching `match`, or fails naming what arrived. */
export async function waitForSms(
  dir: string,
  to: string,
  match: (sms: ReceivedSms) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<ReceivedSms> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = receivedSms(dir)
      .filter((sms) => sms.to === to && match(sms))
      .at(-1)
    if (found) return found
    if (Date.now() > deadline) {
      const seen = receivedSms(dir).map((sms) => `${sms.to} « ${sms.text} »`)
      throw new Error(
        `Aucun SMS attendu reçu au ${to} en ${timeoutMs / 1000} s ; reçus : ${seen.join(' ; ') || 'aucun'}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The six-digit code an SMS carries. */
export function codeIn(sms: ReceivedSms): string {
  const code = sms.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`Pas de code dans « ${sms.text} »`)
  return code
}
