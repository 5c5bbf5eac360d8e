import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // shared-types is consumed as TypeScript source from the workspace.
  transpilePackages: ['shared-types'],
  poweredByHeader: false,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
