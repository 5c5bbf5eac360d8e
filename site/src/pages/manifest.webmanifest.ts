import type { APIRoute } from 'astro'

import { ICONS, THEME_COLOR, iconPath } from '../config/icons'
import { loadCommune } from '../lib/cms/content'

/** The web manifest: the commune's name and emblem when a citizen adds the site to a phone's home screen. */
export const GET: APIRoute = async () => {
  const commune = await loadCommune()
  const manifest = {
    name: commune.name,
    short_name: commune.name.replace(/^Commune de /i, ''),
    description: commune.slogan,
    lang: 'fr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: (['icon-192', 'icon-512'] as const).flatMap((name) => [
      { src: iconPath(name), sizes: `${ICONS[name]}x${ICONS[name]}`, type: 'image/png', purpose: 'any' },
      { src: iconPath(name), sizes: `${ICONS[name]}x${ICONS[name]}`, type: 'image/png', purpose: 'maskable' },
    ]),
  }
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } })
}
