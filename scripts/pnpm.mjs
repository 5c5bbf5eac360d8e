#!/usr/bin/env node
// Runs the workspace's pinned pnpm on whatever Node the machine has (Node 20 and npm are enough):
// corepack's bundled keys reject recent pnpm releases, so pnpm is fetched once from the npm registry
// by npx. Every pnpm script then runs on the Node 24 pinned in the root devDependencies.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)))
const { packageManager } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
const args = process.argv.slice(2)
// `npm run` runs a root script in the root folder, wherever it was typed, and says where in INIT_CWD;
// pnpm started there would reset INIT_CWD to the root. Started in the folder the command was typed in
// (pnpm finds the workspace from any folder inside it), it hands that folder on to the scripts, so
// `npm run backup -- ../cle-usb` reads a relative path from where the user is (cms/scripts/backup-common.ts).
const typedIn = process.env.INIT_CWD ? path.resolve(process.env.INIT_CWD) : root
const insideRoot = !path.relative(root, typedIn).startsWith('..') && !path.isAbsolute(path.relative(root, typedIn))
const result = spawnSync('npx', ['-y', packageManager, ...args], { stdio: 'inherit', cwd: insideRoot ? typedIn : root })
process.exit(result.status ?? 1)
