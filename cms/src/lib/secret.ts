import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { dataDir } from './paths'

/**
 * PAYLOAD_SECRET signs sessions. Production sets it in the environment; a local run gets a random
 * one kept beside the database so that sessions survive a restart and no secret is committed.
 */
export function payloadSecret(): string {
  const fromEnv = process.env.PAYLOAD_SECRET
  if (fromEnv) return fromEnv
  const file = path.join(dataDir(), '.payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir(), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
