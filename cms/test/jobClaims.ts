import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

import type { RunningCms } from './server'

/** The host's build hook, answering at once: each call's `trigger_title` (which names the build request), in order. */
export type BuildHook = { url: string; titles: string[]; stop: () => Promise<void> }

export function startBuildHook(): Promise<BuildHook> {
  const titles: string[] = []
  const server = createServer((request, response) => {
    titles.push(new URL(request.url ?? '/', 'http://localhost').searchParams.get('trigger_title') ?? '')
    request.resume()
    request.on('end', () => response.writeHead(200).end())
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      resolve({
        url: `http://127.0.0.1:${port}/build_hooks/commune`,
        titles,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}

/** The process group a process belongs to (`/proc/<pid>/stat`'s fifth field, after the name in parentheses). */
const processGroupOf = (pid: number): number | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2])
  } catch {
    return undefined
  }
}

/**
 * The instance whose process holds the claim of a running job of `task`, read from the job's row on
 * PostgreSQL: the claim names `host:pid:…` (storage/jobClaims.ts).
 */
export function claimHolder(databaseUri: string, task: string, instances: RunningCms[]): RunningCms | undefined {
  const query = `SELECT claimed_by FROM payload_jobs WHERE processing AND task_slug = '${task}' LIMIT 1`
  const claimedBy = spawnSync('psql', [databaseUri, '-At', '-c', query], { encoding: 'utf8' }).stdout.trim()
  const group = processGroupOf(Number(claimedBy.split(':')[1]))
  return instances.find((instance) => instance.processGroup === group)
}
