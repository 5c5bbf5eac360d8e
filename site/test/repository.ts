import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

/** The repository's root, for the tests that read the tree itself (docs, README, sizes, deployment files). */
export const repoRoot = path.resolve(import.meta.dirname, '../..')

/** The files git tracks, from the root, as they are in the working tree (one deleted but not yet staged is left out). */
export function trackedFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
  return listing.split('\0').filter((file) => file && existsSync(path.join(repoRoot, file)))
}
