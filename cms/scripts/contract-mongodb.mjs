// Runs the API contract suite against MongoDB when MONGODB_TEST_URI names a server. No MongoDB server
// comes from Debian's packages or the npm registry, so this cannot start one as contract-postgres.mjs
// starts PostgreSQL: without the variable it prints one line and passes. With it, the address is tried
// first, for 5 seconds, so that a server that does not answer fails at once with the reason, not after
// the suite's servers have each waited minutes for their database.
import { MongoClient } from 'mongodb'

import { withoutPassword } from './backup/databases.ts'
import { runContractSuite } from './contract.mjs'

export const VARIABLE = 'MONGODB_TEST_URI'
const CONNECT_TIMEOUT_MS = 5_000

/** The address without its password, for messages (as the backup commands show addresses). */
const shown = (url) => withoutPassword(url.toString())

function fail(message) {
  console.error(`contract-mongodb: ${message}`)
  process.exit(1)
}

const given = process.env[VARIABLE]
if (!given) {
  console.log(
    `contract-mongodb: not run, ${VARIABLE} is not set (README, « Tests »: the address of a MongoDB replica set runs the contract suite on it)`,
  )
  process.exit(0)
}

let url
try {
  url = new URL(given)
} catch {
  fail(`${VARIABLE} is not an address (expected mongodb://user:password@host:27017/?authSource=admin&replicaSet=rs0)`)
}
if (url.protocol !== 'mongodb:' && url.protocol !== 'mongodb+srv:')
  fail(`${VARIABLE} must start with mongodb:// or mongodb+srv://, not « ${url.protocol}// »`)

const client = new MongoClient(url.toString(), {
  serverSelectionTimeoutMS: CONNECT_TIMEOUT_MS,
  connectTimeoutMS: CONNECT_TIMEOUT_MS,
})
let setName
try {
  await client.connect()
  setName = (await client.db('admin').command({ hello: 1 })).setName
} catch (error) {
  fail(`MongoDB does not answer at ${shown(url)} within ${CONNECT_TIMEOUT_MS / 1000} s: ${error.message}`)
} finally {
  await client.close().catch(() => undefined)
}
// Payload turns its transactions on only when the address names the replica set; production runs one
// (docker-compose.yml), and so must the suite.
if (!setName)
  fail(
    `the MongoDB server at ${shown(url)} is not a replica set: Payload's transactions would be off (README, « MongoDB »)`,
  )
if (!url.searchParams.has('replicaSet')) url.searchParams.set('replicaSet', setName)

console.log(`contract-mongodb: the contract suite on ${shown(url)}`)
process.exit(await runContractSuite({ ...process.env, CONTRACT_DATABASE_URI: url.toString() }, process.argv.slice(2)))
