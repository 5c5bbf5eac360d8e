/**
 * Reusing unchanged news pages between two builds of the local builder (scripts/site-builder.ts).
 *
 * Publishing one news item rebuilds the whole site, and with years of news most of that build is
 * rendering thousands of news pages that have not changed. Astro re-renders every static page on
 * each build (its content layer caches data, not pages), so this is written here: when the build
 * is given the previous build's folder (`PREVIOUS_BUILD_DIR`), a news page whose item is unchanged
 * is copied from it instead of being rendered, provided one such page, rendered anew as a probe,
 * comes out byte for byte as before: then nothing the pages share changed either (the site's code,
 * the commune, the alert banner and its timing, the footer, the year). Builds are deterministic,
 * so the probe fails only when something shared did change, and then every page is rendered.
 *
 * A news page must therefore depend only on its item and on what all news pages share.
 *
 * This module is shared by the page side (newsPageReuse.ts, in the build's pre-rendering bundle)
 * and the build step (integrations/pageReuse.ts): both run in the one `astro build` process, and
 * meet through a global, as they are bundled apart.
 */

/** The previous build's item keys, in the build folder (not a page; harmless if served). */
export const REUSE_MANIFEST = '_reuse.json'

export interface ReuseManifest {
  /** A hash of each news item as the build read it, by page path. */
  pages: Record<string, string>
}

export interface ReuseState {
  /** This build's manifest, once the first news page asked for it. */
  manifest?: ReuseManifest
  /** Built files the reused pages name (pictures, share images): copied from the previous build. */
  assets: Set<string>
  reused: number
  /** Whether the probe page came out as before; undefined until one was rendered. */
  sharedUnchanged?: boolean
}

const STATE = Symbol.for('commune.site.pageReuse')

export function reuseState(): ReuseState {
  const global = globalThis as typeof globalThis & { [STATE]?: ReuseState }
  global[STATE] ??= { assets: new Set(), reused: 0 }
  return global[STATE]
}

/** Reuse is on when the builder says where the previous build is (empty: none yet, but write the manifest). */
export const reuseEnabled = (): boolean => process.env.PREVIOUS_BUILD_DIR !== undefined

/** The built files a page names (`/_astro/…`): styles, scripts, pictures. */
export const assetsOf = (html: string): string[] => [...new Set([...html.matchAll(/\/_astro\/[^"'\s),?#]+/g)].map((match) => match[0]))]
