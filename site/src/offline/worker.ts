/// <reference lib="webworker" />
/**
 * The service worker (built into /sw.js by integrations/offlineWorker.ts): the procedure, service
 * and contact pages a citizen has opened open again without a network, with a notice giving the
 * date of the copy, and the recordings played on them play again.
 *
 * Written by hand rather than with Workbox: the site needs three behaviours (network first for a
 * few pages, saved files for them, one cache per build) plus two Workbox has no recipe for (the
 * notice written into the saved page, the page already open when the worker arrives, the offline
 * page listing what is saved). Workbox's
 * build tool brings Babel, Rollup and Terser into the build, @vite-pwa/astro does not support
 * Astro 7, and the custom parts would be written anyway; this file is under 200 lines.
 */
import {
  CACHE_PREFIX,
  OFFLINE_PAGE,
  SAVED_AT_HEADER,
  isKeptOffline,
  isPageFile,
  isSpokenAudio,
  pageAssets,
  pageKey,
  savedTitle,
  withOfflineNotice,
  withSavedPages,
} from './pages'
import { rangeResponse } from './range'

declare const self: ServiceWorkerGlobalScope
/** Replaced at build by a hash of the built site: each build has a cache of its own. */
declare const BUILD_ID: string

const CACHE = `${CACHE_PREFIX}${BUILD_ID}`

/** Stores a page as it came from the network, with the time of the copy. */
async function savePage(key: string, response: Response): Promise<void> {
  const headers = new Headers(response.headers)
  headers.set(SAVED_AT_HEADER, new Date().toISOString())
  // The body is stored decoded: its transfer encoding and length no longer apply.
  headers.delete('content-encoding')
  headers.delete('content-length')
  const copy = new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
  await (await caches.open(CACHE)).put(key, copy)
}

/** Saves a page and the styles and scripts it names, from the browser's HTTP cache when they are still there. */
async function savePageAndFiles(address: string): Promise<void> {
  const url = new URL(address, self.location.origin).href
  const response = await fetch(url, { cache: 'force-cache', credentials: 'same-origin' })
  if (response.status !== 200) return
  const html = await response.clone().text()
  await savePage(pageKey(url), response)
  const cache = await caches.open(CACHE)
  for (const asset of pageAssets(html)) {
    if (!(await cache.match(asset, { ignoreVary: true }))) await cache.add(new Request(asset, { cache: 'force-cache' }))
  }
}

/** Offline, for a page this device has not saved: the offline page, listing the pages it has. */
async function offlinePage(offline: unknown): Promise<Response> {
  const cache = await caches.open(CACHE)
  const page = await cache.match(pageKey(new URL(OFFLINE_PAGE, self.location.origin).href))
  if (!page) throw offline
  const saved = []
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname
    if (!isKeptOffline(path)) continue
    saved.push({ path, title: savedTitle(await (await cache.match(request))!.text()) })
  }
  saved.sort((a, b) => a.title.localeCompare(b.title, 'fr'))
  return new Response(withSavedPages(await page.text(), saved), { headers: page.headers })
}

/** A kept page: the network's current version, or offline the saved copy with its notice. */
async function networkFirst(event: FetchEvent): Promise<Response> {
  const key = pageKey(event.request.url)
  try {
    const response = await fetch(event.request)
    // Only a complete page is saved; a redirect or an error page never replaces a good copy.
    if (response.status === 200 && response.type === 'basic') event.waitUntil(savePage(key, response.clone()))
    return response
  } catch (offline) {
    const saved = await caches.match(key, { cacheName: CACHE })
    if (!saved) return offlinePage(offline)
    const savedAt = new Date(saved.headers.get(SAVED_AT_HEADER) ?? Date.now())
    return new Response(withOfflineNotice(await saved.text(), savedAt), { headers: saved.headers })
  }
}

/** Whether a request comes from a kept page (its styles, scripts, pictures are then saved too). */
async function fromKeptPage(clientId: string): Promise<boolean> {
  const client = clientId ? await self.clients.get(clientId) : undefined
  return client ? isKeptOffline(new URL(client.url).pathname) : false
}

/**
 * The saved copy of a file, whatever headers the request names: a server may answer `Vary: Origin`
 * (astro preview does), and a module script, asked with an Origin, would then never match the copy
 * saved without one. A file's address names its content, so any copy of it is the one.
 */
const savedFile = (request: Request | string) => caches.match(request, { cacheName: CACHE, ignoreVary: true })

/** A file of a build never changes within that build: the saved one first, else the network. */
async function savedFileFirst(event: FetchEvent): Promise<Response> {
  const saved = await savedFile(event.request)
  if (saved) return saved
  const response = await fetch(event.request)
  if (response.status === 200 && (await fromKeptPage(event.clientId))) {
    const copy = response.clone()
    event.waitUntil(caches.open(CACHE).then((cache) => cache.put(event.request, copy)))
  }
  return response
}

/**
 * A recording (docs/product/spoken.md#offline): the saved file, cut to the part the player asks for;
 * else the network, and when it is played on a kept page, the whole file is fetched (the Cache API
 * keeps no part), saved with the page, and the part cut from it. Played elsewhere, nothing is kept.
 */
async function recording(event: FetchEvent): Promise<Response> {
  const { request } = event
  const url = new URL(request.url)
  const key = `${url.origin}${url.pathname}`
  const saved = await savedFile(key)
  if (saved) return rangeResponse(saved, request.headers.get('range'))
  // The page that plays it, or, for a player whose request names no client, the page it came from.
  const onKeptPage =
    (await fromKeptPage(event.clientId)) ||
    (request.referrer ? isKeptOffline(new URL(request.referrer).pathname) : false)
  if (!onKeptPage) return fetch(request)
  const whole = await fetch(key, { credentials: 'same-origin' })
  if (whole.status !== 200) return whole
  const copy = whole.clone()
  event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)))
  return rangeResponse(whole, request.headers.get('range'))
}

/**
 * The page that installed the worker was loaded before the worker could see it: it is saved now,
 * from the browser's HTTP cache when it is still there (no second download), with its styles and scripts.
 */
async function saveOpenPages(): Promise<void> {
  for (const window of await self.clients.matchAll({ type: 'window' })) {
    if (isKeptOffline(new URL(window.url).pathname)) await savePageAndFiles(window.url)
  }
}

self.addEventListener('install', (event) => {
  // A new build takes over at once: its pages are the ones to keep. The offline page comes with
  // it (a few kilobytes); without it, the browser's own offline page is shown instead.
  void self.skipWaiting()
  event.waitUntil(savePageAndFiles(OFFLINE_PAGE).catch(() => undefined))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The copies of earlier builds go: the next visit saves the new ones.
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name)
      }
      await self.clients.claim()
      await saveOpenPages().catch(() => undefined)
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  // Anything else (the API but the recordings, other pages, other sites) goes to the network untouched.
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    if (isKeptOffline(url.pathname)) event.respondWith(networkFirst(event))
    // Other pages are never kept, but offline they lead to the offline page (the API's files aside).
    else if (!url.pathname.startsWith('/api/')) event.respondWith(fetch(request).catch(offlinePage))
  } else if (isPageFile(url.pathname)) {
    event.respondWith(savedFileFirst(event))
  } else if (isSpokenAudio(url.pathname)) {
    event.respondWith(recording(event))
  }
})
