import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const cmsDir = path.resolve(import.meta.dirname, '..')

export const ADMIN = { email: 'contrat@commune.local', password: 'Contrat-Mot-De-Passe-2026' }
/**
 * The test servers' PROXY_SECRET: a call that sends it in X-Proxy-Secret speaks as the site's proxy,
 * and the rightmost X-Forwarded-For entry is then its client's address (see proxiedFrom in api.ts).
 */
export const PROXY_SECRET = 'contract-proxy-secret-0123456789'
/** The first administrator's display name (ADMIN_NAME), which signs its news and greets it on /welcome. */
export const ADMIN_DISPLAY_NAME = 'Secrétariat municipal'

export const freePort = (): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

/** A fresh, empty database for the adapter under test: SQLite by default, else the given server. */
function freshDatabase(dataDir: string): string {
  const uri = process.env.CONTRACT_DATABASE_URI
  if (!uri) return `file:${path.join(dataDir, 'contract.db')}`
  if (uri.startsWith('postgres')) {
    const reset = spawnSync('psql', [uri, '-q', '-c', 'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'], {
      stdio: 'inherit',
    })
    if (reset.status !== 0) throw new Error(`Impossible de réinitialiser la base PostgreSQL ${uri}`)
    return uri
  }
  // MongoDB: a database name of its own per run.
  const url = new URL(uri)
  url.pathname = `/commune-contract-${Date.now()}`
  return url.toString()
}

/** Waits until `url` answers OK, failing at once if the server process behind it has stopped. */
export async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur de ${url} s'est arrêté (code ${child.exitCode})`)
    try {
      const response = await fetch(url)
      // Read to the end: an unread answer keeps its keep-alive connection busy, and the server's
      // graceful stop (SIGTERM) then waits for it to time out (KEEP_ALIVE_MS, a minute) before it exits.
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} n'a pas répondu en ${timeoutMs / 1000} s`)
}

export type RunningCms = {
  url: string
  dataDir: string
  /** The server's process group (it runs detached, its processes under the one started here). */
  processGroup: number
  /** Stops the server; `keepData` leaves its database and uploads for a restart. */
  stop: (options?: { keepData?: boolean }) => Promise<void>
  /** Kills the server at once (SIGKILL, as a power cut would), leaving its data as it is on disk. */
  crash: () => Promise<void>
}

type StartOptions = {
  /** Reuse the data folder (database and uploads) of an earlier run instead of a fresh one. */
  dataDir?: string
  /** The database to use as it is (see ownDatabase), instead of the data folder's SQLite file or the suite's server. */
  databaseUri?: string
  env?: Record<string, string>
  /**
   * Next's standalone server (a copied .next/standalone's cms/server.js), run with `node` as the
   * Docker image runs it, instead of `next start` in cms/.
   */
  standaloneServer?: string
}

/**
 * A fresh database of its own on the adapter under test, for a suite that starts (and restarts)
 * servers of its own beside the shared one: a SQLite file in `dataDir`, or a new database on the
 * suite's PostgreSQL or MongoDB server. `drop` removes it again.
 */
export function ownDatabase(dataDir: string): { uri: string; drop: () => void } {
  const uri = process.env.CONTRACT_DATABASE_URI
  if (!uri) return { uri: `file:${path.join(dataDir, 'contract.db')}`, drop: () => undefined }
  const name = `commune_own_${Date.now().toString(36)}`
  const url = new URL(uri)
  url.pathname = `/${name}`
  if (!uri.startsWith('postgres')) return { uri: url.toString(), drop: () => undefined }
  const psql = (sql: string) => spawnSync('psql', [uri, '-q', '-c', sql], { stdio: 'inherit' }).status
  if (psql(`CREATE DATABASE ${name}`) !== 0) throw new Error(`Impossible de créer la base PostgreSQL ${name}`)
  return { uri: url.toString(), drop: () => void psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/**
 * How long the server keeps an idle connection open, as `npm start` and the Dockerfile start it:
 * longer than its clients' (browsers, proxies, Playwright's request context), so a client never
 * sends on a connection the server is closing at that instant (ECONNRESET under Node's 5 s default).
 */
const KEEP_ALIVE_MS = '65000'

/** The command that serves the built CMS on `port`: `next start` in cms/, or a standalone server.js. */
function serverCommand(port: number, standaloneServer?: string) {
  if (!standaloneServer) {
    return {
      file: path.join(cmsDir, 'node_modules/.bin/next'),
      args: ['start', '-p', String(port), '-H', '127.0.0.1', '--keepAliveTimeout', KEEP_ALIVE_MS],
      cwd: cmsDir,
      env: {},
    }
  }
  return {
    file: process.execPath,
    args: [standaloneServer],
    cwd: path.dirname(standaloneServer),
    // What the standalone server.js reads; NODE_PATH emptied so that nothing resolves from the workspace.
    env: { PORT: String(port), HOSTNAME: '127.0.0.1', KEEP_ALIVE_TIMEOUT: KEEP_ALIVE_MS, NODE_PATH: '' },
  }
}

/** Starts the built CMS (`next start`) as a real server on a free port, by default on a fresh database. */
export async function startCms(options: StartOptions = {}): Promise<RunningCms> {
  const reused = options.dataDir !== undefined
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'commune-cms-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const logFile = path.join(dataDir, 'server.log')
  const command = serverCommand(port, options.standaloneServer)
  const child = spawn(command.file, command.args, {
    cwd: command.cwd,
    detached: true,
    // The server's log goes to a file (shown if it fails to start): 4xx answers are logged by Payload.
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URI:
        options.databaseUri ?? (reused ? `file:${path.join(dataDir, 'contract.db')}` : freshDatabase(dataDir)),
      DATA_DIR: dataDir,
      PAYLOAD_SECRET: 'contract-suite-secret-0123456789abcdef',
      PROXY_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN_DISPLAY_NAME,
      SERVER_URL: url,
      CMS_PORT: String(port),
      ...command.env,
      ...options.env,
    },
  })
  try {
    await waitUntilAnswering(`${url}/api/auth/me`, child, 180_000)
  } catch (error) {
    console.error(readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n'))
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
    throw error
  }
  // Ended by itself (an exit code) or killed (a signal, exit code null).
  const running = () => child.exitCode === null && child.signalCode === null
  return {
    url,
    dataDir,
    processGroup: child.pid ?? -1,
    stop: async ({ keepData = false } = {}) => {
      // The server runs in its own process group (the node wrapper starts a child): end them all.
      if (running() && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        process.kill(-child.pid, 'SIGTERM')
        await exited
      }
      // The group's other processes may still be closing their files when the wrapper has exited: retry.
      if (!keepData) rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    },
    crash: async () => {
      if (!running() || !child.pid) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGKILL')
      await exited
    },
  }
}
