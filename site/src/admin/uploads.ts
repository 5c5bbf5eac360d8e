import { UPLOAD_HINTS, UPLOAD_LIMITS, mediaLimitOf } from 'shared-types'

import { adminMedia } from './media'
import type { FileSpec } from './resource/types'

/** The `accept` lists of the admin file fields. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp'
export const MEDIA_ACCEPT = `${IMAGE_ACCEPT},video/mp4,video/webm`

/** The gallery takes bigger videos than images. */
export const galleryLimit = (file: File): number => mediaLimitOf(file.type)

/** The 'Image' field of a document whose picture is its `image` upload (news, projects, services, investments). */
export function imageFile<Doc extends { title: string; image?: Parameters<typeof adminMedia>[0] }>(
  limit: keyof typeof UPLOAD_LIMITS,
): FileSpec<Doc> {
  return {
    label: 'Image',
    hint: UPLOAD_HINTS.image,
    accept: IMAGE_ACCEPT,
    maxBytes: () => UPLOAD_LIMITS[limit],
    current: (doc) => adminMedia(doc.image, doc.title),
  }
}
