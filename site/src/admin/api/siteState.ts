import { SITE_STATE_MESSAGES, parseSiteState, type SiteState } from 'shared-types'

import { ApiError } from '../../lib/cms/client'
import { authRequest } from './session'

/**
 * GET /site-state: whether what staff published has reached the public site (the last build the
 * hook accepted, the last failure, the changes still waiting). The answer is parsed, not trusted:
 * anything else than the CMS's shape is a load failure.
 */
export async function fetchSiteState(): Promise<SiteState> {
  const state = parseSiteState(await authRequest<unknown>('/site-state', { fallback: SITE_STATE_MESSAGES.loadFailure }))
  if (!state) throw new ApiError(SITE_STATE_MESSAGES.loadFailure, 0)
  return state
}
