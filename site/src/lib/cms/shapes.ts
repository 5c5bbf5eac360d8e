import type { Media } from 'shared-types/payload-types'

/**
 * How CMS documents read, for the build and the browser alike: the static pages and the live
 * fallbacks (src/lib/live/) both import this module, so it has no server-only import
 * (`astro:env/server`, Node APIs) and no DOM code.
 */

/** A relation read at depth 1 is an object; at depth 0 (or when access hides it) only its id. */
export const populated = <T extends object>(value: T | number | string | null | undefined): T | undefined =>
  typeof value === 'object' && value !== null ? value : undefined

/** A text's paragraphs (news bodies, the commune's texts): one rule in shared-types. */
export { paragraphsOf as paragraphs } from 'shared-types'

/** The alternative text of an image: the one the editor gave the upload, else `fallback`. */
export const altText = (image: Media | number | string | null | undefined, fallback: string): string =>
  populated(image)?.alt?.trim() || fallback
