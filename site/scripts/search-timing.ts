/**
 * How long a citizen on a slow phone waits for search results: on a cold /recherche (empty cache),
 * the field is focused (the indexes start loading), the words are typed and sent at once, and the
 * clock runs from the sending to the first results shown, then to the complete list. The slow
 * phone profile of the issue: 400 kbit/s both ways, 400 ms round trip, a CPU four times slower.
 * Printed by `npm run bench`; `pnpm --filter site bench:search` runs it alone against SITE_URL
 * (default: the site of `npm start`).
 */
import { chromium, type Browser } from '@playwright/test'

import { chromium as chromiumOptions } from '../playwright.config.ts'

export const SLOW_PHONE = { latencyMs: 400, kbitPerSecond: 400, cpuSlowdown: 4 }
export const SEARCH_QUERIES = ['acte de naissance', 'extrai naissanse', 'budget']

export interface SearchTiming {
  query: string
  firstResultsMs: number
  allResultsMs: number
  results: number
}

async function timeOne(browser: Browser, siteUrl: string, query: string): Promise<SearchTiming> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const bytesPerSecond = (SLOW_PHONE.kbitPerSecond * 1000) / 8
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown })
  await page.goto(new URL('/recherche', siteUrl).href, { waitUntil: 'load' })
  const field = page.locator('#recherche-mots')
  await field.focus()
  await field.fill(query)
  const sent = performance.now()
  await field.press('Enter')
  await page.locator('#recherche-resultats > li').first().waitFor({ timeout: 60_000 })
  const firstResultsMs = performance.now() - sent
  await page.waitForFunction(
    () => /résultat|Aucun/.test(document.getElementById('recherche-etat')?.textContent ?? ''),
    null,
    { timeout: 60_000 },
  )
  const allResultsMs = performance.now() - sent
  const results = await page.locator('#recherche-resultats > li').count()
  await context.close()
  return { query, firstResultsMs, allResultsMs, results }
}

export async function searchTimings(siteUrl: string): Promise<SearchTiming[]> {
  const browser = await chromium.launch(chromiumOptions)
  try {
    const timings: SearchTiming[] = []
    for (const query of SEARCH_QUERIES) timings.push(await timeOne(browser, siteUrl, query))
    return timings
  } finally {
    await browser.close()
  }
}

export const searchTimingLines = (timings: readonly SearchTiming[]): string[] =>
  timings.map(
    ({ query, firstResultsMs, allResultsMs, results }) =>
      `  « ${query} » : premiers résultats en ${(firstResultsMs / 1000).toFixed(2)} s, liste complète (${results}) en ${(allResultsMs / 1000).toFixed(2)} s`,
  )

if (import.meta.main) {
  const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:4321'
  console.log(
    `Recherche sur un téléphone lent (${SLOW_PHONE.kbitPerSecond} kbit/s, ${SLOW_PHONE.latencyMs} ms aller-retour, processeur ÷${SLOW_PHONE.cpuSlowdown}), /recherche à froid, ${siteUrl} :`,
  )
  for (const line of searchTimingLines(await searchTimings(siteUrl))) console.log(line)
}
