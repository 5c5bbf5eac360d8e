// Completes the standalone server that `next build` writes (output: 'standalone' in next.config.ts):
// Next leaves out the browser's files (.next/static) and public/, which the server serves from beside
// itself. The Docker image (cms/Dockerfile) and the test (test/standalone.test.ts) both run this, then
// copy .next/standalone alone:
//
//   node scripts/standalone.ts            (from cms/, after `pnpm build`)
//
// The server is then <folder>/cms/server.js, started with `node cms/server.js` (PORT, HOSTNAME,
// KEEP_ALIVE_TIMEOUT from the environment).
import { cpSync, existsSync } from 'node:fs'
import path from 'node:path'

const cmsDir = path.resolve(import.meta.dirname, '..')

/** The folder the standalone build lives in: the workspace's root, mirrored (outputFileTracingRoot). */
export const standaloneDir = (dir = cmsDir): string => path.join(dir, '.next', 'standalone')

/** The CMS folder inside it, where server.js, .next and public/ sit. */
export const standaloneCmsDir = (dir = cmsDir): string =>
  path.join(standaloneDir(dir), path.basename(path.resolve(dir)))

/** Copies .next/static (and public/, if any) into the standalone folder; fails if there is no build. */
export function prepareStandalone(dir = cmsDir): string {
  const target = standaloneCmsDir(dir)
  if (!existsSync(path.join(target, 'server.js'))) {
    throw new Error(`Pas de serveur autonome dans ${target} : lancez d'abord « pnpm --filter cms build »`)
  }
  cpSync(path.join(dir, '.next', 'static'), path.join(target, '.next', 'static'), { recursive: true })
  if (existsSync(path.join(dir, 'public'))) {
    cpSync(path.join(dir, 'public'), path.join(target, 'public'), { recursive: true })
  }
  return standaloneDir(dir)
}

if (import.meta.main) console.log(`Serveur autonome prêt : ${prepareStandalone()}`)
