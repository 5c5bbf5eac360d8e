import type { CollectionBeforeValidateHook } from 'payload'

/** The link is stored as the admin screen sends it, trimmed: a pasted ' https://… ' is one link, not a new one. */
export const trimOnlineUrl: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.onlineUrl === 'string') data.onlineUrl = data.onlineUrl.trim()
  return data
}
