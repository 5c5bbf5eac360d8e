// `npm run bench`: the CMS figures the closing notes quote. Timings vary with the machine, so they are
// printed here and never asserted by a test. Run after `pnpm --filter cms build` for the latency part.
// `throughput` is also the site bench's (site/scripts/bench.ts): it prints the API's requests per second
// beside the static pages' of the same run.
import { spawn, execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { ADMIN, startCms } from '../test/server.ts'
import { imageWeight } from './bench-image.ts'
import { spokenWeight } from './bench-spoken.ts'

const cmsDir = path.resolve(import.meta.dirname, '..')

/** Resident memory of a process and all its descendants, in MiB (sampled from ps). */
export function treeRssMiB(rootPid: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number])
  const inTree = new Set([rootPid])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, ppid] of rows)
      if (inTree.has(ppid) && !inTree.has(pid)) {
        inTree.add(pid)
        grew = true
      }
  }
  return rows.filter(([pid]) => inTree.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024
}

/** A cold build, as a newcomer's first `npm start` makes it: Next's build cache is removed first. */
async function measureBuild(): Promise<{ seconds: number; peakMiB: number }> {
  rmSync(path.join(cmsDir, '.next'), { recursive: true, force: true })
  const started = performance.now()
  const child = spawn(path.join(cmsDir, 'node_modules/.bin/next'), ['build'], { cwd: cmsDir, stdio: 'ignore' })
  let peakMiB = 0
  const timer = setInterval(() => (peakMiB = Math.max(peakMiB, treeRssMiB(child.pid!))), 250)
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  clearInterval(timer)
  if (code !== 0) throw new Error(`next build a échoué (code ${code})`)
  return { seconds: (performance.now() - started) / 1000, peakMiB }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!

async function latency(url: string, count: number) {
  const timings: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${url} → ${response.status}`)
    timings.push(performance.now() - started)
  }
  return `p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms (${count} requests)`
}

export type Throughput = { requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number; failed: number }

/**
 * Requests per second and 99th-percentile latency of GET `url` with `connections` clients at once, for
 * `seconds` (autocannon): bounded in time, it stops by itself. `failed` counts non-2xx answers and errors.
 */
export async function throughput(url: string, { connections = 10, seconds = 10 } = {}): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: seconds })
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors,
  }
}

/** The API's headline figures: `GET /api/news?limit=10` (the page citizens open most) under 10 clients at once. */
export async function apiFigures(
  cmsUrl: string,
  load: { connections?: number; seconds?: number } = {},
): Promise<Throughput> {
  return throughput(`${cmsUrl}/api/news?limit=10`, { connections: 10, seconds: 10, ...load })
}

async function main() {
  const skipBuild = process.argv.includes('--no-build')
  if (!skipBuild) {
    const build = await measureBuild()
    console.log(
      `CMS cold build (next build): ${build.seconds.toFixed(1)} s, peak memory ${build.peakMiB.toFixed(0)} MiB`,
    )
  }
  for (const line of imageWeight()) console.log(line)

  const startedAt = performance.now()
  const cms = await startCms()
  console.log(
    `Cold start on a fresh SQLite file (migrations + first-run content) to first API answer: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  )
  try {
    const login = await fetch(`${cms.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    if (!login.ok) throw new Error('connexion impossible')
    const { docs } = (await (await fetch(`${cms.url}/api/news?limit=1`)).json()) as { docs: { id: number }[] }
    console.log(`GET /api/news (page of 10, depth 2): ${await latency(`${cms.url}/api/news`, 200)}`)
    console.log(`GET /api/news/{id}: ${await latency(`${cms.url}/api/news/${docs[0]!.id}`, 200)}`)
    console.log(`GET /api/services/category/SANTE: ${await latency(`${cms.url}/api/services/category/SANTE`, 200)}`)
    const { token } = (await login.json()) as { token: string }
    for (const line of await spokenWeight(cms.url, token)) console.log(line)
  } finally {
    await cms.stop()
  }
}

if (import.meta.main) await main()
