#!/usr/bin/env node
// The test phases of `npm test` (root script `test:all`), one after another, stopping at the first
// that fails. Every suite starts its servers on free ports with databases and folders of its own, so
// some run at the same time:
// - the typecheck, the unit tests and the drift check side by side (none needs another's output);
// - the API contract suites (SQLite, PostgreSQL, and MongoDB when MONGODB_TEST_URI names a server) side by side;
// - the publish suite in the background, from the contract suites to the end of the browser tests: it
//   spends most of its five minutes waiting on the clock (a banner's start and end, a publication
//   scheduled a minute ahead: about 270 CPU-seconds in 320 s), which the other suites' work fills.
// At the end, passed or not, a table gives each phase's test count, seconds and status, and a warning
// names any phase that took more than twice its recorded time (scripts/test-times.json): the report is
// scripts/test-report.mjs.
//
//   --quick          `npm run test:quick`: lint, typecheck, unit tests, drift, the CMS build unless it is up to
//                    date, and the SQLite contract suite.
//   --record-times   `npm run test:record-times`: after a run where every phase passed, write the
//                    phases' seconds to scripts/test-times.json.
//   TEST_PHASES=typecheck,unit,build,contract   only these phases (names as in the table; `contract`
//                    is both contract suites).
//   TEST_SEQUENTIAL=1   every phase after the one before, printed as it runs.
//
// It is started by pnpm (`pnpm run test:all`), which puts `pnpm` and the pinned Node on the PATH.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { countTests, namedProblems, printTable, warnAboutSlowPhases, writeTimes } from './test-report.mjs'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const quick = args.includes('--quick')
const recordTimes = args.includes('--record-times')

/**
 * Each phase is a pnpm command. Consecutive phases with the same `step` run side by side; a
 * `background` phase starts in its turn and runs beside the phases after it; `group` names phases
 * that TEST_PHASES selects together.
 */
const PHASES = [
  // Biome's lint and format check of the whole tree (`npm run format` fixes the format).
  { name: 'lint', pnpm: ['run', 'lint'] },
  { name: 'typecheck', pnpm: ['run', 'typecheck'], step: 'unit' },
  { name: 'unit', pnpm: ['run', 'test:unit'], step: 'unit' },
  // Generated types, import map and migrations against the config (cms/scripts/check-generated.ts).
  { name: 'drift', pnpm: ['--filter', 'cms', 'check:generated'], step: 'unit' },
  // Once the typecheck phase has passed, Next's build skips its own check of the same files.
  {
    name: 'build',
    pnpm: ['--filter', 'cms', 'build'],
    env: () => (passedInThisRun('typecheck') ? { CMS_BUILD_TYPES_CHECKED: '1' } : {}),
  },
  { name: 'publish', pnpm: ['--filter', 'site', 'test:publish'], background: true },
  { name: 'contract-sqlite', pnpm: ['--filter', 'cms', 'test:contract'], group: 'contract', step: 'contract' },
  {
    name: 'contract-postgres',
    pnpm: ['--filter', 'cms', 'test:contract:postgres'],
    group: 'contract',
    step: 'contract',
  },
  // Only when MONGODB_TEST_URI names a server (none can be installed here): else one line, and it passes.
  {
    name: 'contract-mongodb',
    pnpm: ['--filter', 'cms', 'test:contract:mongodb'],
    group: 'contract',
    step: 'contract',
  },
  { name: 'e2e', pnpm: ['--filter', 'site', 'test:e2e'] },
]

const selected = selectPhases()
const passedInThisRun = (name) => rows.some((row) => row.phase.name === name && row.status === 'passed')
const rows = PHASES.map((phase) => ({
  phase,
  tests: '',
  seconds: undefined,
  status: selected.has(phase.name) ? 'not run' : 'skipped',
}))
const startedAt = Date.now()
/** The runner's children, stopped with it (Ctrl+C reaches them anyway; a TERM from CI does not). */
const running = new Set()
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal)
    process.exit(signal === 'SIGINT' ? 130 : 143)
  })
}

// Steps: one phase each, except consecutive phases of the same step, which make one together.
const steps = []
for (const row of rows) {
  if (row.phase.step && steps.at(-1)?.[0].phase.step === row.phase.step) steps.at(-1).push(row)
  else steps.push([row])
}
const sequential = Boolean(process.env.TEST_SEQUENTIAL)
/** Background phases under way, awaited after the last step; their output is printed then. */
const inBackground = []
for (const step of steps) {
  const chosen = step.filter((row) => selected.has(row.phase.name))
  if (chosen.length === 0) continue
  if (chosen[0].phase.background && !sequential) {
    console.log(
      `\n▶ ${chosen[0].phase.name}, in the background beside the phases after it: its output is printed after theirs`,
    )
    inBackground.push(runPhase(chosen[0], { buffered: true, printLater: true }))
    continue
  }
  if (chosen[0].phase.name === 'build' && quick && buildIsUpToDate()) {
    chosen[0].status = 'up to date'
    console.log('\n▶ build: cms/.next is newer than every file it is built from, not rebuilt')
    continue
  }
  if (chosen.length > 1 && !sequential) {
    console.log(
      `\n▶ ${chosen.map((row) => row.phase.name).join(' and ')}, side by side: each one's output is printed whole when it ends`,
    )
    await Promise.all(chosen.map((row) => runPhase(row, { buffered: true })))
  } else {
    for (const row of chosen) if (!(await runPhase(row, { buffered: false }))) break
  }
  if (chosen.some((row) => row.status !== 'passed')) break
}
if (inBackground.length) console.log('\n▶ waiting for the phases in the background')
for (const background of await Promise.all(inBackground)) background.print()

printTable(rows, { sequential, startedAt })
const passed = rows.every((row) => row.status !== 'failed' && row.status !== 'not run')
warnAboutSlowPhases(rows)
if (recordTimes) writeTimes(rows, PHASES, passed)
process.exit(passed ? 0 : 1)

/** Which phases run: --quick's, or TEST_PHASES's, or all of them. */
function selectPhases() {
  const names = quick
    ? ['lint', 'typecheck', 'unit', 'drift', 'build', 'contract-sqlite']
    : (process.env.TEST_PHASES?.split(',')
        .map((name) => name.trim())
        .filter(Boolean) ?? PHASES.map((phase) => phase.name))
  const chosen = new Set()
  for (const name of names) {
    const matches = PHASES.filter((phase) => phase.name === name || phase.group === name)
    if (matches.length === 0) {
      console.error(
        `TEST_PHASES: unknown phase « ${name} »; phases are ${PHASES.map((phase) => phase.name).join(', ')}, or contract for the contract suites.`,
      )
      process.exit(2)
    }
    for (const phase of matches) chosen.add(phase.name)
  }
  return chosen
}

/**
 * Runs one phase, filling in its row. Its output goes straight through, or, for suites running side by
 * side, is kept and printed whole under a heading when it ends, so that two suites never interleave.
 */
function runPhase(row, { buffered, printLater = false }) {
  const started = Date.now()
  if (!buffered) console.log(`\n▶ ${row.phase.name}: pnpm ${row.phase.pnpm.join(' ')}`)
  row.status = 'running'
  // Piped output loses the terminal's colours: ask for them again when a person is watching.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env
  const child = spawn('pnpm', row.phase.pnpm, {
    cwd: root,
    env: { ...env, ...row.phase.env?.() },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    stream.setEncoding('utf8')
    stream.on('data', (text) => {
      output += text
      if (!buffered) out.write(text)
    })
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child)
      row.seconds = Math.round((Date.now() - started) / 1000)
      row.status = code === 0 ? 'passed' : 'failed'
      row.tests = countTests(output)
      row.problems = namedProblems(output)
      const print = () => {
        const heading = `${row.phase.name}: ${row.status}, ${row.seconds} s`
        console.log(`\n━━━━ ${heading} ━━━━\n${output.trimEnd()}\n━━━━ end of ${row.phase.name} (${row.status}) ━━━━`)
      }
      if (printLater) console.log(`\n◀ ${row.phase.name} (in the background): ${row.status}, ${row.seconds} s`)
      else if (buffered) print()
      if (signal) console.error(`${row.phase.name} was stopped by ${signal}`)
      resolve(printLater ? { print } : code === 0)
    })
  })
}

/**
 * Whether cms/.next holds a finished build newer than everything it is built from: the CMS and
 * shared-types sources, their package and TypeScript settings, Next's config, the lockfile and the
 * patches of dependencies. Next writes BUILD_ID before the pages are generated and export-marker.json
 * near the very end of a build, and empties .next when a build starts: both must be there.
 */
function buildIsUpToDate() {
  const dist = path.join(root, 'cms', '.next')
  if (!existsSync(path.join(dist, 'BUILD_ID')) || !existsSync(path.join(dist, 'export-marker.json'))) return false
  const builtAt = statSync(path.join(dist, 'BUILD_ID')).mtimeMs
  const inputs = [
    'cms/src',
    'shared-types/src',
    'cms/next.config.ts',
    'cms/package.json',
    'cms/tsconfig.json',
    'shared-types/package.json',
    'shared-types/tsconfig.json',
    'pnpm-lock.yaml',
    'patches',
  ]
  return inputs.every((input) => newestChange(path.join(root, input)) < builtAt)
}

/** The latest modification time of a file, or of a folder and everything in it (a removed file changes its folder). */
function newestChange(file) {
  if (!existsSync(file)) return 0
  const stat = statSync(file)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(file, { recursive: true }).map((entry) => statSync(path.join(file, entry)).mtimeMs),
  )
}
