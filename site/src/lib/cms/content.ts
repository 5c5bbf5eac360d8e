import { CMS_URL } from 'astro:env/server'
import {
  BUILT_IN_COMMUNE,
  BUILT_IN_HOME_PAGE,
  BUILT_IN_INVESTMENT_PAGE,
  BUILT_IN_PRESENTATION_PAGE,
  BUILT_IN_PROJECTS_PAGE,
  type BuiltIn,
} from 'shared-types'
import type {
  AlertBanner,
  CitizenDocument,
  Commune,
  CommuneEvent,
  Decision,
  Gallery,
  HomePage,
  Investment,
  InvestmentPage,
  Locality,
  Media,
  News,
  Page,
  PresentationPage,
  Procedure,
  Project,
  ProjectsPage,
  Service,
} from 'shared-types/payload-types'

import { byNewestFirst } from '../news'
import { archivedNews, builtInEvents, fallbackPages, fallbackProcedures, sampleInvestments } from './fallbacks'

/**
 * Build-time reads of the CMS REST API. Every page of a build shares one request per collection.
 * When the CMS cannot be reached the build goes on with the built-in content (or nothing)
 * and says so in its log: a failed build would leave citizens with an outdated site.
 */

export interface Loaded<T> {
  docs: T[]
  /** False when the CMS could not be read and `docs` is the built-in fallback. */
  fromCms: boolean
}

const cache = new Map<string, Promise<Loaded<unknown>>>()

export const cmsUrl = (path: string): string => new URL(path, CMS_URL).toString()

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error))

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(cmsUrl(path), { signal: AbortSignal.timeout(20_000) })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return (await response.json()) as T
}

async function fetchCollection<T>(slug: string, query: string): Promise<T[]> {
  const body = await fetchJson<{ docs?: T[] }>(`/api/${slug}?${query}`)
  if (!Array.isArray(body.docs)) throw new Error('réponse sans liste « docs »')
  return body.docs
}

function load<T>(slug: string, fallback: T[], query = 'pagination=false&depth=1'): Promise<Loaded<T>> {
  let pending = cache.get(slug) as Promise<Loaded<T>> | undefined
  if (!pending) {
    pending = fetchCollection<T>(slug, query).then(
      (docs) => ({ docs, fromCms: true }),
      (error: unknown) => {
        console.warn(
          `[contenu] ${slug} : CMS injoignable à ${CMS_URL} (${reason(error)}) — contenu de secours utilisé (${fallback.length} élément(s)).`,
        )
        return { docs: fallback, fromCms: false }
      },
    )
    cache.set(slug, pending as Promise<Loaded<unknown>>)
  }
  return pending
}

/**
 * A global, read once per build. One never saved yet (a database older than the global, or one
 * started without first-run content) reads as `fallback`, like an unreachable CMS; `fallbackNote`
 * says in the log what the build shows instead.
 */
function loadGlobal<T>(slug: string, fallback: T, fallbackNote = 'valeurs intégrées utilisées'): Promise<T> {
  let pending = cache.get(`globals/${slug}`) as Promise<Loaded<T>> | undefined
  if (!pending) {
    pending = fetchJson<T & { createdAt?: string | null }>(`/api/globals/${slug}?depth=1`).then(
      (doc) => {
        if (doc.createdAt) return { docs: [doc], fromCms: true }
        console.warn(`[contenu] ${slug} : jamais enregistré dans le CMS — ${fallbackNote}.`)
        return { docs: [fallback], fromCms: false }
      },
      (error: unknown) => {
        console.warn(`[contenu] ${slug} : CMS injoignable à ${CMS_URL} (${reason(error)}) — ${fallbackNote}.`)
        return { docs: [fallback], fromCms: false }
      },
    )
    cache.set(`globals/${slug}`, pending as Promise<Loaded<unknown>>)
  }
  return pending.then(({ docs }) => docs[0] as T)
}

export const loadCommune = () => loadGlobal<BuiltIn<Commune>>('commune', BUILT_IN_COMMUNE)
export const loadHomePage = () => loadGlobal<BuiltIn<HomePage>>('home-page', BUILT_IN_HOME_PAGE)
export const loadPresentationPage = () =>
  loadGlobal<BuiltIn<PresentationPage>>('presentation-page', BUILT_IN_PRESENTATION_PAGE)
export const loadProjectsPage = () => loadGlobal<BuiltIn<ProjectsPage>>('projects-page', BUILT_IN_PROJECTS_PAGE)
export const loadInvestmentPage = () => loadGlobal<BuiltIn<InvestmentPage>>('investment-page', BUILT_IN_INVESTMENT_PAGE)

export const loadNews = () => load<News>('news', archivedNews)
export const loadServices = () => load<Service>('services', [])
export const loadProjects = () => load<Project>('projects', [])
export const loadProcedures = () => load<Procedure>('procedures', fallbackProcedures)
export const loadInvestments = () => load<Investment>('investments', sampleInvestments)
export const loadGallery = () => load<Gallery>('gallery', [])
export const loadDocuments = () => load<CitizenDocument>('documents', [])
export const loadDecisions = () => load<Decision>('decisions', [])
export const loadEvents = () => load<CommuneEvent>('events', builtInEvents)

/**
 * The alert banner. Without the CMS there is none: an old warning shown again by a build that
 * could not check it would mislead more than no warning.
 */
export const loadAlertBanner = () => loadGlobal<AlertBanner | null>('alert-banner', null, "aucun bandeau d'alerte")

/**
 * The villages and quartiers of the SMS sign-up (docs/product/public-pages.md#sms-alerts), by name.
 * Without the CMS, none: the page then offers the whole commune only.
 */
export const loadLocalities = () => load<Locality>('localities', [], 'limit=200&sort=name&depth=0')

/** Editorial pages; offline, the built-in legal pages, so the footer's links always lead somewhere. */
export const loadPages = () => load<Page>('pages', fallbackPages)

/**
 * The news list is the server's items plus the archived ones it does not already have (by
 * id), newest first (docs/product/news.md#news-list). Computed once per build: every page of the
 * paginated list reads it.
 */
let newsList: Promise<Loaded<News>> | undefined
export function loadNewsList(): Promise<Loaded<News>> {
  newsList ??= loadNews().then(({ docs, fromCms }) => {
    const known = new Set(docs.map((item) => String(item.id)))
    const missing = fromCms ? archivedNews.filter((item) => !known.has(String(item.id))) : []
    return { docs: [...docs, ...missing].sort(byNewestFirst), fromCms }
  })
  return newsList
}

// Browser-safe, so the live fallbacks share it: defined in ./shapes, offered here for the build's pages.
export { populated } from './shapes'

export type {
  AlertBanner,
  CitizenDocument,
  CommuneEvent,
  Decision,
  Gallery,
  Investment,
  Locality,
  Media,
  News,
  Page,
  Procedure,
  Project,
  Service,
}

/** What the pages read of the commune's globals (the built-in values have the same shape). */
export type CommuneInfo = BuiltIn<Commune>
export type HomePageTexts = BuiltIn<HomePage>
export type PresentationTexts = BuiltIn<PresentationPage>
export type ProjectsPageTexts = BuiltIn<ProjectsPage>
export type InvestmentPageTexts = BuiltIn<InvestmentPage>
