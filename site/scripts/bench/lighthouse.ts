/**
 * Lighthouse for `npm run bench` (scripts/bench.ts): each page's mobile scores and weights, in a
 * browser emptied before each one, and signed in as a clerk for the staff screens.
 */
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import type { adminSession } from '../../e2e-publish/product.ts'

export interface PageScores {
  page: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  transferKb: number
  scriptKb: number
}

/** Lighthouse mobile, its own reset off: `prepareBrowser` has just emptied the browser, or left a clerk's session in it. */
async function audit(url: string, port: number): Promise<Omit<PageScores, 'page'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    disableStorageReset: true,
  })
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`)
  const { categories, audits } = result.lhr
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
  const items =
    (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
      ?.items ?? []
  const size = (type: string) =>
    Math.round((items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 102.4) / 10
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

/** A clerk's session as the sign-in screen stores it for the staff screens (src/admin/api/session.ts). */
type StoredSession = Awaited<ReturnType<typeof adminSession>>

/**
 * Empties what the audited browser keeps of the site (an offline worker a public page installed, its
 * caches, storage, the HTTP cache) and, given a session, leaves a clerk signed in as after « Se
 * connecter ». Lighthouse's own reset keeps `localStorage`, where a session would stay: a later
 * `/login` would then go straight on to `/welcome`.
 */
async function prepareBrowser(port: number, siteUrl: string, session?: StoredSession): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0]!.newPage()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(siteUrl).origin, storageTypes: 'all' })
    if (session) {
      await page.goto(`${siteUrl}/robots.txt`)
      await page.evaluate(({ token, user }) => {
        localStorage.setItem('token', token)
        localStorage.setItem('user', JSON.stringify(user))
      }, session)
    }
    await cdp.send('Network.clearBrowserCache')
    await page.close()
  } finally {
    await browser.close()
  }
}

/** The screens a clerk reaches signed in: audited so, as a clerk sees them (signed out, they lead to `/login`). */
const isSignedInScreen = (page: string): boolean => page === '/welcome' || page.startsWith('/admin/')

/** One row per page; `label` is added to each page's name (the news count it was measured at). */
export async function lighthouseRows(
  siteUrl: string,
  pages: string[],
  label: string,
  session?: StoredSession,
): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const rows: PageScores[] = []
    for (const page of pages) {
      const signedIn = session && isSignedInScreen(page)
      await prepareBrowser(chrome.port, siteUrl, signedIn ? session : undefined)
      rows.push({
        page: `${page}${signedIn ? ' (connecté)' : ''}${label}`,
        ...(await audit(`${siteUrl}${page}`, chrome.port)),
      })
    }
    return rows
  } finally {
    chrome.kill()
  }
}
