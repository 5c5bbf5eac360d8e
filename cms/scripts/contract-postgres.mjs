// Runs the API contract suite against PostgreSQL. Uses POSTGRES_TEST_URI when given; otherwise starts
// a throwaway cluster with Debian's PostgreSQL binaries (as the `postgres` user when run as root).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { runContractSuite } from './contract.mjs'

const runSuite = (uri) => runContractSuite({ ...process.env, CONTRACT_DATABASE_URI: uri }, process.argv.slice(2))

if (process.env.POSTGRES_TEST_URI) process.exit(await runSuite(process.env.POSTGRES_TEST_URI))

const versions = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
  : []
const bin = versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find((dir) => existsSync(`${dir}/initdb`))
if (!bin) {
  console.error('PostgreSQL est introuvable : installez le paquet Debian « postgresql » ou donnez POSTGRES_TEST_URI.')
  process.exit(1)
}

const isRoot = process.getuid?.() === 0
const asOwner = (command, args) =>
  isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'inherit' })
    : spawnSync(command, args, { stdio: 'inherit' })

const dir = mkdtempSync(path.join(tmpdir(), 'commune-pg-'))
if (isRoot) {
  chmodSync(dir, 0o777)
  spawnSync('chown', ['postgres:postgres', dir])
}
// A port free at this moment, not a fixed one: the cluster of another checkout's test run may be up.
const port = await new Promise((resolve, reject) => {
  const server = createServer()
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address()
    server.close(() => resolve(port))
  })
  server.on('error', reject)
})
const dataDir = path.join(dir, 'data')
const must = (result, what) => {
  if (result.status !== 0) {
    console.error(`PostgreSQL : échec de ${what}`)
    process.exit(1)
  }
}
must(
  asOwner(`${bin}/initdb`, ['-D', dataDir, '-U', 'commune', '--auth=trust', '-E', 'UTF8', '--no-instructions']),
  'initdb',
)
must(
  asOwner(`${bin}/pg_ctl`, [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-w',
    '-l',
    path.join(dir, 'log'),
    'start',
  ]),
  'démarrage',
)
let status = 1
try {
  must(
    asOwner(`${bin}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'commune', 'commune_contract']),
    'createdb',
  )
  status = await runSuite(`postgres://commune@127.0.0.1:${port}/commune_contract`)
} finally {
  asOwner(`${bin}/pg_ctl`, ['-D', dataDir, '-m', 'fast', 'stop'])
  rmSync(dir, { recursive: true, force: true })
}
process.exit(status)
