import { chmodSync, existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * Runtime data (the SQLite file, uploads, the local secret) lives under cms/data, or DATA_DIR.
 * Resolved from the working directory because Next bundles this module away from its source folder.
 */
export const dataDir = (): string => path.resolve(process.env.DATA_DIR ?? path.join(process.cwd(), 'data'))

export const uploadDir = (collection: string): string => path.join(dataDir(), 'uploads', collection)

/**
 * The database, the uploads (contact messages, unpublished files) and the local secret are for the
 * account that runs the CMS alone: what this process creates is owner-only (umask 077), and what an
 * earlier version left readable by every local user (0644) is narrowed once at start.
 */
export function protectDataAtRest(dir = dataDir()): void {
  process.umask(0o077)
  if (!existsSync(dir)) return
  const narrow = (target: string) => {
    for (const entry of readdirSync(target, { withFileTypes: true })) {
      const full = path.join(target, entry.name)
      if (entry.isDirectory()) {
        chmodSync(full, 0o700)
        narrow(full)
      } else if (entry.isFile()) {
        chmodSync(full, 0o600)
      }
    }
  }
  chmodSync(dir, 0o700)
  narrow(dir)
}
