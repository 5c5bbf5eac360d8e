import type { Media } from 'shared-types/payload-types'

import { attributes, html, type SafeHtml } from './html'

/**
 * A page's default drawing (an imported SVG), for a missing, unusable or broken upload
 * (docs/product/public-pages.md#pictures-that-fail-to-load).
 */
export interface FallbackImage {
  src: string
  width: number
  height: number
}

/** What a view asks for: one CMS upload, shown at `sizes`, or the fallback. */
export interface ImageSpec {
  media: Media | number | string | null | undefined
  fallback: FallbackImage
  alt: string
  /** Candidate widths of the build's pipeline; the largest is the largest size the image is shown at. */
  widths: readonly number[]
  sizes: string
  class?: string
  /** Above the fold: loaded at once and with high priority (the page's LCP image). */
  priority?: boolean
}

/** An <img>'s attributes: the four every image has, then any other, written in this order. */
export type ImageAttributes = { src: string; alt: string; width: number; height: number } & Record<
  string,
  string | number | boolean | undefined
>

/**
 * An image ready to draw: the build's <picture> (WebP sources, JPEG <img>) from Astro's pipeline
 * (./buildImage.ts), or the sizes the CMS generated (src/lib/live/images.ts), or the fallback.
 */
export interface ViewImage {
  sources: readonly { srcset: string; type: string; sizes?: string }[]
  img: ImageAttributes
}

/** How a model gets its images: at build time through Astro's pipeline, in the browser from the CMS. */
export type ImageMaker = (spec: ImageSpec) => ViewImage | Promise<ViewImage>

/** The page's own picture, for an item without a usable upload: what both image makers draw then. */
export const fallbackImage = ({ fallback, alt, class: className, priority = false }: ImageSpec): ViewImage => ({
  sources: [],
  img: {
    src: fallback.src,
    width: fallback.width,
    height: fallback.height,
    alt,
    loading: priority ? 'eager' : 'lazy',
    decoding: 'async',
    class: className,
  },
})

/** The image as Astro's <Picture> writes it, or a plain <img> without sources. */
export function image({ sources, img }: ViewImage): SafeHtml {
  const tag = html`<img${attributes(img)}>`
  if (sources.length === 0) return tag
  return html`<picture>${sources.map((source) => html`<source${attributes(source)}>`)}${tag}</picture>`
}
