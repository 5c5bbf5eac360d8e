import type { APIRoute } from 'astro'

import drawing from '../assets/share-default.svg?raw'
import { rasterResponse } from '../lib/seo/raster'
import { DEFAULT_SHARE_IMAGE } from '../lib/seo/shareImage'

/** The commune's picture for link previews of pages without one of their own (og:image). */
export const GET: APIRoute = () => rasterResponse(drawing, DEFAULT_SHARE_IMAGE, 'jpeg')
