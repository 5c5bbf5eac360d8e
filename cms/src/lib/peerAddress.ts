import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

/** Where the connection's own address is written on each request, replacing anything a client sent under that name. */
export const PEER_ADDRESS_HEADER = 'x-commune-peer-address'

const STAMPING = Symbol.for('commune.peerAddressStamping')
const state = globalThis as { [STAMPING]?: boolean }

/**
 * Next.js hands route handlers a Web Request without its socket, and writes the socket's address into
 * X-Forwarded-For only when the client sent none. Node's `http.server.request.start` channel gives
 * each request with its socket before any handler sees it: the address is stamped there
 * (instrumentation.ts subscribes once, at start).
 */
export function stampPeerAddresses(): void {
  if (state[STAMPING]) return
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket }
    request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? ''
  })
  state[STAMPING] = true
}

/** The address of the connection a request came on, when this process stamps it (see above). */
export const peerAddressOf = (headers: Headers): string | undefined =>
  state[STAMPING] ? headers.get(PEER_ADDRESS_HEADER) || undefined : undefined
