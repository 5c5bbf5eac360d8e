import { rmSync, statSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { openSqlite } from '../scripts/backup/sqlite'
import { ADMIN, startCms, type RunningCms } from './server'

/**
 * A power cut during publishing loses nothing that was acknowledged: the CMS is killed (SIGKILL)
 * three times in the middle of a stream of writes, restarted on the same files each time, and every
 * write it had answered 201 to is there, whole, in a database SQLite finds intact.
 */
const CRASHES = 3
const WRITING_MS = 1500

let cms: RunningCms | undefined

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  return ((await response.json()) as { token: string }).token
}

/** Publishes news items one after another until the server goes away; returns those it acknowledged. */
async function writeUntilCut(url: string, token: string, round: number, acknowledged: Map<number, string>) {
  for (let i = 0; ; i++) {
    const title = `Coupure ${round}-${i}`
    try {
      const response = await fetch(`${url}/api/news`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title,
          content: `Article écrit avant la coupure ${round}.`,
          tags: ['fiabilité', `tour ${round}`],
        }),
      })
      if (response.status !== 201) continue
      const { doc } = (await response.json()) as { doc: { id: number } }
      acknowledged.set(doc.id, title)
    } catch {
      return // the server is gone: what it answered before is all that counts
    }
  }
}

afterAll(async () => {
  await cms?.stop()
})

describe('kill -9 during writes', () => {
  it('loses no acknowledged write and leaves an intact database', async () => {
    const acknowledged = new Map<number, string>()
    cms = await startCms()
    const { dataDir } = cms
    for (let round = 1; round <= CRASHES; round++) {
      const token = await signIn(cms.url)
      const writing = writeUntilCut(cms.url, token, round, acknowledged)
      await new Promise((resolve) => setTimeout(resolve, WRITING_MS))
      await cms.crash()
      await writing
      cms = await startCms({ dataDir })
    }
    expect(acknowledged.size).toBeGreaterThan(CRASHES)

    const token = await signIn(cms.url)
    const response = await fetch(`${cms.url}/api/news?pagination=false&depth=0&where[title][like]=Coupure`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const stored = new Map(
      ((await response.json()) as { docs: { id: number; title: string; tags: string[] }[] }).docs.map((doc) => [
        doc.id,
        doc,
      ]),
    )
    for (const [id, title] of acknowledged) {
      expect(stored.get(id)?.title, `news ${id}`).toBe(title)
      expect(stored.get(id)?.tags, `news ${id}`).toHaveLength(2)
    }

    await cms.stop({ keepData: true })
    const databaseFile = path.join(dataDir, 'contract.db')
    const client = await openSqlite(databaseFile)
    const check = await client.execute('PRAGMA integrity_check')
    client.close()
    expect(check.rows.map((row) => Object.values(row)[0])).toEqual(['ok'])
    // The files at rest are the CMS account's alone.
    expect(statSync(databaseFile).mode & 0o077).toBe(0)
    expect(statSync(path.join(dataDir, 'uploads')).mode & 0o077).toBe(0)
    cms = undefined
    rmSync(dataDir, { recursive: true, force: true })
  }, 240_000)
})
