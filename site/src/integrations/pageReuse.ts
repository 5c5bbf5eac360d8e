import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

import { REUSE_MANIFEST, reuseEnabled, reuseState } from '../lib/build/pageReuse'

/**
 * Completes a build that reused news pages (lib/build/pageReuse.ts): copies from the previous build
 * the pictures those pages name that this build did not make, and writes this build's manifest for
 * the next one. Runs before the search index and the offline worker, which read the finished folder.
 */
export function pageReuse(): AstroIntegration {
  return {
    name: 'page-reuse',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (!reuseEnabled()) return
        const root = fileURLToPath(dir)
        const state = reuseState()
        const previousDir = process.env.PREVIOUS_BUILD_DIR
        let copied = 0
        if (previousDir) {
          for (const asset of state.assets) {
            const target = path.join(root, asset)
            if (existsSync(target)) continue
            await mkdir(path.dirname(target), { recursive: true })
            await copyFile(path.join(previousDir, asset), target)
            copied += 1
          }
        }
        if (state.manifest) await writeFile(path.join(root, REUSE_MANIFEST), JSON.stringify(state.manifest))
        const probe = state.sharedUnchanged === undefined ? 'pas de page à comparer' : state.sharedUnchanged ? 'partie commune inchangée' : 'partie commune changée : tout est rendu'
        logger.info(`${state.reused} page(s) d'actualité reprise(s) de la construction précédente (${probe}), ${copied} fichier(s) recopié(s)`)
      },
    },
  }
}
