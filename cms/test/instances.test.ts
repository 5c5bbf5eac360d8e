import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type BuildHook, claimHolder, startBuildHook } from './jobClaims'
import { type Mailbox, receivedMail, startMailbox, waitForMail } from './mailbox'
import { call, type RoundRobin, startRoundRobin } from './roundRobin'
import { ADMIN, ownDatabase, startCms, type RunningCms } from './server'
import { until } from './until'

/**
 * Two CMS instances on one PostgreSQL database behind one address, as a region may run them (README
 * « Deployment », « Several instances »): a small round-robin proxy sends each request to the other
 * instance, as a load balancer would. Rate limits count once for both, and what one instance writes
 * the other reads within PUBLIC_READ_CACHE_SECONDS, each job runs on one instance at a time (its claim,
 * storage/jobClaims.ts) and a killed instance's jobs are taken over when its lease ends. PostgreSQL only: SQLite's file belongs to one
 * process (its limits stay in that process's memory).
 */
const onPostgres = process.env.CONTRACT_DATABASE_URI?.startsWith('postgres') ?? false

const SIGN_IN_LIMIT = 30
const CONTACT_LIMIT = 12
const READ_CACHE_S = 2
const LEASE_MS = 3_000
const ENV = {
  SEED: 'false',
  RATE_LIMIT_SIGN_IN_ADDRESS: `${SIGN_IN_LIMIT}/600`,
  RATE_LIMIT_CONTACT: `${CONTACT_LIMIT}/600`,
  // Failures answer as soon as the password is checked: 40 of them fit in the test's time.
  SIGN_IN_FAILURE_FLOOR_MS: '0',
  PUBLIC_READ_CACHE_SECONDS: String(READ_CACHE_S),
  // Both instances look at the queue every second, at the same instants: their claims meet.
  JOBS_AUTORUN_SECONDS: '1',
  JOB_LEASE_MS: String(LEASE_MS),
  SITE_REBUILD_DEBOUNCE_MS: '300',
  MESSAGE_RETRY_BASE_MS: '300',
  MESSAGE_RETRY_MAX_MS: '1000',
}
const TOO_MANY = /^Trop de tentatives : veuillez réessayer dans \d+ (secondes?|minutes?)$/

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(!onPostgres)('two CMS instances on one PostgreSQL behind one address', () => {
  let workDir: string
  let database: ReturnType<typeof ownDatabase> | undefined
  let mailbox: Mailbox | undefined
  const instances: RunningCms[] = []
  let proxy: RoundRobin
  let hook: BuildHook | undefined

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'commune-instances-'))
    database = ownDatabase(workDir)
    // The commune's e-mails go through a relay, and its site's builds through the host's hook, as in production.
    mailbox = await startMailbox(path.join(workDir, 'mail'))
    hook = await startBuildHook()
    const env = { ...ENV, SMTP_URL: mailbox.url, SITE_BUILD_HOOK_URL: hook.url }
    // One after the other: the first applies the migrations and creates the administrator.
    instances.push(await startCms({ databaseUri: database.uri, env }))
    instances.push(await startCms({ databaseUri: database.uri, env }))
    proxy = await startRoundRobin(instances.map((instance) => instance.url))
  }, 180_000)

  afterAll(async () => {
    await proxy?.stop()
    await Promise.all(instances.map((instance) => instance.stop()))
    await mailbox?.stop()
    await hook?.stop()
    database?.drop()
    rmSync(workDir, { recursive: true, force: true })
  })

  const answeredSince = (before: number[]) => proxy.answeredBy.map((count, index) => count - before[index]!)

  it('failed sign-ins from one address, spread over both, meet the per-address limit as on one instance', async () => {
    const before = [...proxy.answeredBy]
    const statuses: number[] = []
    for (let attempt = 0; attempt < 40; attempt++) {
      // Another account each time: only the address's limit applies, not the account's.
      const wrong = { email: `inconnu${attempt}@commune.local`, password: 'Pas-Le-Bon-Mot-De-Passe' }
      const response = await call(proxy.url, 'POST', '/auth/login', { json: wrong, from: '203.0.113.10' })
      statuses.push(response.status)
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
        expect(response.body.message).toMatch(TOO_MANY)
      }
    }
    expect(statuses).toEqual([...Array(SIGN_IN_LIMIT).fill(401), ...Array(40 - SIGN_IN_LIMIT).fill(429)])
    expect(answeredSince(before)).toEqual([20, 20])
  }, 90_000)

  it('contact messages sent at once from one address pass the limit through neither instance', async () => {
    const message = (n: number) => ({
      name: 'Awa Ndiaye',
      email: 'awa@exemple.sn',
      subject: `Message ${n}`,
      message: 'Bonjour',
    })
    const answers = await Promise.all(
      Array.from({ length: 2 * CONTACT_LIMIT }, (_, n) =>
        call(proxy.url, 'POST', '/contact-messages', { json: message(n), from: '203.0.113.20' }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(CONTACT_LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(CONTACT_LIMIT)
  })

  it('what one instance writes, the other reads within PUBLIC_READ_CACHE_SECONDS', async () => {
    const [writer, reader] = instances as [RunningCms, RunningCms]
    const signedIn = await call(proxy.url, 'POST', '/auth/login', { json: ADMIN, from: '203.0.113.30' })
    expect(signedIn.status).toBe(200)
    const token = signedIn.body.token as string
    const created = await call(writer.url, 'POST', '/news', {
      token,
      json: { title: 'Marché hebdomadaire', content: 'Le marché a lieu samedi.', category: 'culture' },
    })
    expect(created.status).toBe(201)
    const route = `/news/${created.body.doc.id}`
    // Kept by the reader: its next answers come from its memory.
    expect((await call(reader.url, 'GET', route)).body.title).toBe('Marché hebdomadaire')

    expect((await call(writer.url, 'PATCH', route, { token, json: { title: 'Marché déplacé' } })).status).toBe(200)
    const written = Date.now()
    let title: string | undefined
    while (Date.now() - written < (READ_CACHE_S + 2) * 1000) {
      title = (await call(reader.url, 'GET', route)).body.title
      if (title === 'Marché déplacé') break
      await sleep(100)
    }
    expect(title).toBe('Marché déplacé')
    // The bound, with a second for the reads' own time on a busy machine.
    expect(Date.now() - written).toBeLessThanOrEqual((READ_CACHE_S + 1) * 1000)
  })

  const signIn = async (from: string) => {
    const signedIn = await call(proxy.url, 'POST', '/auth/login', { json: ADMIN, from })
    expect(signedIn.status).toBe(200)
    return signedIn.body.token as string
  }
  const NEWS = { content: 'Le conseil municipal se réunit.', category: 'culture' }

  it('drafts scheduled for one instant are each published once, whichever instance looks first', async () => {
    const token = await signIn('203.0.113.31')
    const at = new Date(Date.now() + 4_000)
    const ids: number[] = []
    for (let n = 0; n < 6; n++) {
      const draft = await call(proxy.url, 'POST', '/news?draft=true', {
        token,
        json: { ...NEWS, title: `Séance ${n}` },
      })
      expect(draft.status).toBe(201)
      const scheduled = await call(proxy.url, 'POST', `/news/${draft.body.doc.id}/schedule`, {
        token,
        json: { date: at.toISOString() },
      })
      expect(scheduled.status).toBe(201)
      ids.push(draft.body.doc.id)
    }
    const published = async () =>
      (await Promise.all(ids.map((id) => call(proxy.url, 'GET', `/news/${id}?draft=false`, { token })))).every(
        (answer) => answer.body?._status === 'published',
      )
    await until('les six actualités publiées', async () => (await published()) || undefined)
    // Both instances look at the queue a few more times.
    await sleep(3_000)
    for (const id of ids) {
      const versions = await call(
        proxy.url,
        'GET',
        `/news/versions?where[parent][equals]=${id}&where[version._status][equals]=published&depth=0`,
        { token },
      )
      expect(versions.body.totalDocs, `publications de l’actualité ${id}`).toBe(1)
    }
  }, 60_000)

  it('e-mails queued while the relay is down are each sent once when it is back', async () => {
    const readers = Array.from({ length: 6 }, (_, n) => `lecteur${n}@exemple.sn`)
    await mailbox!.down()
    for (const [n, email] of readers.entries()) {
      const subscribed = await call(proxy.url, 'POST', '/newsletter-subscribers', {
        json: { email },
        from: `203.0.113.${40 + n}`,
      })
      expect(subscribed.status).toBe(202)
    }
    // Their first tries fail: each is waiting for its next one, at nearly the same instant.
    await sleep(1_500)
    await mailbox!.up()
    const to = (email: string) => receivedMail(mailbox!.dir).filter((mail) => mail.to.includes(email))
    await until('un e-mail à chaque lecteur', async () => readers.every((email) => to(email).length > 0) || undefined)
    await sleep(3_000)
    for (const email of readers) expect(to(email), email).toHaveLength(1)
  }, 60_000)

  it('each build request calls the host’s hook once, whichever instance runs it', async () => {
    const token = await signIn('203.0.113.32')
    for (let n = 0; n < 3; n++) {
      const calls = hook!.titles.length
      const news = await call(proxy.url, 'POST', '/news', { token, json: { ...NEWS, title: `Publication ${n}` } })
      expect(news.status).toBe(201)
      await until('un appel du crochet de construction', async () => hook!.titles.length > calls || undefined, 20_000)
    }
    await sleep(3_000)
    // Every request of this suite so far, the scheduled publications' included: each named once.
    expect(hook!.titles.length).toBeGreaterThanOrEqual(3)
    expect(hook!.titles.every((title) => title.startsWith('Publication dans le CMS #'))).toBe(true)
    expect(new Set(hook!.titles).size).toBe(hook!.titles.length)
  }, 90_000)

  // Last: it leaves one instance.
  it('kill -9 of the instance sending an e-mail loses no acknowledged write, and the other takes its job over once its lease ends', async () => {
    const token = await signIn('203.0.113.33')
    const email = 'relance@exemple.sn'
    // The relay keeps the message and holds its answer: the sender dies before knowing it was delivered.
    mailbox!.holdReplyMs = 60_000
    expect(
      (await call(proxy.url, 'POST', '/newsletter-subscribers', { json: { email }, from: '203.0.113.50' })).status,
    ).toBe(202)
    const first = await waitForMail(mailbox!.dir, (mail) => mail.to.includes(email), 20_000)
    const holder = claimHolder(database!.uri, 'sendMessage', instances)
    expect(holder, 'l’instance qui envoie est connue par sa réservation').toBeDefined()
    const survivor = instances.find((instance) => instance !== holder)!

    const acknowledged: number[] = []
    let writing = true
    const writes = (async () => {
      for (let n = 0; writing; n++) {
        // A write whose answer was cut by the kill was never acknowledged: the caller knows nothing of it.
        const created = await call(proxy.url, 'POST', '/news', {
          token,
          json: { ...NEWS, title: `Pendant la panne ${n}` },
        }).catch(() => undefined)
        if (created?.status === 201) acknowledged.push(created.body.doc.id)
      }
    })()
    await sleep(1_000)
    await holder!.crash()
    mailbox!.holdReplyMs = 0
    const crashedAt = Date.now()
    const sent = () => receivedMail(mailbox!.dir).filter((mail) => mail.to.includes(email))
    try {
      await until(
        'l’e-mail repris par l’autre instance',
        async () => sent().length === 2 || undefined,
        LEASE_MS + 20_000,
      )
    } finally {
      writing = false
      await writes
    }
    // Taken over once the lease (renewed until the kill) ended, and sent as the same message.
    expect(Date.now() - crashedAt).toBeLessThan(LEASE_MS + 20_000)
    expect(sent().map((mail) => mail.messageId)).toEqual([first.messageId, first.messageId])
    expect(acknowledged.length).toBeGreaterThan(0)
    for (const id of acknowledged)
      expect((await call(survivor.url, 'GET', `/news/${id}`, { token })).status, `actualité ${id}`).toBe(200)
  }, 90_000)
})
