// The database servers' own tools (pg_dump, mongodump…): found on the PATH, run with their output kept.
import { spawn } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import path from 'node:path'

/** The executable `name` in one of `dirs` (by default the PATH's folders), or null. */
export function findTool(name: string, dirs = (process.env.PATH ?? '').split(path.delimiter)): string | null {
  for (const dir of dirs.filter(Boolean)) {
    const candidate = path.join(dir, name)
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // not there
    }
  }
  return null
}

export type ToolRun = { stdout: string; stderr: string }

/** Runs a tool to its end; rejects with its error output when it fails. */
export function runTool(tool: string, args: string[], env: Record<string, string> = {}): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr })
      else reject(new Error(`${path.basename(tool)} a échoué (code ${code}) :\n${stderr.trim()}`))
    })
  })
}
