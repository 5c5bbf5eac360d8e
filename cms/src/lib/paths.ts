import path from 'node:path'

/**
 * Runtime data (the SQLite file, uploads, the local secret) lives under cms/data, or DATA_DIR.
 * Resolved from the working directory because Next bundles this module away from its source folder.
 */
export const dataDir = (): string => path.resolve(process.env.DATA_DIR ?? path.join(process.cwd(), 'data'))

export const uploadDir = (collection: string): string => path.join(dataDir(), 'uploads', collection)
