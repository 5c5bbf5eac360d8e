import { PUBLIC_CMS_URL } from 'astro:env/client'
import type { Media } from 'shared-types/payload-types'

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

/** Upload URLs may be relative to the CMS; the version keeps a replaced file from showing stale. */
const absolute = (url: string, version?: string): string => {
  const resolved = new URL(url, PUBLIC_CMS_URL)
  if (version) resolved.searchParams.set('v', version)
  return resolved.toString()
}

/** The picture of a document (a populated `image`, or a gallery item, which is an upload itself). */
export function adminMedia(value: UploadLike | Media | number | string | null | undefined, fallbackAlt: string): AdminMedia | null {
  if (!value || typeof value !== 'object' || !value.url) return null
  const upload = value as UploadLike
  return {
    url: absolute(upload.url!, upload.updatedAt),
    thumbnail: absolute(upload.thumbnailURL || upload.url!, upload.updatedAt),
    width: upload.width || 4,
    height: upload.height || 3,
    isVideo: (upload.mimeType ?? '').startsWith('video/'),
    alt: (upload.alt || upload.title || fallbackAlt).trim(),
  }
}
