import type { Payload } from 'payload'
import { LEGAL_PAGES } from 'shared-types'

/** The legal pages (shared-types' LEGAL_PAGES, also the site's fallback), written with the seed's own options. */
export async function seedPages(
  payload: Payload,
  write: { overrideAccess: true; context: Record<string, unknown> },
): Promise<void> {
  for (const page of LEGAL_PAGES) await payload.create({ collection: 'pages', data: page, ...write })
}
