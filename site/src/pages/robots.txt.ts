import type { APIRoute } from 'astro'

import { SITEMAP_PATH, STAFF_PATHS } from '../config/discovery'

/** Search engines: everything but the staff screens, and where the sitemap is (an absolute address, hence built). */
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      ...STAFF_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${new URL(SITEMAP_PATH, site)}`,
      '',
    ].join('\n'),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  )
