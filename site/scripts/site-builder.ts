/**
 * The local stand-in for Netlify's build hook (docs/architecture.md#publishing). `npm start` runs it beside the
 * CMS: the CMS POSTs to /build after content changes, as it does to Netlify in production, and the
 * site is rebuilt into a fresh folder, then put online by swapping one symbolic link. The preview
 * server reads files per request, so visitors get the old site until the new one is complete, and
 * keep it if a build fails.
 *
 * Written here because no maintained package does "build a static site on a webhook, coalescing
 * requests, with an atomic swap" for a local run; Netlify does the same in production.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'

import { PROBE_MISMATCH, reuseDataDir, stagingDir } from '../src/lib/build/pageReuse.ts'

export interface BuilderStatus {
  /** Builds started since the builder began, the first one included. */
  builds: number
  failures: number
  building: boolean
  /** A change arrived during the current build: another build follows it. */
  pending: boolean
  lastSuccessAt: string | null
  lastError: string | null
}

export interface SiteBuilderOptions {
  /** Holds `builds/<n>` and the `current` link that the preview server serves. */
  rootDir: string
  /**
   * Builds the site into `outDir`, given the build online (if any) to reuse unchanged pages from;
   * resolves with an error message, or null on success.
   */
  build: (outDir: string, previousDir: string | null) => Promise<string | null>
  /** Called after each build put online (the first one starts the preview server). */
  onPublish?: () => void
  /** Told of each request's build as Netlify's deploy notifications tell it: started, then online or failed. */
  onDeploy?: (report: DeployReport) => void
  log?: (line: string) => void
}

/** A deploy as Netlify's outgoing notifications describe it (the fields the CMS reads). */
export interface DeployReport {
  id: string
  state: 'building' | 'ready' | 'error'
  /** The request's `trigger_title`, which names the CMS's build record. */
  title: string | null
  error_message: string | null
  created_at: string
  /** Seconds, once the build ended. */
  deploy_time: number | null
}

type Requested = Pick<DeployReport, 'id' | 'title' | 'created_at'>

export class SiteBuilder {
  readonly currentDir: string
  readonly #buildsDir: string
  readonly #build: SiteBuilderOptions['build']
  readonly #log: (line: string) => void
  readonly #onPublish: () => void
  readonly #onDeploy: (report: DeployReport) => void
  /** Requests not yet taken by a build: the next build answers for all of them. */
  #requested: Requested[] = []
  #status: BuilderStatus = {
    builds: 0,
    failures: 0,
    building: false,
    pending: false,
    lastSuccessAt: null,
    lastError: null,
  }
  #idle: Promise<void> = Promise.resolve()

  constructor({
    rootDir,
    build,
    onPublish = () => {},
    onDeploy = () => {},
    log = (line) => console.log(line),
  }: SiteBuilderOptions) {
    this.currentDir = path.join(rootDir, 'current')
    this.#buildsDir = path.join(rootDir, 'builds')
    this.#build = build
    this.#log = log
    this.#onPublish = onPublish
    this.#onDeploy = onDeploy
    mkdirSync(this.#buildsDir, { recursive: true })
  }

  /** Whether a good build is online. */
  get hasSite(): boolean {
    return existsSync(this.currentDir)
  }

  status(): BuilderStatus {
    return { ...this.#status }
  }

  /**
   * Asks for a build: one starts now, or one more follows the build under way (never more). `title`
   * is the caller's reason (the CMS's `trigger_title`), handed back in the deploy reports.
   */
  request(title: string | null = null): void {
    this.#requested.push({ id: randomUUID(), title, created_at: new Date().toISOString() })
    if (this.#status.building) {
      this.#status.pending = true
      return
    }
    this.#status.building = true
    this.#idle = this.#runUntilSettled()
  }

  /** Resolves once no build is running nor waiting. */
  idle(): Promise<void> {
    return this.#idle
  }

  async #runUntilSettled(): Promise<void> {
    do {
      this.#status.pending = false
      this.#status.builds += 1
      const outDir = path.join(this.#buildsDir, `${Date.now()}-${this.#status.builds}`)
      const started = performance.now()
      const taken = this.#requested.splice(0)
      const report = (state: DeployReport['state'], error: string | null, seconds: number | null) => {
        for (const each of taken)
          this.#onDeploy({
            ...each,
            state,
            error_message: error,
            deploy_time: seconds === null ? null : Math.round(seconds),
          })
      }
      report('building', null, null)
      const previousDir = this.hasSite ? realpathSync(this.currentDir) : null
      const error = await this.#build(outDir, previousDir).catch((failure: unknown) =>
        failure instanceof Error ? failure.message : String(failure),
      )
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      if (error === null) {
        this.#publish(outDir)
        this.#status.lastSuccessAt = new Date().toISOString()
        this.#status.lastError = null
        this.#log(`[site] Site reconstruit en ${seconds} s et mis en ligne.`)
        report('ready', null, Number(seconds))
        this.#onPublish()
      } else {
        removeBuild(outDir)
        this.#status.failures += 1
        this.#status.lastError = error
        this.#log(
          `[site] La reconstruction a échoué après ${seconds} s (${error}) : le site en ligne reste la dernière version réussie.`,
        )
        report('error', error, Number(seconds))
      }
    } while (this.#status.pending)
    this.#status.building = false
  }

  /**
   * Points `current` at the new build in one rename (atomic), then removes the builds no one serves,
   * keeping beside the one online what it keeps for the next build (`<build>.reuse`, pageReuse.ts).
   */
  #publish(outDir: string): void {
    const link = `${this.currentDir}.next`
    rmSync(link, { force: true })
    symlinkSync(path.relative(path.dirname(this.currentDir), outDir), link)
    renameSync(link, this.currentDir)
    const live = path.basename(readlinkSync(this.currentDir))
    for (const entry of readdirSync(this.#buildsDir)) {
      if (entry !== live && entry !== path.basename(reuseDataDir(live)))
        rmSync(path.join(this.#buildsDir, entry), { recursive: true, force: true })
    }
  }
}

/** A build's folder, what it keeps for the next one, and what it staged. */
function removeBuild(outDir: string): void {
  for (const dir of [outDir, reuseDataDir(outDir), stagingDir(outDir)]) rmSync(dir, { recursive: true, force: true })
}

/** One `astro build` into `outDir`, its output prefixed; resolves its error (null on success), and whether the probe page failed. */
function runAstroBuild(
  siteDir: string,
  env: NodeJS.ProcessEnv,
  outDir: string,
  previousDir: string | null,
): Promise<{ error: string | null; probeMismatch: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(siteDir, 'node_modules/.bin/astro'), ['build'], {
      cwd: siteDir,
      env: { ...env, SITE_OUT_DIR: outDir, PREVIOUS_BUILD_DIR: previousDir ?? '', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let tail = ''
    let probeMismatch = false
    const relay = (chunk: Buffer) => {
      const text = chunk.toString()
      tail = (tail + text).slice(-2000)
      probeMismatch ||= text.includes(PROBE_MISMATCH)
      for (const line of text.split('\n')) if (line.trim()) console.log(`[site] ${line}`)
    }
    child.stdout.on('data', relay)
    child.stderr.on('data', relay)
    child.on('error', (error) => resolve({ error: error.message, probeMismatch }))
    child.on('exit', (code) =>
      resolve({
        error:
          code === 0 ? null : `astro build a quitté avec le code ${code} : ${tail.trim().split('\n').at(-1) ?? ''}`,
        probeMismatch,
      }),
    )
  })
}

/**
 * `astro build` of the site into `outDir`; resolves null on success. Unchanged news pages are taken
 * from the previous build (src/lib/build/pageReuse.ts); if its probe page shows they cannot be, the
 * site is built again with every page rendered.
 */
export function astroBuild(siteDir: string, env: NodeJS.ProcessEnv = process.env): SiteBuilderOptions['build'] {
  return async (outDir, previousDir) => {
    const first = await runAstroBuild(siteDir, env, outDir, previousDir)
    if (first.error === null || !first.probeMismatch) return first.error
    console.log('[site] Les pages reprises ne correspondent plus : nouvelle construction, toutes les pages rendues.')
    removeBuild(outDir)
    return (await runAstroBuild(siteDir, env, outDir, null)).error
  }
}

/**
 * The build hook the CMS calls (POST /build, answered 202 at once, as Netlify's does) and the
 * builder's state (GET /status, for the tests and the bench), on the loopback interface only.
 */
export function startBuildHookServer(builder: SiteBuilder, port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const { pathname } = url
    if (request.method === 'POST' && pathname === '/build') {
      request.resume()
      builder.request(url.searchParams.get('trigger_title'))
      response.writeHead(202, { 'Content-Type': 'application/json' }).end(JSON.stringify({ accepted: true }))
    } else if (request.method === 'GET' && pathname === '/status') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(builder.status()))
    } else {
      response.writeHead(404).end()
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
