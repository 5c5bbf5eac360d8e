import { APIError, type Endpoint } from 'payload'
import { PREVIEW_MESSAGES, isPreviewable } from 'shared-types'

import { readPreviewToken } from './token'

/** Never stored by a browser or a proxy, never indexed: a draft is not public. */
const PRIVATE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }

/**
 * `GET /api/preview?token=…`: the latest draft a preview token points to, as the site's preview page
 * renders it (site/src/pages/apercu.astro). Refused in French without a valid, unexpired token.
 */
export const previewEndpoint: Endpoint = {
  path: '/preview',
  method: 'get',
  handler: async (req) => {
    const token = typeof req.query?.token === 'string' ? req.query.token : ''
    const target = readPreviewToken(token, req.payload.secret)
    const collection =
      target && isPreviewable(target.collection) ? req.payload.collections[target.collection] : undefined
    if (!target || !collection) throw new APIError(PREVIEW_MESSAGES.invalidLink, 401, undefined, true)
    const doc = await req.payload.findByID({
      collection: collection.config.slug,
      id: target.id,
      draft: true,
      depth: 1,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!doc) throw new APIError(PREVIEW_MESSAGES.notFound, 404, undefined, true)
    // Read past the access rules to reach the draft: the staff-only fields (publishing/workflow/fields.ts, a news
    // item's account) stay out, as they do for any anonymous reader.
    const {
      updatedBy: _updatedBy,
      createdBy: _createdBy,
      reviewRequested: _reviewRequested,
      ...shown
    } = doc as unknown as Record<string, unknown>
    return Response.json({ collection: collection.config.slug, doc: shown }, { headers: PRIVATE_HEADERS })
  },
}
