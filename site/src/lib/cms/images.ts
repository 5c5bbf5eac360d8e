import type { Media } from 'shared-types/payload-types'

import { cmsAddress } from './client'
import { cmsUrl, populated } from './content'

export interface RemoteImage {
  src: string
  width: number
  height: number
}

const reachable = new Map<string, Promise<boolean>>()

/** Astro fails the whole build on an image it cannot download: check each file once, before using it. */
function isReachable(url: string): Promise<boolean> {
  let pending = reachable.get(url)
  if (!pending) {
    pending = fetch(url, { signal: AbortSignal.timeout(20_000) }).then(
      async (response) => {
        await response.body?.cancel()
        return response.ok && (response.headers.get('content-type') ?? '').startsWith('image/')
      },
      () => false,
    )
    reachable.set(url, pending)
  }
  return pending
}

/** A CMS upload the image pipeline can use, or undefined (no image, not an image, or its file is missing). */
export async function remoteImage(value: Media | number | string | null | undefined): Promise<RemoteImage | undefined> {
  const media = populated(value)
  if (!media?.url || !media.width || !media.height || !media.mimeType?.startsWith('image/')) return undefined
  // Read at CMS_URL whatever address Payload wrote (its SERVER_URL may be one the build cannot use).
  // The version in the URL keys Astro's image cache: a replaced upload is never served stale.
  const address = cmsAddress(media.url, media.updatedAt)
  if (!address) return undefined
  const src = cmsUrl(address)
  if (!(await isReachable(src))) {
    console.warn(`[images] ${src} est introuvable : image de secours utilisée.`)
    return undefined
  }
  return { src, width: media.width, height: media.height }
}
