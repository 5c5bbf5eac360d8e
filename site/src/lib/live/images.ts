import { cmsAddress } from '../cms/client'
import { populated } from '../cms/shapes'
import { type ImageMaker, fallbackImage } from '../views/image'

/**
 * A view's image in the browser, where the build's pipeline is not: the sizes the CMS generated for
 * the upload as a srcset (fetched through the site's origin, see `cmsAddress`), so a phone downloads
 * the smallest that fits `sizes`; the fallback when there is no usable upload, or once it fails to
 * load (`data-fallback`, src/scripts/imageFallback.ts, which ./view.ts starts).
 */
export const liveImage: ImageMaker = (spec) => {
  const { media, fallback, alt, sizes, class: className, priority = false } = spec
  const loading = priority ? 'eager' : 'lazy'
  const upload = populated(media)
  const src = cmsAddress(upload?.url)
  if (!upload || !src) return fallbackImage(spec)
  const candidates = [...Object.values(upload.sizes ?? {}), { url: upload.url, width: upload.width }]
    .map((size) => ({ url: cmsAddress(size?.url), width: size?.width }))
    .filter((size): size is { url: string; width: number } => Boolean(size.url && size.width))
  const srcset = candidates.length > 1 ? candidates.map((size) => `${size.url} ${size.width}w`).join(', ') : undefined
  // An upload without its size keeps the fallback's, so the page still reserves the picture's room.
  const { width, height } = upload.width && upload.height ? { width: upload.width, height: upload.height } : fallback
  return {
    sources: [],
    img: {
      src,
      srcset,
      sizes: srcset ? sizes : undefined,
      alt,
      loading,
      decoding: 'async',
      'data-fallback': fallback.src,
      width,
      height,
      class: className,
    },
  }
}
