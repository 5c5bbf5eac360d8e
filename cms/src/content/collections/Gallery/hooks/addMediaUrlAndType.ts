import type { CollectionAfterReadHook } from 'payload'

/** The spec's names for the file's address and kind: `mediaUrl`, and `type` 'IMAGE' or 'VIDEO'. */
export const addMediaUrlAndType: CollectionAfterReadHook = ({ doc }) => ({
  ...doc,
  mediaUrl: doc.url ?? null,
  type: String(doc.mimeType ?? '').startsWith('video/') ? 'VIDEO' : 'IMAGE',
})
