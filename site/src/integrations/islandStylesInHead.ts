import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

/**
 * Astro writes `<style>astro-island,…{display:contents}</style>` just before a page's first island,
 * inside `<body>`, where HTML allows no `<style>` (withastro/astro#10308, #13832; the fix in
 * PR #15456 was not merged). After the build, this moves that one rule into `<head>`.
 */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name))
}

export function islandStylesInHead(): AstroIntegration {
  return {
    name: 'island-styles-in-head',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        let moved = 0
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8')
          const style = html.match(ISLAND_STYLE)?.[0]
          if (!style) continue
          await writeFile(file, html.replace(style, '').replace('</head>', `${style}</head>`))
          moved += 1
        }
        logger.info(`style des îlots placé dans <head> sur ${moved} page(s)`)
      },
    },
  }
}
