import { CMS_URL } from 'astro:env/server'
import type { CitizenDocument, Decision, Gallery, Investment, Media, News, Page, Procedure, Project, Service } from 'shared-types/payload-types'

import { archivedNews, fallbackPages, fallbackProcedures, sampleInvestments } from './fallbacks'

/**
 * Build-time reads of the CMS REST API. Every page of a build shares one request per collection.
 * When the CMS cannot be reached the build goes on with the spec's built-in content (or nothing)
 * and says so in its log: a failed build would leave citizens with an outdated site.
 */

export interface Loaded<T> {
  docs: T[]
  /** False when the CMS could not be read and `docs` is the built-in fallback. */
  fromCms: boolean
}

const cache = new Map<string, Promise<Loaded<unknown>>>()

export const cmsUrl = (path: string): string => new URL(path, CMS_URL).toString()

async function fetchCollection<T>(slug: string): Promise<T[]> {
  const response = await fetch(cmsUrl(`/api/${slug}?pagination=false&depth=1`), { signal: AbortSignal.timeout(20_000) })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const body = (await response.json()) as { docs?: T[] }
  if (!Array.isArray(body.docs)) throw new Error('réponse sans liste « docs »')
  return body.docs
}

function load<T>(slug: string, fallback: T[]): Promise<Loaded<T>> {
  let pending = cache.get(slug) as Promise<Loaded<T>> | undefined
  if (!pending) {
    pending = fetchCollection<T>(slug).then(
      (docs) => ({ docs, fromCms: true }),
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error)
        console.warn(`[contenu] ${slug} : CMS injoignable à ${CMS_URL} (${reason}) — contenu de secours utilisé (${fallback.length} élément(s)).`)
        return { docs: fallback, fromCms: false }
      },
    )
    cache.set(slug, pending as Promise<Loaded<unknown>>)
  }
  return pending
}

export const loadNews = () => load<News>('news', archivedNews)
export const loadServices = () => load<Service>('services', [])
export const loadProjects = () => load<Project>('projects', [])
export const loadProcedures = () => load<Procedure>('procedures', fallbackProcedures)
export const loadInvestments = () => load<Investment>('investments', sampleInvestments)
export const loadGallery = () => load<Gallery>('gallery', [])
export const loadDocuments = () => load<CitizenDocument>('documents', [])
export const loadDecisions = () => load<Decision>('decisions', [])
/** Editorial pages; offline, the built-in legal pages, so the footer's links always lead somewhere. */
export const loadPages = () => load<Page>('pages', fallbackPages)

/** SPEC §9: the news list is the server's items plus the archived ones it does not already have (by id). */
export async function loadNewsList(): Promise<Loaded<News>> {
  const { docs, fromCms } = await loadNews()
  if (!fromCms) return { docs, fromCms }
  const known = new Set(docs.map((item) => String(item.id)))
  const missing = archivedNews.filter((item) => !known.has(String(item.id)))
  return { docs: [...docs, ...missing], fromCms }
}

// Browser-safe, so the live fallbacks share it: defined in ./shapes, offered here for the build's pages.
export { populated } from './shapes'

export type { CitizenDocument, Decision, Gallery, Investment, Media, News, Page, Procedure, Project, Service }
