import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { test as base } from '@playwright/test'
import { freePort, waitUntilAnswering } from 'cms/test-server'
import type { BuilderStatus } from '../scripts/site-builder.ts'

const rootDir = path.resolve(import.meta.dirname, '../..')

export const LOCAL_ADMIN = { email: 'publication@commune.local', password: 'Publication-Mot-De-Passe-2026' }

export interface LocalProduct {
  cmsUrl: string
  siteUrl: string
  hookUrl: string
  /** The local mail catcher's web inbox (MailDev), where every e-mail the product sends arrives. */
  inboxUrl: string
  /** The local SMS inbox's page (scripts/local-sms-inbox.mjs), where every SMS the product sends arrives. */
  smsInboxUrl: string
  /** The CMS's data folder (database file and uploads). */
  dataDir: string
  /** Everything the product printed, for a failing test to show. */
  output: () => string
  stop: () => Promise<void>
}

/**
 * The whole product as the README's run command starts it (`scripts/start-local.mjs`: CMS, local
 * build hook, site), on free ports and a fresh database in a temporary folder.
 */
export async function startLocalProduct(env: Record<string, string> = {}): Promise<LocalProduct> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'commune-local-'))
  const [cmsPort, sitePort, hookPort, inboxPort, mailPort, smsInboxPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ]
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['scripts/start-local.mjs'], {
    cwd: rootDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CMS_PORT: String(cmsPort),
      SITE_PORT: String(sitePort),
      BUILD_HOOK_PORT: String(hookPort),
      MAIL_CATCHER_PORT: String(inboxPort),
      MAIL_CATCHER_SMTP_PORT: String(mailPort),
      SMS_INBOX_PORT: String(smsInboxPort),
      DATA_DIR: path.join(workDir, 'data'),
      LOCAL_SITE_DIR: path.join(workDir, 'site'),
      ADMIN_EMAIL: LOCAL_ADMIN.email,
      ADMIN_PASSWORD: LOCAL_ADMIN.password,
      ...env,
    },
  })
  // All of it, so that a test can read what one build said (a few megabytes over a whole suite).
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const product: LocalProduct = {
    cmsUrl: `http://localhost:${cmsPort}`,
    // Not the `localhost` the CMS's SITE_URL defaults to: the site's pages read the CMS live
    // through the site's own /api/, from whatever address the visitor used.
    siteUrl: `http://127.0.0.1:${sitePort}`,
    hookUrl: `http://127.0.0.1:${hookPort}`,
    inboxUrl: `http://localhost:${inboxPort}`,
    smsInboxUrl: `http://localhost:${smsInboxPort}`,
    dataDir: path.join(workDir, 'data'),
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.pid) {
        process.kill(-child.pid, 'SIGTERM')
        await once(child, 'exit')
      }
      rmSync(workDir, { recursive: true, force: true })
    },
  }
  try {
    // The first build of a fresh database optimises every seeded image: allow for a slow machine.
    await waitUntilAnswering(`${product.siteUrl}/`, child, 10 * 60_000)
  } catch (error) {
    console.error(output.slice(-20_000))
    await product.stop()
    throw error
  }
  return product
}

export async function builderStatus(product: LocalProduct): Promise<BuilderStatus> {
  return (await (await fetch(`${product.hookUrl}/status`)).json()) as BuilderStatus
}

/** The local administrator's session (`POST /api/auth/login`): the bearer token and the user. */
export async function adminSession(product: LocalProduct): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${product.cmsUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(LOCAL_ADMIN),
  })
  if (!response.ok) throw new Error(`Connexion impossible : ${response.status}`)
  return (await response.json()) as { token: string; user: unknown }
}

export async function adminToken(product: LocalProduct): Promise<string> {
  return (await adminSession(product)).token
}

/** One authenticated JSON call to the CMS API. */
export async function cmsCall<T = { doc: { id: number } }>(
  product: LocalProduct,
  token: string,
  method: string,
  apiPath: string,
  json?: unknown,
): Promise<T> {
  const response = await fetch(`${product.cmsUrl}/api${apiPath}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  })
  if (!response.ok) throw new Error(`${method} ${apiPath} : ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** The static page as a visitor's browser first receives it: status and HTML (no script run). */
export async function staticPage(product: LocalProduct, pagePath: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${product.siteUrl}${pagePath}`, { cache: 'no-store' })
  return { status: response.status, html: await response.text() }
}

/** Polls until `served` holds, returning the seconds it took; throws after `timeoutMs`. */
export async function secondsUntil(served: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    if (await served()) return (performance.now() - started) / 1000
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what} : pas en ligne après ${timeoutMs / 1000} s`)
}

/**
 * The specs' `test`: one product per worker (the config runs one), started before the first spec and
 * shared by all of them, since a first start builds the whole site; each spec works on content of
 * its own. The queue of scheduled work (publications, the alert banner's rebuilds) is looked at
 * every 2 s rather than every 30 s. A failing test gets the product's journal attached.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: Playwright's type for a fixture that gives no value.
export const test = base.extend<{ productJournal: void }, { product: LocalProduct }>({
  product: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const product = await startLocalProduct({ JOBS_AUTORUN_SECONDS: '2' })
      await use(product)
      await product.stop()
    },
    { scope: 'worker', timeout: 12 * 60_000 },
  ],
  productJournal: [
    async ({ product }, use, testInfo) => {
      await use()
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach('journal du produit', { body: product.output(), contentType: 'text/plain' })
    },
    { auto: true },
  ],
})

export { expect } from '@playwright/test'
