#!/usr/bin/env node
// First step of `npm test`: the programs the test run takes from the system, installed from Debian's
// packages when missing, so that a fresh Debian machine with Node 20 and npm tests itself:
//   - Chromium at /usr/bin/chromium (or CHROMIUM_PATH): the Playwright browser tests;
//   - PostgreSQL's server binaries (initdb under /usr/lib/postgresql/*/bin): the contract suite's
//     throwaway cluster (cms/scripts/contract-postgres.mjs), unless POSTGRES_TEST_URI names a server;
//   - psql: the contract suite empties the PostgreSQL database before each run (cms/test/server.ts);
//   - docker-compose: validates docker-compose.yml without a Docker engine (site/test/deploy.test.ts);
//   - Java (any runtime, 11 or newer): runs the W3C Nu HTML checker of the `vnu-jar` package
//     (site/e2e/nu-checker.spec.ts); that package's own Java download is never run (not a built dependency);
//   - ffmpeg: the CMS converts spoken versions with it (cms/src/content/audio/ffmpeg.ts), for `npm start`
//     too (`node scripts/ensure-system.mjs ffmpeg`). Without root or apt-get, the binary shipped inside
//     the npm package FFMPEG_NPM_PACKAGE is installed under .tools/ffmpeg instead (its install step
//     only marks it executable; nothing is downloaded from elsewhere).
// With everything present it prints nothing and costs a few file checks. When something is missing and
// cannot be installed here (not root, no apt-get, apt-get fails), it says so in one line, naming what is
// missing and how to get it, and exits with 1 before anything else runs. `npm run bench` asks it for
// Chromium only (Lighthouse), naming the package: `node scripts/ensure-system.mjs chromium`.
// Plain JavaScript without dependencies: it runs on the machine's Node before `pnpm install`.
import { spawnSync } from 'node:child_process'
import { accessSync, constants, mkdirSync, readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * What a probe of the machine answers; the real one reads the file system, tests give their own.
 * @typedef {object} Probe
 * @property {NodeJS.ProcessEnv} env
 * @property {(file: string) => boolean} isExecutable
 * @property {(command: string) => boolean} onPath
 * @property {() => boolean} hasPostgresServer
 * @property {boolean} isRoot
 */

/**
 * One program the tests need, and the Debian package that provides it.
 * @typedef {object} Requirement
 * @property {string} name what is missing, as the message names it
 * @property {string} debianPackage
 * @property {(probe: Probe) => boolean} present
 */

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
/** The npm package whose binary stands in for Debian's ffmpeg where apt-get cannot run (its version pinned). */
export const FFMPEG_NPM_PACKAGE = '@ffmpeg-installer/linux-x64@4.1.0'
const FFMPEG_NPM_PREFIX = path.join(root, '.tools', 'ffmpeg')
export const FFMPEG_NPM_BINARY = path.join(
  FFMPEG_NPM_PREFIX,
  'node_modules',
  '@ffmpeg-installer',
  'linux-x64',
  'ffmpeg',
)

/** @type {readonly Requirement[]} */
export const REQUIREMENTS = [
  {
    name: 'Chromium',
    debianPackage: 'chromium',
    present: (probe) => probe.isExecutable(probe.env.CHROMIUM_PATH || '/usr/bin/chromium'),
  },
  {
    name: 'PostgreSQL (initdb)',
    debianPackage: 'postgresql',
    present: (probe) => Boolean(probe.env.POSTGRES_TEST_URI) || probe.hasPostgresServer(),
  },
  { name: 'psql', debianPackage: 'postgresql-client', present: (probe) => probe.onPath('psql') },
  { name: 'docker-compose', debianPackage: 'docker-compose', present: (probe) => probe.onPath('docker-compose') },
  { name: 'Java', debianPackage: 'default-jre-headless', present: (probe) => probe.onPath('java') },
  {
    name: 'ffmpeg',
    debianPackage: 'ffmpeg',
    present: (probe) =>
      Boolean(probe.env.FFMPEG_PATH) || probe.onPath('ffmpeg') || probe.isExecutable(FFMPEG_NPM_BINARY),
  },
]

/**
 * @param {Probe} probe
 * @returns {Requirement[]}
 */
export const missingRequirements = (probe) => REQUIREMENTS.filter((requirement) => !requirement.present(probe))

/** @param {readonly Requirement[]} missing */
const packagesOf = (missing) => [...new Set(missing.map((requirement) => requirement.debianPackage))]

/** @param {readonly Requirement[]} missing */
const describe = (missing) => missing.map((requirement) => requirement.name).join(', ')

/**
 * @typedef {{ action: 'none' } | { action: 'install', packages: string[] } | { action: 'stop', message: string }} Decision
 */

/**
 * What to do about the missing programs: nothing, install their Debian packages, or stop with one line.
 * @param {readonly Requirement[]} missing
 * @param {Pick<Probe, 'isRoot' | 'onPath'>} probe
 * @param {string} command the command to run again, as the user typed it
 * @returns {Decision}
 */
export function decide(missing, probe, command) {
  if (missing.length === 0) return { action: 'none' }
  const packages = packagesOf(missing)
  if (!probe.onPath('apt-get')) {
    return {
      action: 'stop',
      message: `${command} : il manque ${describe(missing)} et apt-get est introuvable ici ; installez les paquets Debian ${packages.join(' ')} (ou leurs équivalents sur ce système), puis relancez ${command}.`,
    }
  }
  if (!probe.isRoot) {
    return {
      action: 'stop',
      message: `${command} : il manque ${describe(missing)} ; installez avec « sudo apt-get install ${packages.join(' ')} » (ou lancez ${command} en root, qui les installe), puis relancez ${command}.`,
    }
  }
  return { action: 'install', packages }
}

/**
 * The line that stops the run after an installation, or null when everything is now present.
 * @param {readonly Requirement[]} stillMissing
 * @param {boolean} aptSucceeded
 * @param {readonly string[]} installed the packages apt-get was asked for
 * @param {string} command the command to run again, as the user typed it
 * @returns {string | null}
 */
export function afterInstall(stillMissing, aptSucceeded, installed, command) {
  if (aptSucceeded && stillMissing.length === 0) return null
  const packages = stillMissing.length > 0 ? packagesOf(stillMissing) : [...installed]
  if (aptSucceeded) {
    return `${command} : après apt-get install ${packages.join(' ')}, il manque encore ${describe(stillMissing)} ; vérifiez PATH et CHROMIUM_PATH, puis relancez ${command}.`
  }
  const what = stillMissing.length > 0 ? `il manque ${describe(stillMissing)} et ` : ''
  return `${command} : ${what}apt-get n'a pas pu installer ${packages.join(' ')} (voir ci-dessus) ; installez avec « apt-get update && apt-get install ${packages.join(' ')} », puis relancez ${command}.`
}

/** @param {string} file */
function isExecutable(file) {
  try {
    if (!statSync(file).isFile()) return false
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * The machine as it is.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Probe}
 */
export function systemProbe(env = process.env) {
  return {
    env,
    isExecutable,
    onPath: (command) =>
      (env.PATH ?? '').split(path.delimiter).some((dir) => dir !== '' && isExecutable(path.join(dir, command))),
    hasPostgresServer: () => {
      try {
        return readdirSync('/usr/lib/postgresql').some((version) =>
          isExecutable(`/usr/lib/postgresql/${version}/bin/initdb`),
        )
      } catch {
        return false
      }
    },
    isRoot: process.getuid?.() === 0,
  }
}

/**
 * apt-get, non-interactive: its listing goes to the console only when it fails.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function aptGet(args, env) {
  const result = spawnSync('apt-get', ['-qq', '-o', 'DPkg::Lock::Timeout=120', ...args], {
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  })
  if (result.status !== 0 && result.stdout) process.stderr.write(result.stdout)
  return result.status === 0
}

/**
 * Without apt-get rights, ffmpeg from the npm registry (linux-x64 only): a binary inside the package,
 * installed in a folder of its own so that neither the workspace's lockfile nor the CMS image carries it.
 * @param {readonly Requirement[]} missing
 */
function installFfmpegFromNpm(missing) {
  if (!missing.some((requirement) => requirement.debianPackage === 'ffmpeg')) return
  if (process.platform !== 'linux' || process.arch !== 'x64') return
  console.log(`Installation de ffmpeg depuis le registre npm (${FFMPEG_NPM_PACKAGE}) dans .tools/ffmpeg`)
  const [name, version] = [FFMPEG_NPM_PACKAGE.replace(/@[^@]*$/, ''), FFMPEG_NPM_PACKAGE.replace(/^.*@/, '')]
  mkdirSync(FFMPEG_NPM_PREFIX, { recursive: true })
  // npm 11 runs a package's install step only when the project allows it by name: this one's marks the binary executable.
  writeFileSync(
    path.join(FFMPEG_NPM_PREFIX, 'package.json'),
    `${JSON.stringify({ private: true, dependencies: { [name]: version }, allowScripts: { [name]: true } }, null, 2)}\n`,
  )
  spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: FFMPEG_NPM_PREFIX,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/**
 * The command to run again, as the user typed it: npm names the script it runs.
 * @param {NodeJS.ProcessEnv} env
 */
export function commandName(env) {
  const script = env.npm_lifecycle_event
  if (!script) return 'la commande'
  return ['test', 'start'].includes(script) ? `npm ${script}` : `npm run ${script}`
}

/**
 * Installs what is missing when it can; returns the exit code (0: everything present).
 * @param {{ env?: NodeJS.ProcessEnv, packages?: readonly string[] }} [options] `packages`: check only the
 *   requirements these Debian packages provide (all of them when empty)
 */
export function ensureSystem({ env = process.env, packages = [] } = {}) {
  const probe = systemProbe(env)
  const command = commandName(env)
  const wanted = (/** @type {Requirement} */ requirement) =>
    packages.length === 0 || packages.includes(requirement.debianPackage)
  const missing = () => missingRequirements(probe).filter(wanted)
  if (!probe.isRoot || !probe.onPath('apt-get')) installFfmpegFromNpm(missing())
  const decision = decide(missing(), probe, command)
  if (decision.action === 'none') return 0
  if (decision.action === 'stop') {
    console.error(decision.message)
    return 1
  }
  console.log(`Installation des paquets Debian manquants : ${decision.packages.join(' ')}`)
  const installed =
    aptGet(['update'], env) && aptGet(['install', '-y', '--no-install-recommends', ...decision.packages], env)
  const message = afterInstall(missing(), installed, decision.packages, command)
  if (message === null) return 0
  console.error(message)
  return 1
}

// `node scripts/ensure-system.mjs [debian-package…]`: every requirement, or only those of the packages named.
const invokedDirectly =
  process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))
if (invokedDirectly) {
  const unknown = process.argv
    .slice(2)
    .filter((name) => !REQUIREMENTS.some((requirement) => requirement.debianPackage === name))
  if (unknown.length > 0) {
    console.error(
      `ensure-system : paquet inconnu ${unknown.join(', ')} (connus : ${REQUIREMENTS.map((requirement) => requirement.debianPackage).join(', ')})`,
    )
    process.exit(2)
  }
  process.exit(ensureSystem({ packages: process.argv.slice(2) }))
}
