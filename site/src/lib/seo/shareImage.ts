import { getImage } from 'astro:assets'
import type { Media } from 'shared-types/payload-types'

import { remoteImage } from '../cms/images'

/** The picture a link preview (WhatsApp, Facebook, X) shows for a page: absolute address and size. */
export interface ShareImage {
  url: string
  width: number
  height: number
  alt: string
}

/** Link previews show 1.91:1 pictures at most 1200 px wide; JPEG is the one format every app reads. */
const SHARE_WIDTH = 1200

/** The commune's own picture for pages without one (src/pages/partage.jpg.ts draws it). */
export const DEFAULT_SHARE_IMAGE = { path: '/partage.jpg', width: SHARE_WIDTH, height: 630 } as const

export function defaultShareImage(site: URL, communeName: string): ShareImage {
  return {
    url: new URL(DEFAULT_SHARE_IMAGE.path, site).href,
    width: DEFAULT_SHARE_IMAGE.width,
    height: DEFAULT_SHARE_IMAGE.height,
    alt: communeName,
  }
}

/** An item's upload as a JPEG of at most 1200 px for link previews, or the commune's picture when it has none. */
export async function shareImageOf(
  media: Media | number | string | null | undefined,
  alt: string,
  site: URL,
  communeName: string,
): Promise<ShareImage> {
  const remote = await remoteImage(media)
  if (!remote) return defaultShareImage(site, communeName)
  const width = Math.min(SHARE_WIDTH, remote.width)
  const height = Math.round((width * remote.height) / remote.width)
  const image = await getImage({ src: remote.src, width, height, format: 'jpg' })
  return { url: new URL(image.src, site).href, width, height, alt }
}
