import { getImage } from 'astro:assets'

import { remoteImage } from '../cms/images'
import { type ImageMaker, type ViewImage, fallbackImage } from './image'

/**
 * No AVIF: measured on the commune's pictures (`pnpm bench`, scripts/image-formats.ts), it saves a
 * third of WebP's bytes but takes 14 times as long to encode, which kept the first build of a
 * large site over its time budget; WebP is what every smartphone citizens use reads.
 */
const PICTURE_FORMAT = 'webp'
/** The <img> of the <picture>, for browsers without WebP such as the KaiOS 2.5 feature phones. */
const FALLBACK_FORMAT = 'jpg'

/**
 * A CMS image through Astro's pipeline, at build time only: what Astro's <Picture> writes (WebP at
 * the widths given, a JPEG <img>, explicit size), or the page's fallback image when the item has
 * none or its file is missing at build time. A built picture that fails to load in the browser
 * shows its fallback too (`data-fallback`, src/scripts/imageFallback.ts).
 */
export const buildImage: ImageMaker = async (spec): Promise<ViewImage> => {
  const { fallback, alt, sizes, priority = false } = spec
  const loading = priority ? 'eager' : 'lazy'
  const remote = await remoteImage(spec.media)
  if (!remote) return fallbackImage(spec)
  const largest = Math.max(...spec.widths)
  const width = Math.min(largest, remote.width)
  const height = Math.round((width * remote.height) / remote.width)
  const options = {
    src: remote.src,
    width,
    height,
    widths: spec.widths.filter((candidate) => candidate <= remote.width),
    sizes,
    alt,
    loading,
    decoding: 'async',
    fetchpriority: priority ? 'high' : 'auto',
    class: spec.class,
    'data-fallback': fallback.src,
  } as const
  const [picture, img] = await Promise.all([
    getImage({ ...options, format: PICTURE_FORMAT }),
    getImage({ ...options, format: FALLBACK_FORMAT }),
  ])
  // As <Picture> orders them: src, srcset, the pipeline's attributes (`class` among them), the class last.
  const { class: _, ...attributes }: Record<string, string | number | undefined> = img.attributes
  return {
    sources: [{ srcset: picture.srcSet.attribute, type: `image/${PICTURE_FORMAT}`, sizes }],
    img: {
      src: img.src,
      srcset: img.srcSet.values.length > 0 ? img.srcSet.attribute : undefined,
      ...attributes,
      class: spec.class,
      alt,
      width,
      height,
    },
  }
}
