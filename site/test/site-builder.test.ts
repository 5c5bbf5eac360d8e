import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import {
  type DeployReport,
  SiteBuilder,
  astroBuild,
  startBuildHookServer,
  type SiteBuilderOptions,
} from '../scripts/site-builder.ts'
import { PROBE_MISMATCH, manifestFile, reuseDataDir } from '../src/lib/build/pageReuse.ts'

/**
 * The local build hook's scheduling and swap, with a stand-in for `astro build` that writes one
 * page after a short while (the real build is exercised by the publish → rebuild browser test).
 */
function fakeSite() {
  let version = 0
  let failNext = false
  const builds: string[] = []
  const previous: (string | null)[] = []
  const build: SiteBuilderOptions['build'] = async (outDir, previousDir) => {
    version += 1
    builds.push(outDir)
    previous.push(previousDir)
    await new Promise((resolve) => setTimeout(resolve, 80))
    if (failNext) {
      failNext = false
      return 'la construction a échoué'
    }
    mkdirSync(outDir, { recursive: true })
    writeFileSync(path.join(outDir, 'index.html'), `version ${version}`)
    mkdirSync(reuseDataDir(outDir), { recursive: true })
    writeFileSync(manifestFile(outDir), `{"version":${version}}`)
    return null
  }
  return { build, builds, previous, failNextBuild: () => (failNext = true) }
}

const servedPage = (builder: SiteBuilder) => readFileSync(path.join(builder.currentDir, 'index.html'), 'utf8')

describe('SiteBuilder', () => {
  const logs: string[] = []
  const newBuilder = (site: ReturnType<typeof fakeSite>) =>
    new SiteBuilder({
      rootDir: mkdtempSync(path.join(tmpdir(), 'commune-builder-')),
      build: site.build,
      log: (line) => logs.push(line),
    })
  afterEach(() => {
    logs.length = 0
  })

  it('turns a burst of requests during a build into exactly one more build, which is served', async () => {
    const site = fakeSite()
    const builder = newBuilder(site)
    expect(builder.hasSite).toBe(false)
    builder.request()
    for (let i = 0; i < 9; i += 1) builder.request()
    expect(builder.status()).toMatchObject({ building: true, pending: true })
    await builder.idle()
    expect(builder.status()).toMatchObject({ builds: 2, failures: 0, building: false, pending: false })
    expect(servedPage(builder)).toBe('version 2')
    // Only the build online is kept, with what it keeps for the next build beside it.
    const live = path.basename(site.builds[1]!)
    expect(readdirSync(path.dirname(site.builds[1]!)).sort()).toEqual([live, `${live}.reuse`])
    expect(readFileSync(manifestFile(site.builds[1]!), 'utf8')).toBe('{"version":2}')
  })

  it('reports each request’s build as Netlify’s deploy notifications do: started, then online or failed', async () => {
    const site = fakeSite()
    const reports: DeployReport[] = []
    const builder = new SiteBuilder({
      rootDir: mkdtempSync(path.join(tmpdir(), 'commune-builder-')),
      build: site.build,
      log: (line) => logs.push(line),
      onDeploy: (report) => reports.push(report),
    })
    builder.request('Publication dans le CMS #1 : Actualités')
    builder.request('Publication dans le CMS #2 : Événements')
    await builder.idle()
    site.failNextBuild()
    builder.request('Publication dans le CMS #3 : Pages')
    await builder.idle()
    expect(reports.map(({ title, state }) => `${state} ${title}`)).toEqual([
      'building Publication dans le CMS #1 : Actualités',
      'ready Publication dans le CMS #1 : Actualités',
      'building Publication dans le CMS #2 : Événements',
      'ready Publication dans le CMS #2 : Événements',
      'building Publication dans le CMS #3 : Pages',
      'error Publication dans le CMS #3 : Pages',
    ])
    expect(reports[5]).toMatchObject({ error_message: 'la construction a échoué', deploy_time: expect.any(Number) })
    expect(new Set(reports.map((report) => report.id)).size).toBe(3)
  })

  it('gives each build the folder of the build online, to take unchanged pages from', async () => {
    const site = fakeSite()
    const builder = newBuilder(site)
    builder.request()
    await builder.idle()
    builder.request()
    await builder.idle()
    expect(site.previous).toEqual([null, site.builds[0]])
    expect(servedPage(builder)).toBe('version 2')
  })

  it('keeps the last good site online when a build fails, says why, and recovers on the next request', async () => {
    const site = fakeSite()
    const builder = newBuilder(site)
    builder.request()
    await builder.idle()
    site.failNextBuild()
    builder.request()
    await builder.idle()
    expect(builder.status()).toMatchObject({ builds: 2, failures: 1, lastError: 'la construction a échoué' })
    expect(servedPage(builder)).toBe('version 1')
    expect(logs.at(-1)).toMatch(/La reconstruction a échoué .* le site en ligne reste la dernière version réussie/)
    builder.request()
    await builder.idle()
    expect(builder.status()).toMatchObject({ builds: 3, lastError: null })
    expect(servedPage(builder)).toBe('version 3')
  })

  it('answers the CMS at once on POST /build and reports its state on GET /status', async () => {
    const site = fakeSite()
    const builder = newBuilder(site)
    const server = await startBuildHookServer(builder, 0)
    try {
      const { port } = server.address() as { port: number }
      const hook = await fetch(`http://127.0.0.1:${port}/build`, { method: 'POST', body: '{"changes":["news"]}' })
      expect(hook.status).toBe(202)
      expect(((await (await fetch(`http://127.0.0.1:${port}/status`)).json()) as { building: boolean }).building).toBe(
        true,
      )
      await builder.idle()
      expect(await (await fetch(`http://127.0.0.1:${port}/status`)).json()).toMatchObject({
        builds: 1,
        building: false,
      })
      expect((await fetch(`http://127.0.0.1:${port}/build`)).status).toBe(404)
    } finally {
      server.close()
    }
  })
})

/**
 * `astroBuild` runs the site's `astro build`; here a stand-in executable in its place records each
 * run and fails the way a build with reused pages fails when its probe page changed.
 */
describe('astroBuild', () => {
  function siteWithAstro(failure: string) {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'commune-site-'))
    const runs = path.join(siteDir, 'runs.log')
    mkdirSync(path.join(siteDir, 'node_modules/.bin'), { recursive: true })
    const astro = path.join(siteDir, 'node_modules/.bin/astro')
    writeFileSync(
      astro,
      `#!/bin/sh
echo "previous=$PREVIOUS_BUILD_DIR" >> "${runs}"
if [ -n "$PREVIOUS_BUILD_DIR" ]; then echo "${failure}" >&2; exit 1; fi
mkdir -p "$SITE_OUT_DIR" && echo built > "$SITE_OUT_DIR/index.html"
`,
    )
    chmodSync(astro, 0o755)
    return { siteDir, runs: () => readFileSync(runs, 'utf8').trim().split('\n'), outDir: path.join(siteDir, 'out') }
  }

  it('builds again with every page rendered when the reused pages no longer match', async () => {
    const site = siteWithAstro(`/actualites/3 : ${PROBE_MISMATCH} de la construction précédente`)
    expect(await astroBuild(site.siteDir)(site.outDir, '/srv/site/builds/1')).toBeNull()
    expect(site.runs()).toEqual(['previous=/srv/site/builds/1', 'previous='])
    expect(existsSync(path.join(site.outDir, 'index.html'))).toBe(true)
  })

  it('reports any other failure as it is, without building again', async () => {
    const site = siteWithAstro('CMS injoignable')
    expect(await astroBuild(site.siteDir)(site.outDir, '/srv/site/builds/1')).toMatch(
      /^astro build a quitté avec le code 1 : .*CMS injoignable/,
    )
    expect(site.runs()).toEqual(['previous=/srv/site/builds/1'])
  })
})
