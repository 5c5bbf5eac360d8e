import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

import {
  PROBE_MISMATCH,
  STAGED_PAGES,
  STAGED_SEARCH_COPIES,
  assetsOf,
  linkOrCopy,
  manifestFile,
  pageFile,
  previousBuildDir,
  reuseDataDir,
  reuseEnabled,
  reuseState,
  searchCopiesDir,
  type ReuseState,
} from '../lib/build/pageReuse'
import { searchCopyOf } from '../lib/build/searchIndexing'

/** Fails the build if the probe page did not come out as its previous copy (lib/build/pageReuse.ts). */
async function checkProbe(state: ReuseState, root: string, previousDir: string): Promise<void> {
  if (!state.probe) return
  const file = pageFile(state.probe)
  const [now, before] = await Promise.all([
    readFile(path.join(root, file), 'utf8'),
    readFile(path.join(previousDir, file), 'utf8'),
  ])
  if (now !== before)
    throw new Error(
      `${state.probe} : ${PROBE_MISMATCH} de la construction précédente, les pages d'actualité ne peuvent pas être reprises`,
    )
}

/** Writes the search copy of each news page this build rendered, and notes the files it names. */
function recordRenderedPages(state: ReuseState, root: string): void {
  const reused = new Set(state.reused)
  for (const [page, record] of Object.entries(state.manifest?.pages ?? {})) {
    if (reused.has(page)) continue
    const file = path.join(root, pageFile(page))
    if (!existsSync(file)) continue
    const html = readFileSync(file, 'utf8')
    record.assets = assetsOf(html)
    const copy = path.join(searchCopiesDir(root), pageFile(page))
    mkdirSync(path.dirname(copy), { recursive: true })
    writeFileSync(copy, searchCopyOf(html))
  }
}

/**
 * Completes a build that left unchanged news pages out (lib/build/pageReuse.ts): checks the probe
 * page; moves the reused pages and their search copies in from the staging folder, and links the
 * pictures they name from the previous build; writes the search copies of the rendered news pages and
 * this build's manifest, for the next build. Runs after the search index (which took the staged
 * copies already) and before the offline worker, which reads the whole folder.
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
        // What this build keeps for the next one (a folder of an earlier build here is replaced).
        rmSync(reuseDataDir(root), { recursive: true, force: true })
        mkdirSync(reuseDataDir(root), { recursive: true })
        if (previousDir && state.staging && state.staged) {
          await checkProbe(state, root, previousDir)
          await state.staged
          const needed = new Set(state.reused.flatMap((page) => state.manifest?.pages[page]?.assets ?? []))
          const missing = [...needed].filter((asset) => !existsSync(path.join(root, asset)))
          await Promise.all(missing.map((asset) => linkOrCopy(path.join(previousDir, asset), path.join(root, asset))))
          assets = missing.length
          // Each page is a folder of its own (actualites/12/index.html): one rename each; the search
          // copies, the first in their folder, in one.
          for (const page of state.reused)
            renameSync(
              path.join(state.staging, STAGED_PAGES, path.dirname(pageFile(page))),
              path.join(root, path.dirname(pageFile(page))),
            )
          renameSync(path.join(state.staging, STAGED_SEARCH_COPIES), searchCopiesDir(root))
          rmSync(state.staging, { recursive: true, force: true })
        }
        recordRenderedPages(state, root)
        if (state.manifest) writeFileSync(manifestFile(root), JSON.stringify(state.manifest))
        const why = state.reused.length > 0 ? 'page témoin identique' : (state.reason ?? 'aucune page inchangée')
        logger.info(
          `${state.reused.length} page(s) d'actualité reprise(s) de la construction précédente (${why}), ${assets} fichier(s) recopié(s)`,
        )
      },
    },
  }
}
