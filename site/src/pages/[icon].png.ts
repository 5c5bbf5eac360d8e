import type { APIRoute, GetStaticPaths } from 'astro'

import emblem from '../assets/commune-emblem.svg?raw'
import { ICONS, type IconName } from '../config/icons'
import { rasterResponse } from '../lib/seo/raster'

export const getStaticPaths = (() => Object.keys(ICONS).map((icon) => ({ params: { icon } }))) satisfies GetStaticPaths

export const GET: APIRoute = ({ params }) => {
  const size = ICONS[params.icon as IconName]
  return rasterResponse(emblem, { width: size, height: size }, 'png')
}
