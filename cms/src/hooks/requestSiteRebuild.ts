import type { Payload, PayloadRequest, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'

/**
 * Publish → rebuild (DESIGN: rebuild). Any change to content the static site shows asks for one
 * site build by POSTing to SITE_BUILD_HOOK_URL: a Netlify build hook in production, the local
 * builder of `npm start` on this machine. Requests are debounced, so a burst of edits (a clerk
 * fixing a typo three times, a script importing a hundred news items) gives one build.
 */

/** Local API calls that must not rebuild the site (the first-run content, written before the site's first build). */
export const SKIP_SITE_REBUILD = 'skipSiteRebuild'

/** Quiet time after the last change before the hook is called. */
const quietMs = () => Number(process.env.SITE_REBUILD_DEBOUNCE_MS ?? 1500)
/** A steady stream of changes still reaches citizens at least this often. */
const MAX_WAIT_MS = 30_000
/** A hook that does not answer is retried after these delays, then given up (and logged). */
const RETRY_DELAYS_MS = [5_000, 30_000]

interface RebuildState {
  timer?: ReturnType<typeof setTimeout>
  firstChangeAt?: number
  changes: Set<string>
}

// Next may load this module in more than one bundle of the same process: one debounce for all.
const stateKey = Symbol.for('commune.siteRebuild')
const state: RebuildState = ((globalThis as Record<symbol, RebuildState | undefined>)[stateKey] ??= { changes: new Set() })

async function callBuildHook(url: string, changes: string[], payload: Payload, attempt = 0): Promise<void> {
  const target = new URL(url)
  // Shown in Netlify's deploy list as the reason for the build.
  target.searchParams.set('trigger_title', `Publication dans le CMS : ${changes.join(', ')}`)
  try {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ changes }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    payload.logger.info(`Reconstruction du site demandée (${changes.join(', ')})`)
  } catch (error) {
    const delay = RETRY_DELAYS_MS[attempt]
    const reason = error instanceof Error ? error.message : String(error)
    if (delay === undefined) {
      payload.logger.error(`Le site n'a pas pu être reconstruit : le crochet de construction ne répond pas (${reason})`)
      return
    }
    payload.logger.warn(`Crochet de construction injoignable (${reason}) : nouvel essai dans ${delay / 1000} s`)
    setTimeout(() => void callBuildHook(url, changes, payload, attempt + 1), delay).unref()
  }
}

/** Asks for one site build once changes have stopped for a moment (or at the latest after MAX_WAIT_MS). */
export function requestSiteRebuild(payload: Payload, change: string): void {
  const url = process.env.SITE_BUILD_HOOK_URL
  if (!url) return
  state.changes.add(change)
  state.firstChangeAt ??= Date.now()
  clearTimeout(state.timer)
  const wait = Math.max(0, Math.min(quietMs(), state.firstChangeAt + MAX_WAIT_MS - Date.now()))
  state.timer = setTimeout(() => {
    const changes = [...state.changes]
    state.changes.clear()
    state.firstChangeAt = undefined
    state.timer = undefined
    void callBuildHook(url, changes, payload)
  }, wait)
}

/**
 * The hook of every collection the static site shows, after a change and after a delete alike
 * (both hand it the collection and the request): asks for a rebuild unless the write said not to.
 */
export const rebuildSite = ({ collection, req }: { collection: SanitizedCollectionConfig; req: PayloadRequest }): void => {
  if (!req.context[SKIP_SITE_REBUILD]) requestSiteRebuild(req.payload, collection.slug)
}

/** The same for a global the static site shows (the commune's texts and figures). */
export const rebuildSiteAfterGlobal = ({ global, req }: { global: SanitizedGlobalConfig; req: PayloadRequest }): void => {
  if (!req.context[SKIP_SITE_REBUILD]) requestSiteRebuild(req.payload, global.slug)
}
