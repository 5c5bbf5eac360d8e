import type { Media } from 'shared-types/payload-types'

import { cmsAddress } from '../lib/cms/client'

/** An upload as the admin screens show it: a small preview and its address. */
export interface AdminMedia {
  url: string
  thumbnail: string
  width: number
  height: number
  isVideo: boolean
  alt: string
}

interface UploadLike {
  url?: string | null
  thumbnailURL?: string | null
  mimeType?: string | null
  width?: number | null
  height?: number | null
  updatedAt?: string
  alt?: string | null
  title?: string | null
}

/**
 * The picture of a document (a populated `image`, or a gallery item, which is an upload itself).
 * Its addresses go through the site's origin (see `cmsAddress`), with the upload's version so that
 * a replaced file does not show stale; an upload without a usable address has no picture.
 */
export function adminMedia(
  value: UploadLike | Media | number | string | null | undefined,
  fallbackAlt: string,
): AdminMedia | null {
  if (!value || typeof value !== 'object') return null
  const upload = value as UploadLike
  const url = cmsAddress(upload.url, upload.updatedAt)
  if (!url) return null
  return {
    url,
    thumbnail: cmsAddress(upload.thumbnailURL, upload.updatedAt) ?? url,
    width: upload.width || 4,
    height: upload.height || 3,
    isVideo: (upload.mimeType ?? '').startsWith('video/'),
    alt: (upload.alt || upload.title || fallbackAlt).trim(),
  }
}
