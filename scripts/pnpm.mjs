#!/usr/bin/env node
// Runs the workspace's pinned pnpm on whatever Node the machine has (Node 20 and npm are enough):
// corepack's bundled keys reject recent pnpm releases, so pnpm is fetched once from the npm registry
// by npx. Every pnpm script then runs on the Node 24 pinned in the root devDependencies.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const { packageManager } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const args = process.argv.slice(2)
const result = spawnSync('npx', ['-y', packageManager, ...args], { stdio: 'inherit' })
process.exit(result.status ?? 1)
