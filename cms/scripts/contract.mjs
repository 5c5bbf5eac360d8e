// The API contract suite (vitest.contract.config.ts) with its two projects side by side, as two Vitest
// runs: the files that share one server, and those that start servers of their own. Both spend most
// of their time waiting (servers starting, rate-limit windows, debounces, scheduled jobs), so together
// they take about the time of the longer one. The shared-server run prints as it goes; the other's
// output is printed whole when it ends, so the two never interleave. Arguments (test files, Vitest
// options) go to both runs; a run that they leave without files passes.
import { spawn } from 'node:child_process'
import path from 'node:path'

const cmsDir = path.resolve(import.meta.dirname, '..')

/** Runs the suite with `env` (CONTRACT_DATABASE_URI picks the adapter); resolves to an exit code. */
export async function runContractSuite(env = process.env, args = []) {
  const codes = await Promise.all([run('shared-server', { live: true }), run('own-servers', { live: false })])
  return codes.every((code) => code === 0) ? 0 : 1

  function run(project, { live }) {
    const vitest = [
      'exec',
      'vitest',
      'run',
      '--config',
      'vitest.contract.config.ts',
      '--project',
      project,
      '--passWithNoTests',
      ...args,
    ]
    const child = spawn('pnpm', vitest, {
      cwd: cmsDir,
      env,
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
    })
    let output = ''
    if (!live) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk))
    return new Promise((resolve) => {
      // No pnpm on the PATH: run it through pnpm (`pnpm --filter cms test:contract`).
      child.on('error', (error) => {
        console.error(`contract suite, ${project}: ${error.message}`)
        resolve(1)
      })
      child.on('close', (code) => {
        if (!live)
          process.stdout.write(
            `\n──── contract suite, ${project} (${code === 0 ? 'passed' : 'failed'}) ────\n${output}──── end of ${project} ────\n`,
          )
        resolve(code ?? 1)
      })
    })
  }
}

// Run as a script (`test:contract`), not imported (contract-postgres.mjs).
if (path.resolve(process.argv[1] ?? '') === import.meta.filename)
  process.exit(await runContractSuite(process.env, process.argv.slice(2)))
