import { APIError, type Endpoint } from 'payload'
import { SITE_STATE_MESSAGES } from 'shared-types'

import { roleOf } from '../../access'
import { readSiteState } from './status'

/**
 * GET /api/site-state: whether what staff published has reached the public site (shared-types
 * siteState.ts turns it into « Site publié il y a 2 min » and the like). For signed-in staff of any
 * role; read-only, never cached: it changes with every publication.
 */
export const siteStateEndpoint: Endpoint = {
  path: '/site-state',
  method: 'get',
  handler: async (req) => {
    if (!roleOf(req)) throw new APIError(SITE_STATE_MESSAGES.signInRequired, 401, undefined, true)
    return Response.json(await readSiteState(req.payload), { headers: { 'Cache-Control': 'no-store' } })
  },
}
