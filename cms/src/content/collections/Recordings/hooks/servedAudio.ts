import type { CollectionAfterReadHook, CollectionBeforeDeleteHook } from 'payload'
import { canWriteContent } from 'shared-types'

import { roleOf } from '../../../../access'
import { CONVERSION_RESULT } from '../../../audio/conversion'

/** What locates the original file: content staff read it, visitors never learn where it is. */
const ORIGINAL_FILE_FIELDS = ['url', 'thumbnailURL', 'filename', 'filesize', 'mimeType', 'focalX', 'focalY'] as const

export const hideOriginalFromVisitors: CollectionAfterReadHook = ({ doc, req }) => {
  // The conversion job (server code, no account) reads where the original is.
  if (req.context[CONVERSION_RESULT] === true || canWriteContent(roleOf(req), true)) return doc
  const shown = { ...doc }
  for (const field of ORIGINAL_FILE_FIELDS) delete shown[field]
  return shown
}

/**
 * A recording deleted takes its served files with it (Payload removes the original's own file):
 * before its row goes, since each served file's row points to it.
 */
export const removeServedAudio: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'spoken-audio',
    where: { recording: { equals: id } },
    overrideAccess: true,
    req,
  })
}
