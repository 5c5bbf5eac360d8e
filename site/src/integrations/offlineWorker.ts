import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'
import { build, type Rolldown } from 'vite'

import { withoutFinalSlash } from '../config/discovery'
import { filesUnder } from '../lib/build/files'
import { CACHE_PREFIX, OFFLINE_PAGE, WORKER_PATH, isKeptOffline, isPageFile } from '../offline/pages'

const WORKER_SOURCE = fileURLToPath(new URL('../offline/worker.ts', import.meta.url))
const WORKER_FILE = WORKER_PATH.slice(1)

/** Whether a built file (path from the site's root) can end up in the worker's cache: kept pages, the offline page, their files. */
const isOfflineFile = (file: string): boolean => {
  const address = `/${file.replace(/(^|\/)index\.html$/, '$1')}`
  return isKeptOffline(address) || isPageFile(address) || withoutFinalSlash(address) === OFFLINE_PAGE
}

/**
 * The build's id: a hash of the built files the worker may keep (the citizen space, the services,
 * the offline page and their styles, scripts and pictures). Two builds of the same such files share
 * it, so citizens keep their saved pages; any change to them gives a new id, a new worker, and the
 * saved copies of the old build are dropped. Pages the worker never keeps (thousands of news items)
 * are not read, so the step costs the same however long the news list grows.
 */
export async function buildId(root: string): Promise<string> {
  const files = (await filesUnder(root)).filter(isOfflineFile)
  const hash = createHash('sha256')
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(root, file)))
      .update('\0')
  return hash.digest('hex').slice(0, 16)
}

/** Where the build id goes in the compiled worker (a token no source contains). */
const BUILD_ID_TOKEN = 'B71LD1D0FFL1NE'

/**
 * Bundles src/offline/worker.ts into one classic script (older phones' browsers run no module
 * workers), with a token where the build id goes (see writeWorker).
 */
export async function compileWorker(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { BUILD_ID: JSON.stringify(BUILD_ID_TOKEN) },
    build: {
      write: false,
      minify: true,
      lib: { entry: WORKER_SOURCE, formats: ['iife'], name: 'offlineWorker', fileName: () => WORKER_FILE },
    },
  })) as Rolldown.RolldownOutput[]
  const chunk = output.flatMap((result) => result.output).find((file) => file.type === 'chunk')
  if (chunk?.type !== 'chunk' || !chunk.code.includes(BUILD_ID_TOKEN)) throw new Error('Service worker : rien à écrire')
  return chunk.code
}

/** Writes the worker into a finished build, named after it; `compiled` may be compiled ahead, while the pages render. */
export async function writeWorker(
  root: string,
  compiled: Promise<string> = compileWorker(),
): Promise<{ id: string; cache: string }> {
  const id = await buildId(root)
  await writeFile(path.join(root, WORKER_FILE), (await compiled).replaceAll(BUILD_ID_TOKEN, id))
  return { id, cache: `${CACHE_PREFIX}${id}` }
}

export function offlineWorker(): AstroIntegration {
  let compiled: Promise<string> | undefined
  return {
    name: 'offline-worker',
    hooks: {
      // Compiled beside the site's own build; only the build id waits for the finished pages.
      'astro:build:start': () => {
        compiled = compileWorker()
        compiled.catch(() => undefined)
      },
      'astro:build:done': async ({ dir, logger }) => {
        const { cache } = await writeWorker(fileURLToPath(dir), compiled)
        logger.info(`lecture hors ligne : ${WORKER_PATH} écrit (cache ${cache})`)
      },
    },
  }
}
