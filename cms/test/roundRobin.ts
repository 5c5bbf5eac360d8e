import { createServer, type IncomingHttpHeaders, request as httpRequest } from 'node:http'

import { proxiedFrom } from './api'

/**
 * One address in front of several CMS instances, as a region's load balancer puts it (README
 * « Several CMS instances »), and calls through it or to one instance.
 */
export type RoundRobin = { url: string; answeredBy: number[]; stop: () => Promise<void> }

/** Connection headers belong to one hop: each side of the proxy keeps its own. */
const withoutHopHeaders = (headers: IncomingHttpHeaders): IncomingHttpHeaders => {
  const { connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers
  return rest
}

/** A proxy that sends request n to instance n mod 2, counting what each answered. */
export function startRoundRobin(targets: string[]): Promise<RoundRobin> {
  const answeredBy = targets.map(() => 0)
  let next = 0
  const server = createServer((incoming, outgoing) => {
    const index = next++ % targets.length
    answeredBy[index]! += 1
    const target = new URL(targets[index]!)
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        // One connection per request, closed after its answer: nothing keeps an instance's stop waiting.
        headers: { ...withoutHopHeaders(incoming.headers), host: target.host, connection: 'close' },
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers))
        answer.pipe(outgoing)
        // An instance killed in the middle of its answer: cut the caller's connection too, as a load
        // balancer does, rather than leave it waiting for the rest forever.
        answer.on('close', () => answer.complete || outgoing.destroy())
      },
    )
    forwarded.on('error', () => outgoing.headersSent || outgoing.writeHead(502).end())
    incoming.pipe(forwarded)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      resolve({
        url: `http://127.0.0.1:${port}`,
        answeredBy,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}

const CALL_TIMEOUT_MS = 20_000

export type Call = { status: number; body: any; headers: Headers }
export type CallOptions = { json?: unknown; token?: string; from?: string }
export async function call(base: string, method: string, route: string, options: CallOptions = {}): Promise<Call> {
  const headers: Record<string, string> = options.from ? proxiedFrom(options.from) : {}
  if (options.json !== undefined) headers['Content-Type'] = 'application/json'
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  try {
    const response = await fetch(`${base}/api${route}`, {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      // A call left unanswered fails on its own, naming itself, before the test's time runs out.
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
  } catch (error) {
    throw new Error(`${method} ${route} : ${error instanceof Error ? error.message : String(error)}`)
  }
}
