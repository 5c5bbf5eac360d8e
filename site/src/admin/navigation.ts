export {
  ADMIN_SCREENS,
  ALL_ADMIN_SCREENS,
  REQUESTS_SCREEN,
  adminScreensFor,
  staffHomePath,
  type AdminScreenLink,
} from 'shared-types'

/**
 * Payload's own panel on the CMS (contact messages, newsletter, documents, accounts), at the CMS's
 * address: the panel is a Next.js application of its own that the site does not forward.
 */
export const payloadPanelUrl = (cmsUrl: string): string => new URL('/admin', cmsUrl).toString()
