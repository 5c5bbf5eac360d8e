// How long a failed sign-in takes for an existing account and for an unknown one, on the site's
// /api/auth/login and Payload's /api/users/login. Printed for the closing notes, never asserted
// (timings vary with the machine). After `pnpm --filter cms build`, from cms/ and on the pinned
// Node 24: `pnpm exec node scripts/bench-signin.ts`.
//
// Two servers: one as in production (every failure waits at least SIGN_IN_FAILURE_FLOOR_MS), one
// without the floor, which shows what the unknown account's password hash alone equalises.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ADMIN, startCms, type RunningCms } from '../test/server.ts'

const TRIES = Number(process.env.BENCH_SIGNIN_TRIES ?? 25)

// Limits out of the way: every try comes from an address of its own (named as the site's proxy
// names it, with PROXY_SECRET) and the account is never slowed.
const PROXY_SECRET = 'bench-proxy-secret'
const NO_LIMITS = {
  SEED: 'false',
  SIGN_IN_SLOWDOWN: '100000/900',
  RATE_LIMIT_SIGN_IN_ADDRESS_ACCOUNT: '100000/900',
  PROXY_SECRET,
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

async function failedSignIn(cms: RunningCms, route: string, email: string, address: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${cms.url}/api${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, 'X-Proxy-Secret': PROXY_SECRET },
    body: JSON.stringify({ email, password: 'Pas-Le-Bon-Mot-De-Passe' }),
  })
  await response.text()
  if (response.status !== 401) throw new Error(`${route} a répondu ${response.status} au lieu de 401`)
  return performance.now() - started
}

async function measure(label: string, env: Record<string, string>) {
  const cms = await startCms({
    dataDir: mkdtempSync(path.join(tmpdir(), 'commune-bench-signin-')),
    env: { ...NO_LIMITS, ...env },
  })
  try {
    let address = 0
    for (const route of ['/auth/login', '/users/login']) {
      const times = { existing: [] as number[], unknown: [] as number[] }
      // Interleaved, after two warm-up tries, so that load on the machine weighs on both alike.
      for (let i = -2; i < TRIES; i++) {
        const existing = await failedSignIn(cms, route, ADMIN.email, `198.18.${++address >> 8}.${address & 255}`)
        const unknown = await failedSignIn(
          cms,
          route,
          `personne${i}@commune.local`,
          `198.18.${++address >> 8}.${address & 255}`,
        )
        if (i >= 0) {
          times.existing.push(existing)
          times.unknown.push(unknown)
        }
      }
      const [a, b] = [median(times.existing), median(times.unknown)]
      console.log(
        `${label.padEnd(28)} ${route.padEnd(13)} existant ${a.toFixed(0).padStart(4)} ms   inconnu ${b.toFixed(0).padStart(4)} ms   écart ${(a - b).toFixed(0)} ms (médianes de ${TRIES})`,
      )
    }
  } finally {
    await cms.stop()
  }
}

await measure('plancher par défaut (400 ms)', {})
await measure('sans plancher', { SIGN_IN_FAILURE_FLOOR_MS: '0' })
