import { defineConfig } from 'vitest/config'

// The API contract suite: one real CMS server (next start) on a fresh database, called over HTTP.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
