import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import path from 'node:path'

import { afterAll, describe, it } from 'vitest'

/**
 * `npm run test:contract:mongodb` (scripts/contract-mongodb.mjs) as `npm test` and an administrator
 * run it: no MongoDB server can be installed here, so what is checked is what it does without one.
 */
const script = path.resolve(import.meta.dirname, 'contract-mongodb.mjs')

function run(
  address: string | undefined,
): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const started = Date.now()
  const env = { ...process.env, MONGODB_TEST_URI: address ?? '' }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }))
  })
}

/** A TCP port that accepts connections and never says a word, as a firewall's black hole or a wrong service would. */
const silent: Server = createServer(() => undefined)
const silentPort = new Promise<number>((resolve) =>
  silent.listen(0, '127.0.0.1', () => resolve((silent.address() as { port: number }).port)),
)
afterAll(() => void silent.close())

// The failures each wait for the driver's 5-second server selection: side by side.
describe.concurrent('the MongoDB contract suite’s script', () => {
  it('without an address, says so in one line and passes', async ({ expect }) => {
    const result = await run(undefined)
    expect(result.code).toBe(0)
    expect(result.stdout.trim().split('\n')).toHaveLength(1)
    expect(result.stdout).toContain('MONGODB_TEST_URI is not set')
  })

  it('fails within seconds, with the reason and without the password, where nothing listens', async ({ expect }) => {
    const result = await run('mongodb://commune:secret@127.0.0.1:1/commune')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('MongoDB does not answer at mongodb://commune:***@127.0.0.1:1/commune')
    expect(result.stderr).not.toContain('secret')
    expect(result.ms).toBeLessThan(20_000)
  }, 30_000)

  it('gives up after a few seconds on an address that accepts and stays silent, not a hang', async ({ expect }) => {
    const result = await run(`mongodb://127.0.0.1:${await silentPort}/commune`)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('MongoDB does not answer')
    expect(result.ms).toBeLessThan(20_000)
  }, 30_000)

  it('refuses what is not a MongoDB address', async ({ expect }) => {
    const result = await run('postgres://commune@127.0.0.1/commune')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('must start with mongodb://')
  })
})
