import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

/**
 * A `<meta>` Content-Security-Policy only governs what the browser parses after it. Astro writes it
 * with the rest of the head it injects, after the layout's own `<head>` children; this moves it
 * right after `<meta charset>` (which must stay first), so that no element of `<head>`, present or
 * added later to a layout, comes before the policy.
 */
const CSP_META = /<meta http-equiv="content-security-policy" content="[^"]*">/
const CHARSET_META = /<meta charset="utf-8">/i

export function cspMetaFirst(): AstroIntegration {
  return {
    name: 'csp-meta-first',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir)
        const entries = await readdir(root, { withFileTypes: true, recursive: true })
        let moved = 0
        let missing = 0
        for (const entry of entries) {
          if (!entry.isFile() || !entry.name.endsWith('.html')) continue
          const file = path.join(entry.parentPath, entry.name)
          const html = await readFile(file, 'utf8')
          const meta = html.match(CSP_META)?.[0]
          const charset = html.match(CHARSET_META)?.[0]
          if (!meta || !charset) {
            missing += 1
            continue
          }
          const without = html.replace(meta, '')
          await writeFile(file, without.replace(charset, `${charset}${meta}`))
          moved += 1
        }
        logger.info(`politique de sécurité (CSP) placée en tête de <head> sur ${moved} page(s)`)
        if (missing > 0) logger.warn(`${missing} page(s) sans balise CSP ou sans <meta charset> : laissée(s) telle(s) quelle(s)`)
      },
    },
  }
}
