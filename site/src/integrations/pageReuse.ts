import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

import { PROBE_MISMATCH, REUSE_MANIFEST, linkOrCopy, pageFile, previousBuildDir, reuseEnabled, reuseState, type ReuseState } from '../lib/build/pageReuse'

/** Fails the build if the probe page did not come out as its previous copy (lib/build/pageReuse.ts). */
async function checkProbe(state: ReuseState, root: string, previousDir: string): Promise<void> {
  if (!state.probe) return
  const file = pageFile(state.probe)
  const [now, before] = await Promise.all([readFile(path.join(root, file), 'utf8'), readFile(path.join(previousDir, file), 'utf8')])
  if (now !== before) throw new Error(`${state.probe} : ${PROBE_MISMATCH} de la construction précédente, les pages d'actualité ne peuvent pas être reprises`)
}

/**
 * Completes a build that left unchanged news pages out (lib/build/pageReuse.ts): checks the probe
 * page, moves the reused pages in from their staging folder and links the pictures they name from
 * the previous build, and writes this build's manifest for the next one. Runs after the search index
 * (which took the staged pages already) and before the offline worker, which reads the whole folder.
 */
export function pageReuse(): AstroIntegration {
  return {
    name: 'page-reuse',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (!reuseEnabled()) return
        const root = fileURLToPath(dir)
        const state = reuseState()
        const previousDir = previousBuildDir()
        let assets = 0
        if (previousDir && state.staging) {
          await checkProbe(state, root, previousDir)
          const needed = new Set(state.reused.flatMap((page) => state.manifest?.pages[page]?.assets ?? []))
          for (const asset of needed) {
            if (existsSync(path.join(root, asset))) continue
            linkOrCopy(path.join(previousDir, asset), path.join(root, asset))
            assets += 1
          }
          // Each page is a folder of its own (actualites/12/index.html): one rename each.
          for (const page of state.reused) renameSync(path.join(state.staging, path.dirname(pageFile(page))), path.join(root, path.dirname(pageFile(page))))
          rmSync(state.staging, { recursive: true, force: true })
        }
        if (state.manifest) writeFileSync(path.join(root, REUSE_MANIFEST), JSON.stringify(state.manifest))
        const why = state.reused.length > 0 ? 'page témoin identique' : (state.reason ?? 'aucune page inchangée')
        logger.info(`${state.reused.length} page(s) d'actualité reprise(s) de la construction précédente (${why}), ${assets} fichier(s) recopié(s)`)
      },
    },
  }
}
