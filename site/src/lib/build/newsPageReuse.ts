import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import type { PagefindIndex } from 'pagefind'
import { bannerShown, bannerToEmbed } from 'shared-types'
import type { News } from 'shared-types/payload-types'

import { withoutFinalSlash } from '../../config/discovery'
import { loadAlertBanner, loadCommune, loadPages } from '../cms/content'
import {
  STAGED_PAGES,
  STAGED_SEARCH_COPIES,
  linkOrCopy,
  manifestFile,
  newsPagePath,
  pageFile,
  previousBuildDir,
  reuseEnabled,
  reuseState,
  searchCopiesDir,
  siteOutDir,
  stagingDir,
  type ReuseManifest,
} from './pageReuse'
import { filesUnder } from './files'
import { createSearchIndex, indexPages } from './searchIndexing'

const sha256 = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex')

/**
 * Astro's manifest, in the bundle's entry, names the build folder, has a random key for server
 * islands (the site has none), and lists some files in the order they were found: without the
 * first two and in a stable order, two builds of the same code into two folders read the same.
 */
const withoutBuildSpecifics = (entry: string, outDirUrl: string): string =>
  entry
    .replaceAll(outDirUrl, '')
    .replace(/"key":"[^"]*"/g, '')
    .replace(/\[(?:"[^"\\]*",?)+\]/g, (list) => `[${(list.match(/"[^"\\]*"/g) ?? []).sort().join(',')}]`)

/**
 * What every news page shares, hashed part by part (a part that changed is named in the build's
 * log): the site's code (the pre-rendering bundle this module runs from, and the names of the
 * scripts and styles built for browsers, which carry a hash of their content), the CMS data the
 * layout shows (the commune, its pages linked in the footer), the alert banner with whether it is
 * embedded and shown now, the year in the footer, and the site's address.
 */
async function sharedParts(): Promise<Record<string, string>> {
  // The bundle is in <outDir or .astro>/.prerender/; the browsers' files are already in <outDir>/_astro.
  const bundleDir = fileURLToPath(new URL('./', import.meta.url)).replace(/(\.prerender)\/.*$/, '$1')
  const outDir = path.resolve(siteOutDir())
  const code = (file: string) => {
    const text = readFileSync(path.join(bundleDir, file), 'utf8')
    return file.startsWith('prerender-entry.') ? withoutBuildSpecifics(text, pathToFileURL(outDir).href) : text
  }
  const now = new Date()
  const banner = await loadAlertBanner()
  const parts = {
    'code du site': (await filesUnder(bundleDir)).map((file) => `${file} ${sha256(code(file))}`),
    'fichiers des navigateurs': await filesUnder(path.join(outDir, '_astro')),
    commune: await loadCommune(),
    'pages du pied de page': (await loadPages()).docs,
    "bandeau d'alerte": banner && { banner, embedded: bannerToEmbed(banner, now), shown: bannerShown(banner, now) },
    année: now.getFullYear(),
    'adresse du site': import.meta.env.SITE,
  }
  return Object.fromEntries(Object.entries(parts).map(([part, value]) => [part, sha256(JSON.stringify(value))]))
}

function readPreviousManifest(dir: string): ReuseManifest | null {
  try {
    return JSON.parse(readFileSync(manifestFile(dir), 'utf8')) as ReuseManifest
  } catch {
    return null
  }
}

let decision: Promise<News[]> | undefined
/**
 * The news items whose page this build renders (pageReuse.ts): all of them, or for the local builder
 * with nothing shared changed, the new and changed ones and one unchanged probe; the others are
 * staged to join the build from the previous one. Decided once per build.
 */
export function newsItemsToRender(items: News[]): Promise<News[]> {
  decision ??= reuseEnabled() ? decide(items) : Promise.resolve(items)
  return decision
}

async function decide(items: News[]): Promise<News[]> {
  const state = reuseState()
  const shared = await sharedParts()
  const keys = new Map(items.map((item) => [newsPagePath(item.id), sha256(JSON.stringify(item))]))
  state.manifest = { shared, pages: Object.fromEntries([...keys].map(([page, key]) => [page, { key, assets: [] }])) }

  const previousDir = previousBuildDir()
  const previous = previousDir ? readPreviousManifest(previousDir) : null
  if (!previousDir || !previous) {
    state.reason = 'pas de construction précédente'
    return items
  }
  const changed = Object.keys(shared).filter((part) => previous.shared?.[part] !== shared[part])
  if (changed.length > 0) {
    state.reason = `partie commune changée (${changed.join(', ')}) : tout est rendu`
    return items
  }
  const unchanged = (page: string) =>
    previous.pages[page]?.key === keys.get(page) &&
    existsSync(path.join(previousDir, pageFile(page))) &&
    existsSync(path.join(searchCopiesDir(previousDir), pageFile(page)))
  const reusable = items.filter((item) => unchanged(newsPagePath(item.id)))
  const [probe, ...reused] = reusable
  if (!probe || reused.length === 0) return items
  state.probe = newsPagePath(probe.id)
  const site = withoutFinalSlash(import.meta.env.SITE)
  for (const item of reused) {
    const page = newsPagePath(item.id)
    state.reused.push(page)
    state.manifest.pages[page]!.assets = previous.pages[page]!.assets
    state.sitemapPages.push(`${site}${page}/`)
  }
  const staging = stagingDir(siteOutDir())
  state.staging = staging
  // On the thread pool and Pagefind's own process, while this one renders the other pages.
  state.staged = stage(state.reused, previousDir, staging)
  state.searchIndex = state.staged.then(() => indexStagedCopies(path.join(staging, STAGED_SEARCH_COPIES)))
  // Awaited when the build is done (integrations/); until then a failure is not unhandled.
  state.searchIndex.catch(() => undefined)
  const skipped = new Set(reused)
  return items.filter((item) => !skipped.has(item))
}

/** Links the reused pages and their search copies from the previous build into the staging folder. */
async function stage(pages: string[], previousDir: string, staging: string): Promise<void> {
  await rm(staging, { recursive: true, force: true })
  await Promise.all(
    pages.flatMap((page) => [
      linkOrCopy(path.join(previousDir, pageFile(page)), path.join(staging, STAGED_PAGES, pageFile(page))),
      linkOrCopy(
        path.join(searchCopiesDir(previousDir), pageFile(page)),
        path.join(staging, STAGED_SEARCH_COPIES, pageFile(page)),
      ),
    ]),
  )
}

/** Begins the search index with the staged search copies, on Pagefind's own process. */
async function indexStagedCopies(dir: string): Promise<{ index: PagefindIndex; pages: number }> {
  const index = await createSearchIndex()
  return { index, pages: await indexPages(index, dir) }
}
