// Payload's REST route (from its template), with unknown paths answered in French.
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { withFrenchFallbacks } from '../../../../lib/frenchRouteFallbacks'

export const GET = withFrenchFallbacks(REST_GET(config))
export const POST = withFrenchFallbacks(REST_POST(config))
export const DELETE = withFrenchFallbacks(REST_DELETE(config))
export const PATCH = withFrenchFallbacks(REST_PATCH(config))
export const PUT = withFrenchFallbacks(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
