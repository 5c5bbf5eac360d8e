import { copyFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

import { SITEMAP_INDEX_FILE, SITEMAP_PATH } from '../config/discovery'

/**
 * @astrojs/sitemap names its index `sitemap-index.xml` and has no option for the conventional
 * `sitemap.xml`, the address robots.txt names and checkers try first: the index is copied there
 * (it lists its parts by absolute address, so the copy is a complete sitemap index). Runs after
 * the sitemap integration.
 */
export function sitemapAlias(): AstroIntegration {
  return {
    name: 'sitemap-alias',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await copyFile(new URL(SITEMAP_INDEX_FILE, dir), fileURLToPath(new URL(SITEMAP_PATH.slice(1), dir)))
      },
    },
  }
}
