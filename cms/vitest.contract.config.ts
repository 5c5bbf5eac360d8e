import { defineConfig } from 'vitest/config'

// The API contract suite: one real CMS server (next start) on a fresh database, called over HTTP.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Suites that start servers of their own (first start, rebuild hook, backup of the SQLite file)
    // would reset the shared database of a server run: they run once, with the SQLite run.
    exclude: process.env.CONTRACT_DATABASE_URI
      ? ['test/lifecycle.test.ts', 'test/site-rebuild.test.ts', 'test/backup.test.ts', 'test/reliability.test.ts']
      : [],
    globalSetup: ['test/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
