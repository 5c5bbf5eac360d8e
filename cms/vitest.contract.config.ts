import { defineConfig } from 'vitest/config'

// The API contract suite: one real CMS server (next start) on a fresh database, called over HTTP.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The lifecycle suite starts servers of its own on SQLite files: run it once, with the SQLite run.
    exclude: process.env.CONTRACT_DATABASE_URI ? ['test/lifecycle.test.ts'] : [],
    globalSetup: ['test/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
