// Payload's REST route (from its template), behind the API guard and with unknown paths answered in
// French; anonymous reads of public content are answered from memory when nothing changed since.
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardApi } from '../../../../apiGuard'
import { withFrenchFallbacks } from '../../../../apiGuard/frenchRouteFallbacks'
import { withPublicReadCache } from '../../../../apiGuard/publicReadCache'

export const GET = withPublicReadCache(config, withFrenchFallbacks(guardApi(config, REST_GET(config))))
export const POST = withFrenchFallbacks(guardApi(config, REST_POST(config)))
export const DELETE = withFrenchFallbacks(guardApi(config, REST_DELETE(config)))
export const PATCH = withFrenchFallbacks(guardApi(config, REST_PATCH(config)))
export const PUT = withFrenchFallbacks(guardApi(config, REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
