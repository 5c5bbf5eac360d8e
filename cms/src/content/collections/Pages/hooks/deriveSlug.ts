import type { CollectionBeforeValidateHook } from 'payload'
import { isBlank, slugify } from 'shared-types'

/**
 * A page saved without an address takes its title's (« Données personnelles » →
 * `donnees-personnelles`), so staff only type one when they want another. Runs before the
 * write checks; a title that gives no address leaves the slug empty for its rule to refuse.
 */
export const deriveSlug: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data
  const sent = 'slug' in data
  // An update that does not touch the address keeps the stored one.
  if (!sent && originalDoc?.slug) return data
  if (!isBlank(data.slug)) return data
  const title =
    typeof data.title === 'string' ? data.title : typeof originalDoc?.title === 'string' ? originalDoc.title : ''
  return { ...data, slug: slugify(title) }
}
