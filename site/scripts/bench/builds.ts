/**
 * The site's builds for `npm run bench` (scripts/bench.ts): each timed with its peak memory, started
 * once the product's own builder is idle; and the delay from a publication to its page served.
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { treeRssMiB } from '../../../cms/scripts/bench.ts'
import { builderStatus, cmsCall, secondsUntil, staticPage, type LocalProduct } from '../../e2e-publish/product.ts'
import { reuseDataDir } from '../../src/lib/build/pageReuse.ts'

const siteDir = path.resolve(import.meta.dirname, '../..')
const astro = path.join(siteDir, 'node_modules/.bin/astro')
/** Astro's cache of optimised images (its default cacheDir): removed for a cold build. */
export const imageCache = path.join(siteDir, 'node_modules/.astro')
const TIMEOUT_MS = 15 * 60_000

export interface BuildFigure {
  seconds: number
  peakMiB: number
}

/**
 * One `astro build` of the site from the product's CMS into `outDir`, timed, its memory sampled;
 * given `previousDir`, unchanged news pages are taken from it as the local builder does.
 */
export async function build(product: LocalProduct, outDir: string, previousDir?: string): Promise<BuildFigure> {
  // A fresh folder, as the local builder gives each build.
  for (const dir of [outDir, reuseDataDir(outDir)]) rmSync(dir, { recursive: true, force: true })
  const started = performance.now()
  const reuse = previousDir === undefined ? {} : { PREVIOUS_BUILD_DIR: previousDir }
  const child = spawn(astro, ['build'], {
    cwd: siteDir,
    env: {
      ...process.env,
      CMS_URL: product.cmsUrl,
      SITE_URL: product.siteUrl,
      SITE_OUT_DIR: outDir,
      ASTRO_TELEMETRY_DISABLED: '1',
      ...reuse,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  let peakMiB = 0
  const timer = setInterval(() => (peakMiB = Math.max(peakMiB, treeRssMiB(child.pid!))), 250)
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  clearInterval(timer)
  if (code !== 0) throw new Error(`astro build a échoué (code ${code})`)
  return { seconds: (performance.now() - started) / 1000, peakMiB }
}

/** Waits until the product's own builder has nothing to do, so that it shares no core with a measure. */
export async function waitUntilIdle(product: LocalProduct): Promise<void> {
  // Past the CMS's debounce first, so that a build asked for by the last write has started.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  await secondsUntil(
    async () => {
      const status = await builderStatus(product)
      return !status.building && !status.pending
    },
    TIMEOUT_MS,
    'constructions en cours',
  )
}

/** Seconds from a news item's publication to its pre-rendered page answering 200. */
export async function publishToServed(product: LocalProduct, token: string, label: string): Promise<number> {
  await waitUntilIdle(product)
  const { doc } = await cmsCall(product, token, 'POST', '/news', {
    title: `Mesure de publication (${label})`,
    content: 'Un communiqué publié pour mesurer le délai de mise en ligne.',
    category: 'evenements',
  })
  return secondsUntil(
    async () => (await staticPage(product, `/actualites/${doc.id}`)).status === 200,
    TIMEOUT_MS,
    label,
  )
}
