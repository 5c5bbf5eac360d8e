import { defineConfig } from 'vitest/config'

/**
 * The API contract suite, called over HTTP on real CMS servers (`next start`), in two projects that
 * scripts/contract.mjs runs side by side (a plain `vitest run` runs one after the other):
 * - shared-server: one server on a fresh database, started once for the run (test/globalSetup.ts);
 *   its files run one at a time, since they share that server's data;
 * - own-servers: suites that start servers of their own, each on a database of its own (first start,
 *   restarts, kill -9, the rebuild hook, backup, rate limits with short windows, the Docker image's
 *   standalone server, two instances on one database), two files at a time.
 */
const OWN_SERVERS = [
  'access',
  'site-state',
  'lifecycle',
  'site-rebuild',
  'site-deploys',
  'backup',
  'reliability',
  'outbox-reliability',
  'invitation-expiry',
  'standalone',
  'instances',
]
// These start servers on fresh databases of the adapter under test, which on a database server would
// be the shared server's database (test/server.ts, freshDatabase): they run with the SQLite run only.
const SQLITE_ONLY = ['lifecycle', 'site-rebuild', 'reliability', 'outbox-reliability', 'invitation-expiry']
const onDatabaseServer = Boolean(process.env.CONTRACT_DATABASE_URI)
const files = (names: string[]) => names.map((name) => `test/${name}.test.ts`)

const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 }

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared-server',
          include: ['test/**/*.test.ts'],
          exclude: files(OWN_SERVERS),
          globalSetup: ['test/globalSetup.ts'],
          fileParallelism: false,
          ...timeouts,
        },
      },
      {
        test: {
          name: 'own-servers',
          include: files(onDatabaseServer ? OWN_SERVERS.filter((name) => !SQLITE_ONLY.includes(name)) : OWN_SERVERS),
          maxWorkers: 2,
          ...timeouts,
        },
      },
    ],
  },
})
