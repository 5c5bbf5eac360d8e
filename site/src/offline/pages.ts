import { withoutFinalSlash } from '../config/discovery'
import { SPOKEN_AUDIO_PATH } from '../lib/spokenAudioPath'

/**
 * What the site keeps for reading without a network, shared by the service worker (worker.ts),
 * the build step that writes it (integrations/offlineWorker.ts) and the tests.
 *
 * Kept once visited: the citizen space (procedures, documents, decisions, the contact page with the
 * town hall's address, phone and opening hours) and the services, and the recordings played on them.
 * Nothing else: not the preview of drafts (/apercu), the rest of the API, the staff screens, sign-in,
 * the search or its index.
 */
export const KEPT_SECTIONS = ['/espace-citoyen', '/services'] as const

/**
 * A spoken version's file (lib/spokenAudioPath.ts): the one part of /api the worker keeps, a file once
 * it has been played on a kept page, so that it plays again offline with its page
 * (docs/product/spoken.md#offline). One file name after it, nothing else: no other path of the API.
 */
export const isSpokenAudio = (pathname: string): boolean =>
  pathname.startsWith(SPOKEN_AUDIO_PATH) &&
  /^[^/\\]+$/.test(pathname.slice(SPOKEN_AUDIO_PATH.length)) &&
  !/%2f|%5c|%2e%2e|\.\./i.test(pathname)

/** The page shown offline in place of a page this device has not saved (src/pages/hors-ligne.astro). */
export const OFFLINE_PAGE = '/hors-ligne'

/** The file the browser installs as the service worker, at the root so that it covers every page. */
export const WORKER_PATH = '/sw.js'

/**
 * The localStorage flag raised while a request made offline waits on the phone, in IndexedDB and
 * never in the worker's cache (lib/requests/queue.ts): scripts/offline.ts loads the sender only then.
 */
export const WAITING_REQUESTS_FLAG = 'demandes-en-attente'

/** Every cache of the worker starts with this; the rest is the build id, so a new build gets a new cache. */
export const CACHE_PREFIX = 'hors-ligne-'

/** Header the worker adds to a saved page: when the copy was taken (ISO 8601). */
export const SAVED_AT_HEADER = 'x-hors-ligne-enregistre-le'

/** Whether a page at this path is kept for offline reading once visited. */
export const isKeptOffline = (pathname: string): boolean => {
  const path = withoutFinalSlash(pathname)
  return KEPT_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`))
}

/**
 * Files a kept page needs (styles, scripts, pictures, the icon): `/_astro/` names change with their
 * content, and the whole cache goes with each build, so a saved file is always the right one.
 */
export const isPageFile = (pathname: string): boolean => pathname.startsWith('/_astro/') || pathname === '/favicon.svg'

/** The one key a page is saved under, whatever the form of its address (final slash, query, anchor). */
export const pageKey = (address: string): string => {
  const url = new URL(address)
  return `${url.origin}${withoutFinalSlash(url.pathname)}`
}

/** The styles and scripts a built page names: saved with it when the worker arrives after the page. */
export const pageAssets = (html: string): string[] => [
  ...new Set(
    [...html.matchAll(/<(?:link rel="stylesheet"|script type="module")[^>]*? (?:href|src)="(\/_astro\/[^"]+)"/g)].map(
      (match) => match[1]!,
    ),
  ),
]

// Dakar keeps UTC all year; named anyway, so the date is the one on the town hall's calendar.
const savedDate = /* @__PURE__ */ new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Dakar',
})

/** « Vous êtes hors ligne : informations du 24 novembre 2026 » */
export const offlineNoticeText = (savedAt: Date): string =>
  `Vous êtes hors ligne : informations du ${savedDate.format(savedAt)}`

/** The empty, hidden notice every page carries (components/OfflineNotice.astro), as it is built. */
export const NOTICE_SLOT = ' data-offline-notice hidden></p>'

/** A saved page as the worker serves it offline: the notice shown, with the date of the copy. */
export const withOfflineNotice = (html: string, savedAt: Date): string =>
  html.replace(NOTICE_SLOT, ` data-offline-notice>${offlineNoticeText(savedAt)}</p>`)

/** The empty list of the offline page (src/pages/hors-ligne.astro), as it is built. */
export const SAVED_LIST_SLOT = ' data-saved-pages></ul>'

/** A saved page's title without the commune's name after it (« Démarches administratives | Commune de … »). */
export const savedTitle = (html: string): string =>
  (html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '').replace(/ \| [^|]*$/, '')

/** The offline page with the list of the pages saved on this device (titles as built, already escaped). */
export const withSavedPages = (html: string, pages: { path: string; title: string }[]): string => {
  const items =
    pages.length > 0
      ? pages.map(
          (page) =>
            `<li><a class="font-medium text-primary-800 underline" href="${page.path}">${page.title || page.path}</a></li>`,
        )
      : ["<li>Aucune page enregistrée pour l'instant.</li>"]
  return html.replace(SAVED_LIST_SLOT, ` data-saved-pages>${items.join('')}</ul>`)
}
