import path from 'node:path'

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

/** The pnpm workspace's root: standalone tracing follows the CMS's dependencies up to it. */
const workspaceRoot = path.resolve(import.meta.dirname, '..')
/** A package of the workspace's pnpm store, as a glob relative to cms/ (the form tracing globs take). */
const stored = (name: string) => `../node_modules/.pnpm/${name.replace('/', '+')}@*/node_modules/${name}/**`

const nextConfig: NextConfig = {
  // `next build` also writes .next/standalone: the server and only the files it loads, which the
  // Docker image copies instead of the whole workspace (cms/scripts/standalone.ts, cms/Dockerfile).
  output: 'standalone',
  outputFileTracingRoot: workspaceRoot,
  // Native files loaded by name at run time, which tracing cannot see.
  outputFileTracingIncludes: {
    '/**': [stored('@libsql/linux-x64-gnu'), stored('@img/sharp-linux-x64'), stored('@img/sharp-libvips-linux-x64')],
  },
  // What tracing finds but the server never loads:
  // - the CMS's own sources, tests, local data and settings (Payload resolves paths from process.cwd(),
  //   which tracing reads as "anything under cms/"): the server runs the bundles in .next/server, and
  //   test/standalone.test.ts fails on any other file found there;
  // - the migration generator (drizzle-kit, with its esbuild): migrations are committed and imported;
  // - the musl build of the SQLite driver: the image is Debian's (glibc).
  outputFileTracingExcludes: {
    '/**': [
      'src/**',
      'test/**',
      'scripts/**',
      'data/**',
      'Dockerfile',
      '*.config.ts',
      'tsconfig.json',
      '*.tsbuildinfo',
      '.env*',
      stored('drizzle-kit'),
      stored('esbuild'),
      stored('@esbuild/linux-x64'),
      stored('@libsql/linux-x64-musl'),
    ],
  },
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
