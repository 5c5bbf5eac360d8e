/**
 * `npm run bench` for the public site, on the whole product as `npm start` runs it (CMS, build hook,
 * site), with the first-run content and then 1,000 and 5,000 more news items:
 * - site builds, cold (no image cache) and warm, with their peak memory, at each size;
 * - requests per second, p50 and p99 of the API's news list beside a static page of the same
 *   machine, one after the other, and publish → served, at +0 and at the largest size;
 * - Lighthouse mobile for one page of each kind (staff screens included, signed in as a clerk) with
 *   their JavaScript bytes, and the news list's pages at the largest size;
 * - the search on a slow phone, from sending the words to the first results (scripts/search-timing.ts);
 * - the online request form's script and first-load weight beside the procedures page's, and its
 *   proof of work on a slow phone (scripts/request-weight.ts);
 * - what AVIF would buy over WebP on the commune's pictures (scripts/image-formats.ts).
 * Prints figures; gates nothing (timings vary from run to run).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { throughput } from '../../cms/scripts/bench.ts'
import {
  LOCAL_ADMIN,
  adminSession,
  adminToken,
  builderStatus,
  cmsCall,
  startLocalProduct,
} from '../e2e-publish/product.ts'
import { builtPages, onePagePerKind } from '../e2e/pages.ts'
import { addSpokenVersion } from '../e2e/spoken.ts'
import { isListed } from '../src/config/discovery.ts'
import { reuseDataDir } from '../src/lib/build/pageReuse.ts'
import { build, imageCache, publishToServed, waitUntilIdle } from './bench/builds.ts'
import { lighthouseRows, type PageScores } from './bench/lighthouse.ts'
import { addNews } from './bulk-content.ts'
import { compareImageFormats } from './image-formats.ts'
import { requestFigureLines, requestFigures, type RequestFigures } from './request-weight.ts'
import { SLOW_PHONE, searchTimingLines, searchTimings, type SearchTiming } from './search-timing.ts'

const SIZES = (process.env.BENCH_SIZES ?? '0,1000,5000').split(',').map(Number)
const LARGEST = Math.max(...SIZES)
/** The load of the throughput figures: concurrent clients, and seconds for each target. */
const LOAD = { connections: 10, seconds: 10 }

const round = (value: number, digits = 1) => Number(value.toFixed(digits))

async function main() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-site-'))
  const reuseDir = `${outDir}-reprise`
  const started = performance.now()
  const product = await startLocalProduct()
  const firstSite = (performance.now() - started) / 1000
  const builds: Record<string, string | number>[] = []
  const loads: Record<string, string | number>[] = []
  const publishes: Record<string, string | number>[] = []
  let search: SearchTiming[] = []
  let requests: RequestFigures = { weights: [] }
  let pages: PageScores[] = []
  try {
    const token = await adminToken(product)
    // A procedure with two recordings (Wolof, Pulaar): its page's Lighthouse row (docs/product/spoken.md#listening).
    const spokenProcedure = await addSpokenVersion(product.cmsUrl, LOCAL_ADMIN, ['wo', 'ff'])
    let added = 0
    for (const size of SIZES) {
      if (size > added) {
        const adding = performance.now()
        await addNews(product.cmsUrl, LOCAL_ADMIN, size - added)
        console.log(`${size - added} actualités ajoutées en ${((performance.now() - adding) / 1000).toFixed(0)} s`)
        added = size
      }
      await waitUntilIdle(product)
      rmSync(imageCache, { recursive: true, force: true })
      const cold = await build(product, outDir)
      const warm = await build(product, outDir, '')
      // One more news item, then the build the local builder makes: the unchanged pages taken from the last one.
      await cmsCall(product, token, 'POST', '/news', {
        title: `Mesure de reprise (+${size})`,
        content: 'Un communiqué de plus.',
        category: 'evenements',
      })
      await waitUntilIdle(product)
      const reused = await build(product, reuseDir, outDir)
      const label = `+${size.toLocaleString('fr-FR')}`
      builds.push({
        actualités: label,
        pages: builtPages(outDir).length,
        'froid (s)': round(cold.seconds),
        'froid, mémoire max (Mio)': Math.round(cold.peakMiB),
        'chaud (s)': round(warm.seconds),
        'chaud, mémoire max (Mio)': Math.round(warm.peakMiB),
        'une de plus, pages reprises (s)': round(reused.seconds),
        'reprise, mémoire max (Mio)': Math.round(reused.peakMiB),
      })
      console.log(
        `Construction à ${label} actualités : ${cold.seconds.toFixed(1)} s à froid, ${warm.seconds.toFixed(1)} s à chaud, ${reused.seconds.toFixed(1)} s en reprenant les pages inchangées`,
      )

      if (size === 0 || size === LARGEST) {
        // One after the other on the same machine, so that neither server shares the cores with the other's load.
        const targets: [string, string][] = [
          ["page d'accueil statique (astro preview)", `${product.siteUrl}/`],
          ['GET /api/news?limit=10 (next start, SQLite)', `${product.cmsUrl}/api/news?limit=10`],
        ]
        const results = []
        for (const [target, url] of targets) results.push({ target, ...(await throughput(url, LOAD)) })
        const [staticPageLoad, api] = results
        for (const result of results) {
          loads.push({
            actualités: label,
            cible: result.target,
            'requêtes/s': Math.round(result.requestsPerSecond),
            'p50 (ms)': result.p50Ms,
            'p99 (ms)': result.p99Ms,
            erreurs: result.failed,
            'rapport API / statique': round(api!.requestsPerSecond / staticPageLoad!.requestsPerSecond, 2),
          })
        }
        publishes.push({
          actualités: label,
          'publication → page servie (s)': round(await publishToServed(product, token, label)),
        })
      }
      if (size === 0) {
        await waitUntilIdle(product)
        pages = await lighthouseRows(product.siteUrl, onePagePerKind(outDir), '', await adminSession(product))
        pages.push(
          ...(await lighthouseRows(
            product.siteUrl,
            [`/espace-citoyen/demarches/${spokenProcedure}`],
            ' (deux enregistrements)',
          )),
        )
        search = await searchTimings(product.siteUrl)
        requests = await requestFigures(product.siteUrl, builtPages(outDir))
      }
      if (size === LARGEST && size > 0) {
        await waitUntilIdle(product)
        const newest = builtPages(outDir).find((page) => /^\/actualites\/\d+$/.test(page))!
        pages.push(
          ...(await lighthouseRows(product.siteUrl, ['/actualites', '/actualites/page/2', newest], ` (${label})`)),
        )
      }
    }

    const images = await compareImageFormats(path.join(product.dataDir, 'uploads/media'))
    const status = await builderStatus(product)

    console.log(`\nPremier site en ligne après le démarrage (base neuve, npm start) : ${firstSite.toFixed(1)} s`)
    console.log(
      '\nConstruction du site (astro build ; froid : sans cache d’images ; chaud : tout rendu ; reprise : après une actualité de plus, les pages inchangées reprises de la précédente, comme le constructeur local) :',
    )
    console.table(builds)
    console.log(`\nDébit sous charge (autocannon, ${LOAD.connections} connexions, ${LOAD.seconds} s par cible) :`)
    console.table(loads)
    console.log('\nPublication → page servie (npm start, constructeur local, cache d’images chaud) :')
    console.table(publishes)
    console.log(`Constructions du constructeur local : ${status.builds} (${status.failures} échouée(s))`)
    console.log(
      '\nLighthouse (mobile, réseau simulé) — performance / accessibilité / bonnes pratiques / SEO, LCP, poids transféré, JavaScript :',
    )
    console.table(pages)
    // Pages kept out of search engines (noindex: staff screens, not-found, preview, search) lose SEO points by design.
    const indexable = pages.filter((row) => isListed(row.page.split(' ')[0]!))
    const below = indexable
      .filter((row) => row.seo < 100 || row.bestPractices < 100)
      .map((row) => `${row.page} (${row.seo}/${row.bestPractices})`)
    console.log(
      `SEO et bonnes pratiques à 100 : ${indexable.length - below.length}/${indexable.length} pages indexables mesurées${below.length ? ` ; en dessous : ${below.join(', ')}` : ''}`,
    )
    console.log(
      `\nRecherche sur un téléphone lent (${SLOW_PHONE.kbitPerSecond} kbit/s, ${SLOW_PHONE.latencyMs} ms aller-retour, processeur ÷${SLOW_PHONE.cpuSlowdown}), /recherche à froid, envoi → résultats (objectif : premiers résultats ≤ 2,5 s) :`,
    )
    for (const line of searchTimingLines(search)) console.log(line)
    console.log('\nDemandes en ligne (téléphone à 390 px, première visite à froid, octets compressés) :')
    for (const line of requestFigureLines(requests)) console.log(line)
    console.log(
      `\nFormats d’image : ${images.pictures} images du CMS, 3 largeurs, encodées par sharp aux réglages d’Astro :`,
    )
    console.table(images.figures)
  } finally {
    await product.stop()
    for (const dir of [outDir, reuseDir])
      for (const kept of [dir, reuseDataDir(dir)]) rmSync(kept, { recursive: true, force: true })
  }
}

await main()
