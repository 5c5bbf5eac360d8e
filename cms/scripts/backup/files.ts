// The uploads' side of a backup: copied with their SHA-256, checked against the manifest, moved aside.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { copyFile, cp, mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { filesUnder, sizeOf } from '../backup-common.ts'

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

export type CopiedUploads = {
  files: number
  bytes: number
  collections: Record<string, number>
  sha256: Record<string, string>
}

/** Copies every file of `from` into `to`, hashing the copies; a file deleted meanwhile is skipped. */
export async function copyUploads(from: string, to: string): Promise<CopiedUploads> {
  await mkdir(to, { recursive: true })
  const copied: CopiedUploads = { files: 0, bytes: 0, collections: {}, sha256: {} }
  for (const file of await filesUnder(from)) {
    const target = path.join(to, file)
    await mkdir(path.dirname(target), { recursive: true })
    try {
      await copyFile(path.join(from, file), target)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    copied.files++
    copied.bytes += await sizeOf(target)
    copied.sha256[file] = await sha256Of(target)
    const collection = file.split('/')[0]!
    copied.collections[collection] = (copied.collections[collection] ?? 0) + 1
  }
  return copied
}

/**
 * How the files under `dir` differ from the manifest's hashes: files changed, missing, or not in the
 * manifest. Empty when they are the same.
 */
export async function uploadDifferences(dir: string, expected: Record<string, string>): Promise<string[]> {
  const present = await filesUnder(dir)
  const problems: string[] = []
  for (const file of present) {
    if (!(file in expected)) problems.push(`${file} (absent du manifeste)`)
    else if ((await sha256Of(path.join(dir, file))) !== expected[file]) problems.push(`${file} (contenu modifié)`)
  }
  const found = new Set(present)
  for (const file of Object.keys(expected)) if (!found.has(file)) problems.push(`${file} (manquant)`)
  return problems
}

/** A rename, or a copy then removal of the original when the target is on another file system. */
export async function move(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true })
  try {
    await rename(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    await cp(from, to, { recursive: true, preserveTimestamps: true, errorOnExist: true, force: false })
    await rm(from, { recursive: true })
  }
}

/** The first few of a list, for a message: "a, b, c, …". */
export const firstOf = (items: string[], n = 5): string =>
  `${items.slice(0, n).join(', ')}${items.length > n ? ', …' : ''}`
