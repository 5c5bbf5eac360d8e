import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const securityHeaders = [
  // Uploaded files are served as stored: never let a browser guess another type for them.
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

/**
 * The panel's own pages may use the microphone, for staff to record spoken versions there
 * (docs/product/spoken.md#recording); nothing else the CMS serves (files, the API) may. Next sends
 * the last matching rule's value of a header.
 */
const panelHeaders = [{ key: 'Permissions-Policy', value: 'camera=(), microphone=(self), geolocation=()' }]

const nextConfig: NextConfig = {
  // shared-types is consumed as TypeScript source from the workspace.
  transpilePackages: ['shared-types'],
  poweredByHeader: false,
  // `npm test` type-checks every package (`tsc`) before it builds: its build need not do it again.
  typescript: { ignoreBuildErrors: process.env.CMS_BUILD_TYPES_CHECKED === '1' },
  headers: async () => [
    { source: '/:path*', headers: securityHeaders },
    { source: '/admin/:path*', headers: panelHeaders },
  ],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
