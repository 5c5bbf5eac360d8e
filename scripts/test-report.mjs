// The report of `npm test` (scripts/run-tests.mjs): each phase's test count from its runner's summary,
// the closing table, the warnings about slow phases and the recorded times (scripts/test-times.json).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const timesFile = path.join(root, 'scripts', 'test-times.json')

/**
 * The tests a phase ran, from its runner's summary: Vitest's « Tests  364 passed (364) » (one per
 * package for the unit tests, added up) and Playwright's « 326 passed (15.9m) », « 43 skipped ».
 */
export function countTests(output) {
  const counts = {}
  const add = (text) => {
    for (const [, count, kind] of text.matchAll(/(\d+) (passed|failed|flaky|skipped|todo|did not run|interrupted)\b/g))
      counts[kind] = (counts[kind] ?? 0) + Number(count)
  }
  for (const line of plain(output).split('\n')) {
    const vitest = line.match(/\bTests\s+(\d.*)$/)
    if (vitest) add(vitest[1])
    // Playwright's summary lines, alone or behind pnpm's « package script: » prefix.
    else if (/^(\S+ \S+: )?\s*\d+ (passed|failed|flaky|skipped|did not run|interrupted)\b/.test(line)) add(line)
  }
  return Object.entries(counts)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ')
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips the colour codes (ESC [ … m) of the tools' output.
const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '')

/**
 * The tests that failed or passed only on a retry, by name, from the runners' own lists: Vitest's
 * « FAIL  test/x.test.ts > suite > test », Playwright's « 1) [mobile] › e2e/x.spec.ts:12:3 › test » and
 * the lines under its « 1 flaky ». The closing report repeats them, so that a run whose output is cut
 * (a CI log's tail) still names them.
 */
export function namedProblems(output) {
  const names = new Set()
  let underFlaky = false
  for (const line of plain(output).split('\n')) {
    const vitest = line.match(/^\s*(?:\S+ \S+: )?\s*FAIL\s+(.+? > .+?)\s*(?:\d+ms)?$/)
    const playwright = line.match(/^\s*(?:\S+ \S+: )?\s*\d+\) (\[.+?\] › .+?)\s*─*$/)
    if (/^\s*(?:\S+ \S+: )?\s*\d+ flaky\b/.test(line)) underFlaky = true
    else if (underFlaky && /^\s*(?:\S+ \S+: )?\s+\[.+?\] › /.test(line))
      names.add(`flaky: ${line.replace(/^\s*(?:\S+ \S+: )?\s+/, '').replace(/\s*─*$/, '')}`)
    else underFlaky = false
    if (vitest) names.add(`failed: ${vitest[1]}`)
    if (playwright) names.add(`failed: ${playwright[1]}`)
  }
  return [...names]
}

/**
 * The table of the phases (a row each: phase, test count, seconds, status), what ran side by side or
 * in the background, the total time and the phases that failed.
 */
export function printTable(rows, { sequential, startedAt }) {
  const header = ['Phase', 'Tests', 'Seconds', 'Status']
  const lines = rows.map((row) => [
    row.phase.name,
    row.tests || (row.seconds === undefined ? '' : '-'),
    row.seconds === undefined ? '' : String(row.seconds),
    row.status,
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)))
  const format = (cells) =>
    cells
      .map((cell, column) => (column === 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd()
  console.log(`\n${format(header)}\n${widths.map((width) => '─'.repeat(width)).join('  ')}`)
  for (const line of lines) console.log(format(line))
  if (!sequential) {
    const ran = (row) => row.seconds !== undefined
    // One line per step whose phases ran side by side.
    const steps = Map.groupBy(
      rows.filter((row) => row.phase.step && ran(row)),
      (row) => row.phase.step,
    )
    for (const together of steps.values())
      if (together.length > 1) console.log(`(${together.map((row) => row.phase.name).join(' and ')} ran side by side)`)
    for (const row of rows.filter((row) => row.phase.background && ran(row)))
      console.log(`(${row.phase.name} ran in the background, beside the phases after it)`)
  }
  for (const row of rows) for (const name of row.problems ?? []) console.log(`${row.phase.name}, ${name}`)
  console.log(`Total: ${Math.round((Date.now() - startedAt) / 1000)} s`)
  const failed = rows.filter((row) => row.status === 'failed').map((row) => row.phase.name)
  if (failed.length)
    console.log(`FAILED: ${failed.join(', ')} (see its output above); the phases after it did not run.`)
}

function readTimes() {
  return existsSync(timesFile) ? JSON.parse(readFileSync(timesFile, 'utf8')) : { seconds: {} }
}

/** A warning only: a slow machine or a busy one must not fail the tests. */
export function warnAboutSlowPhases(rows) {
  const recorded = readTimes().seconds
  for (const row of rows) {
    const budget = recorded[row.phase.name]
    if (row.seconds !== undefined && budget && row.seconds > 2 * budget) {
      console.warn(
        `Warning: ${row.phase.name} took ${row.seconds} s, more than twice its recorded ${budget} s (scripts/test-times.json).`,
      )
    }
  }
}

/** Writes the seconds of the phases that ran, keeping the others' recorded times. */
export function writeTimes(rows, phases, passed) {
  if (!passed) {
    console.warn('Test times not recorded: not every phase passed.')
    return
  }
  const times = readTimes()
  const measured = new Map(rows.filter((row) => row.status === 'passed').map((row) => [row.phase.name, row.seconds]))
  // In the phases' order, whatever order they were recorded in.
  times.seconds = Object.fromEntries(
    phases
      .map(({ name }) => [name, measured.get(name) ?? times.seconds[name]])
      .filter(([, seconds]) => seconds !== undefined),
  )
  writeFileSync(timesFile, `${JSON.stringify(times, null, 2)}\n`)
  console.log(`Test times written to ${path.relative(root, timesFile)}.`)
}
