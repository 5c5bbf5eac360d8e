/**
 * What the online request form costs a phone (docs/product/requests.md#the-form), beside the
 * procedures page it is reached from: gzipped script and everything the first visit downloads
 * (HTML, styles, scripts, pictures, fonts, each as compressed on the wire), cold, at 390 px; and how
 * long the proof of work takes on the slow phone profile (scripts/search-timing.ts: CPU four times
 * slower, 400 kbit/s, 400 ms round trip), from the first touch of the form to the proof ready.
 * Printed by `npm run bench`; `pnpm --filter site exec node scripts/request-weight.ts` runs it alone
 * against SITE_URL (default: the site of `npm start`).
 */
import { gzipSync } from 'node:zlib'

import { chromium, type Browser } from '@playwright/test'

import { chromium as chromiumOptions } from '../playwright.config.ts'
import { SLOW_PHONE } from './search-timing.ts'

export interface PageWeight {
  page: string
  scriptGzipBytes: number
  firstLoadGzipBytes: number
}

export interface RequestFigures {
  weights: PageWeight[]
  /** From the first touch of the form to the proof ready, on the slow phone; undefined without a form. */
  proofMs?: number
}

const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
} as const

async function weigh(browser: Browser, siteUrl: string, pagePath: string): Promise<PageWeight> {
  const context = await browser.newContext(phone)
  const page = await context.newPage()
  const bodies: Promise<{ script: boolean; bytes: number }>[] = []
  page.on('response', (response) =>
    bodies.push(
      response.body().then(
        (body) => ({ script: response.request().resourceType() === 'script', bytes: gzipSync(body).length }),
        () => ({ script: false, bytes: 0 }),
      ),
    ),
  )
  await page.goto(new URL(pagePath, siteUrl).href, { waitUntil: 'networkidle' })
  const files = await Promise.all(bodies)
  await context.close()
  return {
    page: pagePath,
    scriptGzipBytes: files.filter((file) => file.script).reduce((sum, file) => sum + file.bytes, 0),
    firstLoadGzipBytes: files.reduce((sum, file) => sum + file.bytes, 0),
  }
}

async function proofTime(browser: Browser, siteUrl: string, formPath: string): Promise<number> {
  const context = await browser.newContext(phone)
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
  await page.goto(new URL(formPath, siteUrl).href, { waitUntil: 'load' })
  const form = page.locator('form[data-request-form]')
  await form.and(page.locator('[data-ready]')).waitFor()
  const touched = performance.now()
  await form.locator('input[name="nom"]').focus()
  await form.and(page.locator('[data-proof="ready"]')).waitFor({ timeout: 60_000 })
  const ms = performance.now() - touched
  await context.close()
  return ms
}

/** The procedures page and the first request form of `pages` (the built site's paths). */
export async function requestFigures(siteUrl: string, pages: readonly string[]): Promise<RequestFigures> {
  const form = pages.find((page) => /^\/espace-citoyen\/demande\/[^/]+$/.test(page))
  const browser = await chromium.launch(chromiumOptions)
  try {
    const weights = []
    for (const page of ['/espace-citoyen/demarches', ...(form ? [form, '/suivi'] : [])])
      weights.push(await weigh(browser, siteUrl, page))
    return { weights, proofMs: form ? await proofTime(browser, siteUrl, form) : undefined }
  } finally {
    await browser.close()
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} Kio`

export const requestFigureLines = ({ weights, proofMs }: RequestFigures): string[] => [
  ...weights.map(
    (row) =>
      `  ${row.page} : JavaScript ${kb(row.scriptGzipBytes)} compressé, première visite ${kb(row.firstLoadGzipBytes)} en tout`,
  ),
  proofMs === undefined
    ? '  aucune démarche ouverte aux demandes en ligne : pas de formulaire mesuré'
    : `  preuve de travail prête en ${(proofMs / 1000).toFixed(2)} s après le premier contact avec le formulaire (objectif : ≤ 3 s)`,
]

if (import.meta.main) {
  const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:4321'
  const paths = (process.env.REQUEST_FORM ?? '').split(',').filter(Boolean)
  const html = await (await fetch(new URL('/espace-citoyen/demarches', siteUrl))).text()
  const forms = [...html.matchAll(/href="(\/espace-citoyen\/demande\/[^"]+)"/g)].map((match) => match[1]!)
  console.log(`Demandes en ligne, ${siteUrl} (téléphone à 390 px, à froid) :`)
  for (const line of requestFigureLines(await requestFigures(siteUrl, [...paths, ...forms]))) console.log(line)
}
