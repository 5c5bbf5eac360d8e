import type { CollectionAfterReadHook } from 'payload'

/**
 * The /api contract's names for the file's address and kind (docs/product/gallery.md#the-gallery-item):
 * `mediaUrl`, and `type` 'IMAGE' or 'VIDEO'.
 */
export const addMediaUrlAndType: CollectionAfterReadHook = ({ doc }) => ({
  ...doc,
  mediaUrl: doc.url ?? null,
  type: String(doc.mimeType ?? '').startsWith('video/') ? 'VIDEO' : 'IMAGE',
})
