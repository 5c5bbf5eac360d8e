/**
 * `npm run bench` for the public site: build times (seeded content, then 1,000 more news items),
 * Lighthouse mobile scores of the home page and one page of each kind, and the requests per second
 * a static page and the CMS API answer under the same load, on a real CMS and the real build served
 * locally. Prints figures; gates nothing (timings vary from run to run).
 */
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { ADMIN, startCms } from 'cms/test-server'
import { throughput } from '../../cms/scripts/bench.ts'
import { addNews } from './bulk-content.ts'
import { builtHtml, onePagePerKind, outDir } from '../e2e/pages.ts'

const siteDir = path.resolve(import.meta.dirname, '..')
const astro = path.join(siteDir, 'node_modules/.bin/astro')
const EXTRA_NEWS = Number(process.env.BENCH_NEWS ?? 1000)
const SITE_PORT = 4399
/** The load of the throughput figures: concurrent clients, and seconds for each target. */
const LOAD = { connections: 10, seconds: 10 }

function build(env: NodeJS.ProcessEnv): number {
  const started = performance.now()
  const result = spawnSync(astro, ['build'], { cwd: siteDir, env, stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error('astro build a échoué')
  return (performance.now() - started) / 1000
}

interface PageScores {
  page: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  transferKb: number
  scriptKb: number
}

async function audit(url: string, port: number): Promise<Omit<PageScores, 'page'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', formFactor: 'mobile' })
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`)
  const { categories, audits } = result.lhr
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
  const items = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? []
  const size = (type: string) => Math.round((items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 102.4) / 10
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    transferKb: size('total'),
    scriptKb: size('script'),
  }
}

async function main() {
  const siteUrl = `http://127.0.0.1:${SITE_PORT}`
  const cms = await startCms({ env: { SITE_URL: siteUrl } })
  const env = { ...process.env, CMS_URL: cms.url, SITE_URL: siteUrl, ASTRO_TELEMETRY_DISABLED: '1' }
  try {
    rmSync(path.join(siteDir, 'node_modules/.astro'), { recursive: true, force: true })
    const cold = build(env)
    const warm = build(env)
    console.log(`Construction du site, contenu initial : ${cold.toFixed(1)} s à froid (sans cache d'images), ${warm.toFixed(1)} s avec le cache d'images`)

    const preview = spawn(astro, ['preview', '--port', String(SITE_PORT), '--host', '127.0.0.1'], { cwd: siteDir, env, detached: true, stdio: 'ignore' })
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    })
    try {
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const rows: PageScores[] = []
      for (const page of onePagePerKind()) rows.push({ page, ...(await audit(`${siteUrl}${page}`, chrome.port)) })
      console.log('\nLighthouse (mobile, réseau simulé) — performance / accessibilité / bonnes pratiques / SEO, LCP, poids transféré, JavaScript :')
      console.table(rows)
      // Pages kept out of search engines (noindex: staff screens, not-found, preview, search) lose SEO points by design.
      const indexable = rows.filter((row) => !/<meta name="robots" content="noindex/.test(builtHtml(row.page)))
      const below = indexable.filter((row) => row.seo < 100 || row.bestPractices < 100).map((row) => `${row.page} (${row.seo}/${row.bestPractices})`)
      console.log(`SEO et bonnes pratiques à 100 : ${indexable.length - below.length}/${indexable.length} types de page indexables${below.length ? ` ; en dessous : ${below.join(', ')}` : ''}`)

      // One after the other on the same machine, so that neither server shares the cores with the other's load.
      const targets: [string, string][] = [
        ["page d'accueil statique (astro preview)", `${siteUrl}/`],
        ['API GET /api/news?limit=10 (next start, SQLite)', `${cms.url}/api/news?limit=10`],
      ]
      const loads: { cible: string; 'requêtes/s': number; 'p99 (ms)': number; erreurs: number }[] = []
      for (const [target, url] of targets) {
        const result = await throughput(url, LOAD)
        loads.push({ cible: target, 'requêtes/s': Math.round(result.requestsPerSecond), 'p99 (ms)': Math.round(result.p99Ms), erreurs: result.failed })
      }
      console.log(`\nDébit sous charge (autocannon, ${LOAD.connections} connexions, ${LOAD.seconds} s par cible) :`)
      console.table(loads)
    } finally {
      chrome.kill()
      if (preview.pid) process.kill(-preview.pid, 'SIGTERM')
    }

    const adding = performance.now()
    await addNews(cms.url, ADMIN, EXTRA_NEWS)
    console.log(`\n${EXTRA_NEWS} actualités ajoutées en ${((performance.now() - adding) / 1000).toFixed(1)} s`)
    const large = build(env)
    console.log(`Construction du site avec ${EXTRA_NEWS} actualités de plus : ${large.toFixed(1)} s (cache d'images chaud)`)
    console.log(`Sortie : ${outDir}`)
  } finally {
    await cms.stop()
  }
}

await main()
