/**
 * Reusing unchanged news pages between two builds of the local builder (scripts/site-builder.ts).
 *
 * Publishing one news item rebuilds the whole site, and with years of news most of that build would
 * be rendering and indexing thousands of news pages that have not changed. Astro renders every path
 * a page's `getStaticPaths` returns on each build (its content layer caches data, not pages), so
 * this is written here. When the build is given the previous build's folder (`PREVIOUS_BUILD_DIR`):
 *
 * - the news pages whose item is unchanged are left out of `getStaticPaths`. While Astro renders
 *   the others, they and their search copies (the part Pagefind reads, kept by each build) are
 *   linked from that folder into a staging folder beside the build, and Pagefind indexes the
 *   copies; once the build is done, they move into it, with the pictures they name;
 * - that holds only while everything the pages share is unchanged too, so each build records a
 *   hash of it (the site's code, the CMS data the layout shows, the alert banner's state, the
 *   year): when any part differs, every page is rendered;
 * - one unchanged page is rendered anyway, as a probe: if it does not come out byte for byte as
 *   before, the hash missed something, the build fails with `PROBE_MISMATCH`, and the builder
 *   builds again without reuse. Builds are deterministic, so an unchanged page renders identically.
 *
 * A news page must therefore depend only on its item and on what that hash covers.
 *
 * This module is shared by the page side (newsPageReuse.ts, in the build's pre-rendering bundle),
 * the site's configuration (the sitemap's reused pages) and the build steps
 * (integrations/pageReuse.ts, searchIndex.ts): they all run in the one `astro build` process, and
 * meet through a global, as they are bundled apart.
 */

import { copyFile, link, mkdir } from 'node:fs/promises'
import path from 'node:path'

import type { PagefindIndex } from 'pagefind'

/**
 * What a build keeps for the next one, beside its folder (not in it: the site serves every file of
 * its folder): its record (`manifest.json`) and the search copy of each news page (`recherche/`,
 * see searchIndexing.ts), what the next build gives Pagefind for the pages it reuses.
 */
export const reuseDataDir = (buildDir: string): string => `${path.resolve(buildDir)}.reuse`
export const manifestFile = (buildDir: string): string => path.join(reuseDataDir(buildDir), 'manifest.json')
export const searchCopiesDir = (buildDir: string): string => path.join(reuseDataDir(buildDir), 'recherche')

/** In a failed build's output: the probe page changed, so the builder builds again without reuse. */
export const PROBE_MISMATCH = 'page témoin différente'

export interface ReusedPage {
  /** A hash of the news item as the build read it. */
  key: string
  /** The built files the page names (`/_astro/…`): pictures, styles, scripts. */
  assets: string[]
}

export interface ReuseManifest {
  /** A hash of each part of what every news page shares (newsPageReuse.ts, `sharedParts`). */
  shared: Record<string, string>
  /** Each news page, by path (`/actualites/12`). */
  pages: Record<string, ReusedPage>
}

export interface ReuseState {
  /** Where the reused pages and their search copies wait, linked while Astro renders, until the build is done. */
  staging?: string
  /** Resolves once every reused page and search copy is staged (set with `staging`). */
  staged?: Promise<void>
  /** The search index, begun with the staged pages (integrations/searchIndex.ts finishes it). */
  searchIndex?: Promise<{ index: PagefindIndex; pages: number }>
  /** This build's manifest, once the news pages' paths were asked for; rendered pages' assets are added when the build is done. */
  manifest?: ReuseManifest
  /** Paths of the pages taken from the previous build, not rendered. */
  reused: string[]
  /** The unchanged page rendered anyway, compared with its previous copy once the build is done. */
  probe?: string
  /** Why nothing was reused, for the log. */
  reason?: string
  /** Addresses of the reused pages, for the sitemap (its `customPages`, read when the build is done). */
  sitemapPages: string[]
}

const STATE = Symbol.for('commune.site.pageReuse')

export function reuseState(): ReuseState {
  const global = globalThis as typeof globalThis & { [STATE]?: ReuseState }
  global[STATE] ??= { reused: [], sitemapPages: [] }
  return global[STATE]
}

/** Where the site is built (astro.config.ts's `outDir`): the local builder gives each build its own folder. */
export const siteOutDir = (): string => process.env.SITE_OUT_DIR ?? './dist'

/** Reuse is on when the builder says where the previous build is (empty: none yet, but write the manifest). */
export const reuseEnabled = (): boolean => process.env.PREVIOUS_BUILD_DIR !== undefined

/** The previous build's folder, if there is one. */
export const previousBuildDir = (): string | undefined => process.env.PREVIOUS_BUILD_DIR || undefined

export const newsPagePath = (id: string | number): string => `/actualites/${id}`

/** Where a page's file is in a build folder. */
export const pageFile = (pagePath: string): string => `${pagePath.replace(/^\//, '')}/index.html`

/** The folder beside a build where its reused pages (`pages/`) and their search copies (`recherche/`) are staged. */
export const stagingDir = (outDir: string): string => `${path.resolve(outDir)}.reprise`
export const STAGED_PAGES = 'pages'
export const STAGED_SEARCH_COPIES = 'recherche'

/** A hard link (the previous build may be deleted once this one is online), or a copy across devices. */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true })
  await link(from, to).catch(() => copyFile(from, to))
}

/** The built files a page names (`/_astro/…`): styles, scripts, pictures. */
export const assetsOf = (html: string): string[] => [
  ...new Set([...html.matchAll(/\/_astro\/[^"'\s),?#]+/g)].map((match) => match[0])),
]
