import type { LiveModule } from './types'

/**
 * Pages that exist in the CMS but not in the build (published after it, or a mistyped URL).
 * Static hosts answer an unknown path with 404.html (astro preview and Netlify do); its script
 * asks `findLiveFallback` whether a renderer owns the path and only then downloads that renderer
 * (dynamic import, its own chunk), so a plain 404 pays for none of them.
 *
 * To plug in another section (e.g. '/projets/'), add its prefix here with a module whose
 * default export is a `LiveRenderer` (./types). The renderer owns `target` (inside <main>): it shows
 * its loading state, then the content or an error. The content is the built page's own view
 * (src/lib/views/), its model built from the CMS's answer with the browser's context (./view).
 */
export const LIVE_FALLBACKS: Record<string, () => Promise<LiveModule>> = {
  '/actualites/': () => import('./newsDetail'),
  '/services/': () => import('./serviceDetail'),
  '/investissements/': () => import('./investmentDetail'),
}

export interface LiveMatch {
  load: () => Promise<LiveModule>
  /** What follows the prefix, decoded, without a trailing slash ('' when nothing is left). */
  id: string
}

export function findLiveFallback(pathname: string): LiveMatch | undefined {
  const found = Object.entries(LIVE_FALLBACKS).find(([candidate]) => pathname.startsWith(candidate))
  if (!found) return undefined
  const [prefix, load] = found
  const rest = pathname.slice(prefix.length).replace(/\/+$/, '')
  let id = rest
  try {
    id = decodeURIComponent(rest)
  } catch {
    // a malformed escape stays as typed; the renderer refuses it as an invalid id
  }
  return { load, id }
}
