// Retention: after a successful backup, only the newest archives of the folder are kept.
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'

/** commune-2026-11-22T09-05-00Z.tar.gz, or commune-2026-11-22T09-05-00Z-2.tar.gz for a second one that second. */
const ARCHIVE_NAME = /^commune-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)(?:-(\d+))?\.tar\.gz$/

/**
 * The archives to delete so that `keep` remain: the oldest by the time in their name. A name that is not
 * exactly an archive's (a file renamed, kept by hand) is never counted nor deleted.
 */
export function archivesToDelete(names: string[], keep: number): string[] {
  const archives = names
    .map((name) => ({ name, match: ARCHIVE_NAME.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({ name, time: match[1]!, n: Number(match[2] ?? 1) }))
    .sort((a, b) => (a.time === b.time ? b.n - a.n : a.time < b.time ? 1 : -1))
  return archives.slice(Math.max(keep, 1)).map(({ name }) => name)
}

/** Deletes the archives of `dir` beyond the newest `keep`; returns their names. */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const deleted = archivesToDelete(await readdir(dir), keep)
  for (const name of deleted) await rm(path.join(dir, name))
  return deleted
}

/** A whole number ≥ 1 from an option or a variable, or undefined when not given; refused otherwise. */
export function positiveNumber(value: string | undefined, what: string, refuse: (message: string) => never) {
  if (value === undefined || value === '') return undefined
  const n = Number(value)
  if (!Number.isFinite(n) || n <= 0) refuse(`${what} attend un nombre positif (reçu « ${value} »).`)
  return n
}
