/**
 * `npm run bench`, publish → served: how long a news item published in the CMS takes to be on the
 * static site (its pre-rendered detail page answers 200), with the product running as `npm start`
 * runs it. Measured with the first-run content and with 1,000 more news items, each time with
 * Astro's image cache warm (a usual publish) and cold (the first publish on a new build machine).
 * Prints figures; gates nothing.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'

import { LOCAL_ADMIN, adminToken, builderStatus, cmsCall, secondsUntil, staticPage, startLocalProduct, type LocalProduct } from '../e2e-publish/product.ts'
import { addNews } from './bulk-content.ts'

const EXTRA_NEWS = Number(process.env.BENCH_NEWS ?? 1000)
const TIMEOUT_MS = 15 * 60_000
/** Astro's cache of optimised images (its default cacheDir). */
const imageCache = path.resolve(import.meta.dirname, '../node_modules/.astro')

async function waitUntilIdle(product: LocalProduct): Promise<void> {
  // Past the CMS's debounce first, so that a build asked for by the last write has started.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  await secondsUntil(async () => {
    const status = await builderStatus(product)
    return !status.building && !status.pending
  }, TIMEOUT_MS, 'constructions en cours')
}

async function publishToServed(product: LocalProduct, token: string, label: string): Promise<number> {
  await waitUntilIdle(product)
  const { doc } = await cmsCall(product, token, 'POST', '/news', {
    title: `Mesure de publication (${label})`,
    content: 'Un communiqué publié pour mesurer le délai de mise en ligne.',
    category: 'evenements',
  })
  return secondsUntil(async () => (await staticPage(product, `/actualites/${doc.id}`)).status === 200, TIMEOUT_MS, label)
}

const started = performance.now()
const product = await startLocalProduct()
const firstSite = (performance.now() - started) / 1000
const rows: { content: string; cache: string; seconds: number }[] = []
try {
  const token = await adminToken(product)
  rows.push({ content: 'contenu initial', cache: 'chaud', seconds: await publishToServed(product, token, 'initial, cache chaud') })
  await waitUntilIdle(product)
  rmSync(imageCache, { recursive: true, force: true })
  rows.push({ content: 'contenu initial', cache: 'froid', seconds: await publishToServed(product, token, 'initial, cache froid') })

  await addNews(product.cmsUrl, LOCAL_ADMIN, EXTRA_NEWS)
  const label = `+${EXTRA_NEWS} actualités`
  rows.push({ content: label, cache: 'chaud', seconds: await publishToServed(product, token, `${label}, cache chaud`) })
  await waitUntilIdle(product)
  rmSync(imageCache, { recursive: true, force: true })
  rows.push({ content: label, cache: 'froid', seconds: await publishToServed(product, token, `${label}, cache froid`) })

  const status = await builderStatus(product)
  console.log('\nPublication → page servie (npm start, constructeur local)')
  console.log(`Premier site en ligne après le démarrage (base neuve) : ${firstSite.toFixed(1)} s`)
  console.table(rows.map((row) => ({ contenu: row.content, 'cache images': row.cache, 'secondes': Number(row.seconds.toFixed(1)) })))
  console.log(`Constructions : ${status.builds} (${status.failures} échouée(s))`)
} finally {
  await product.stop()
}
