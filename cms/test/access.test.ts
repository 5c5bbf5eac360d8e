import { mkdtempSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { SignJWT } from 'jose'
import { ACCOUNT_MESSAGES, SMS_UNSENT_REASONS } from 'shared-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { proxiedFrom } from './api'
import { type Mailbox, startMailbox } from './mailbox'
import { ADMIN, PROXY_SECRET, startCms, type RunningCms } from './server'

/**
 * One call to a server of this file's own, from a chosen client address (forwarded as the site's
 * proxy forwards it), or with headers of its own (a client reaching the CMS directly).
 */
type Call = { status: number; body: any; headers: Headers; ms: number }
type CallOptions = { json?: unknown; token?: string; from?: string; headers?: Record<string, string> }
async function call(cms: RunningCms, method: string, path: string, options: CallOptions = {}): Promise<Call> {
  const headers: Record<string, string> = { ...(options.from ? proxiedFrom(options.from) : {}), ...options.headers }
  if (options.json !== undefined) headers['Content-Type'] = 'application/json'
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  const started = performance.now()
  const response = await fetch(`${cms.url}/api${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  })
  const text = await response.text()
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
    ms: performance.now() - started,
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Every limit of the own server allows 3 to 6 tries per window, so a test sees it spent and then
 * recovered. Sign-in failures take at least the floor each, and longer on a busy machine: their
 * window is longer, so that the failures of one test always fall in one window.
 */
// Long enough for a few requests in a row on a busy machine (each password or sign-up request answers no
// sooner than the timing floor), short enough to wait out.
const WINDOW_S = 10
const SIGN_IN_WINDOW_S = 12
const FLOOR_MS = 400
const SESSION_MAX_AGE_S = 8
const LIMITED_ENV = {
  SEED: 'false',
  RATE_LIMIT_SIGN_IN_ADDRESS: `6/${SIGN_IN_WINDOW_S}`,
  RATE_LIMIT_SIGN_IN_ADDRESS_ACCOUNT: `3/${SIGN_IN_WINDOW_S}`,
  SIGN_IN_SLOWDOWN: `4/${SIGN_IN_WINDOW_S}`,
  SIGN_IN_SLOWDOWN_STEP_MS: '100',
  SIGN_IN_SLOWDOWN_MAX_MS: '300',
  SIGN_IN_FAILURE_FLOOR_MS: String(FLOOR_MS),
  RATE_LIMIT_REGISTER: `3/${WINDOW_S}`,
  RATE_LIMIT_FORGOT_PASSWORD_ADDRESS: `3/${WINDOW_S}`,
  RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT: `5/${WINDOW_S}`,
  RATE_LIMIT_RESET_PASSWORD: `3/${WINDOW_S}`,
  RATE_LIMIT_CONTACT: `3/${WINDOW_S}`,
  RATE_LIMIT_NEWSLETTER: `3/${WINDOW_S}`,
  SESSION_MAX_AGE_SECONDS: String(SESSION_MAX_AGE_S),
}

const TOO_MANY = /^Trop de tentatives : veuillez réessayer dans \d+ secondes?$/

function expectTooMany(response: Call, windowS = WINDOW_S) {
  expect(response.status).toBe(429)
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(windowS)
  expect(response.body.message).toMatch(TOO_MANY)
}

// Each test signs in from an address of its own (TEST-NET-3), so their limits never meet.
let nextAddress = 1
const newAddress = () => `203.0.113.${nextAddress++}`

let cms: RunningCms

let mailbox: Mailbox | undefined

beforeAll(async () => {
  // The e-mails these requests cause (sign-up confirmations, contact notifications) go to a relay
  // that takes them, as in production.
  mailbox = await startMailbox(mkdtempSync(path.join(tmpdir(), 'commune-access-mail-')))
  // Always a fresh SQLite file of its own (a given data folder), whatever the suite's database:
  // the shared server keeps its data, and this file may empty its own database behind the API.
  cms = await startCms({
    dataDir: mkdtempSync(path.join(tmpdir(), 'commune-access-')),
    env: { ...LIMITED_ENV, SMTP_URL: mailbox.url },
  })
}, 180_000)

afterAll(async () => {
  await cms?.stop()
  await mailbox?.stop()
})

const signIn = async (account = ADMIN, from = newAddress()) => {
  const response = await call(cms, 'POST', '/auth/login', { json: account, from })
  if (response.status !== 200)
    throw new Error(`Connexion impossible : ${response.status} ${JSON.stringify(response.body)}`)
  return response.body.token as string
}

const accounts = async (token: string) =>
  (await call(cms, 'GET', '/users?pagination=false&depth=0&sort=id', { token })).body.docs as {
    id: number
    email: string
    role: string
  }[]

describe('the last administrator', () => {
  it('cannot be deleted, alone or among others, by id or by a where, and is still there after', async () => {
    let token = await signIn()
    const [admin] = await accounts(token)
    const attempts = [
      `/users/${admin!.id}`,
      `/users?where[email][equals]=${encodeURIComponent(ADMIN.email)}`,
      '/users?where[id][exists]=true',
    ]
    for (const path of attempts) {
      const refused = await call(cms, 'DELETE', path, { token })
      expect(refused.status, path).toBe(409)
      expect(refused.body.message, path).toBe(ACCOUNT_MESSAGES.lastAdministratorDelete)
    }
    // With a second administrator, deleting both at once is refused too, and nothing is deleted.
    const second = { email: 'second.admin@commune.local', password: 'Deuxieme-Agent-Mairie-7' }
    expect((await call(cms, 'POST', '/auth/register', { token, json: second })).status).toBe(201)
    const both = await accounts(token)
    expect(both).toHaveLength(2)
    const bulk = await call(cms, 'DELETE', `/users?where[id][in]=${both.map((account) => account.id).join(',')}`, {
      token,
    })
    expect(bulk.status).toBe(409)
    expect(bulk.body.message).toBe(ACCOUNT_MESSAGES.lastAdministratorDelete)
    expect(await accounts(token)).toEqual(both)
    // The second one may delete the first; then it is the last, and cannot delete itself either.
    const secondToken = await signIn(second)
    expect((await call(cms, 'DELETE', `/users/${admin!.id}`, { token: secondToken })).status).toBe(200)
    const self = await call(cms, 'DELETE', `/users/${both[1]!.id}`, { token: secondToken })
    expect(self.status).toBe(409)
    expect(self.body.message).toBe(ACCOUNT_MESSAGES.lastAdministratorDelete)
    // Put the first administrator back for the other tests, and remove the second.
    expect((await call(cms, 'POST', '/auth/register', { token: secondToken, json: ADMIN })).status).toBe(201)
    token = await signIn()
    expect((await call(cms, 'DELETE', `/users/${both[1]!.id}`, { token })).status).toBe(200)
    expect((await accounts(token)).map((account) => account.email)).toEqual([ADMIN.email])
  })

  it('cannot lose its role, and its record is left as it was', async () => {
    const token = await signIn()
    const before = await accounts(token)
    for (const [method, path] of [
      ['PATCH', `/users/${before[0]!.id}`],
      ['PATCH', '/users?where[id][exists]=true'],
    ] as const) {
      const demoted = await call(cms, method, path, { token, json: { role: 'visiteur' } })
      expect(demoted.status, path).toBe(409)
      expect(demoted.body.message, path).toBe(ACCOUNT_MESSAGES.lastAdministratorRole)
    }
    expect(await accounts(token)).toEqual(before)
  })
})

// One after the other: side by side, the sign-ups and contact messages (each now recording and
// queueing an e-mail on the same SQLite file) slowed the sign-in tests past their windows.
describe('rate limits', { timeout: 60_000 }, () => {
  it('limit failed sign-ins per address and account with 429, Retry-After and a French message, then recover', async () => {
    const from = newAddress()
    const wrong = { email: ADMIN.email, password: 'Pas-Le-Bon-Mot-De-Passe' }
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await call(cms, 'POST', '/auth/login', { json: wrong, from })).status).toBe(401)
    expectTooMany(await call(cms, 'POST', '/auth/login', { json: wrong, from }), SIGN_IN_WINDOW_S)
    // Even the right password waits for the window from that address (the account itself is not locked).
    expectTooMany(await call(cms, 'POST', '/auth/login', { json: ADMIN, from }), SIGN_IN_WINDOW_S)
    const retryAfter = Number(
      (await call(cms, 'POST', '/auth/login', { json: ADMIN, from })).headers.get('retry-after'),
    )
    await sleep(retryAfter * 1000 + 300)
    expect((await call(cms, 'POST', '/auth/login', { json: ADMIN, from })).status).toBe(200)
  })

  it('limit failed sign-ins per address across accounts, on the native route too', async () => {
    const from = newAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await call(cms, 'POST', '/users/login', {
        json: { email: `inconnu${attempt}@commune.local`, password: 'Pas-Le-Bon-Mot-De-Passe' },
        from,
      })
      statuses.push(response.status)
      if (response.status === 429) expectTooMany(response, SIGN_IN_WINDOW_S)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429])
  })

  it('let a clerk sign in from another address while an attacker’s address is limited', async () => {
    const attacker = newAddress()
    let last: Call | undefined
    for (let attempt = 0; attempt < 8; attempt++) {
      last = await call(cms, 'POST', '/users/login', {
        json: { email: ADMIN.email, password: `Essai-Numero-${attempt}-Faux` },
        from: attacker,
      })
    }
    expectTooMany(last!, SIGN_IN_WINDOW_S)
    const clerk = await call(cms, 'POST', '/auth/login', { json: ADMIN, from: newAddress() })
    expect(clerk.status).toBe(200)
    expect((await call(cms, 'POST', '/users/login', { json: ADMIN, from: newAddress() })).status).toBe(200)
  })

  it('limit registrations, forgotten-password requests and resets per address', async () => {
    const from = newAddress()
    const intruder = { email: 'intrus@exemple.sn', password: 'Un-Mot-De-Passe-Tres-Long-1' }
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await call(cms, 'POST', '/auth/register', { json: intruder, from })).status).toBe(401)
    expectTooMany(await call(cms, 'POST', '/auth/register', { json: intruder, from }))
    // Payload's own account creation refuses an anonymous caller before reading anything.
    expect((await call(cms, 'POST', '/users', { json: intruder, from })).status).toBe(401)

    const forgotFrom = newAddress()
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (
          await call(cms, 'POST', '/users/forgot-password', {
            json: { email: `oubli${attempt}@commune.local` },
            from: forgotFrom,
          })
        ).status,
      ).toBe(200)
    }
    expectTooMany(await call(cms, 'POST', '/users/forgot-password', { json: { email: ADMIN.email }, from: forgotFrom }))

    const resetFrom = newAddress()
    for (let attempt = 0; attempt < 3; attempt++) {
      const reset = await call(cms, 'POST', '/users/reset-password', {
        json: { token: `jeton-${attempt}`, password: 'Nouveau-Mot-De-Passe-Sur-9' },
        from: resetFrom,
      })
      expect(reset.status).toBeGreaterThanOrEqual(400)
      expect(reset.status).toBeLessThan(429)
    }
    expectTooMany(
      await call(cms, 'POST', '/users/reset-password', {
        json: { token: 'jeton', password: 'Nouveau-Mot-De-Passe-Sur-9' },
        from: resetFrom,
      }),
    )
    await sleep(WINDOW_S * 1000 + 300)
    expect((await call(cms, 'POST', '/auth/register', { json: intruder, from })).status).toBe(401)
  })

  it('limit contact messages and newsletter sign-ups per address, storing nothing more, then recover', async () => {
    const token = await signIn()
    const count = async (collection: string) =>
      (await call(cms, 'GET', `/${collection}?limit=1`, { token })).body.totalDocs as number
    const from = newAddress()
    const message = (n: number) => ({
      name: 'Awa Ndiaye',
      email: 'awa@exemple.sn',
      subject: `Question ${n}`,
      message: 'Bonjour',
    })
    for (let n = 0; n < 3; n++)
      expect((await call(cms, 'POST', '/contact-messages', { json: message(n), from })).status).toBe(201)
    const contacts = await count('contact-messages')
    expectTooMany(await call(cms, 'POST', '/contact-messages', { json: message(3), from }))
    // Sent at once: each sign-up answers no sooner than the timing floor, and three in a row could
    // outlast the window on a busy machine.
    const signUps = await Promise.all(
      [0, 1, 2].map((n) =>
        call(cms, 'POST', '/newsletter-subscribers', { json: { email: `lecteur${n}@exemple.sn` }, from }),
      ),
    )
    expect(signUps.map((signUp) => signUp.status)).toEqual([202, 202, 202])
    expectTooMany(await call(cms, 'POST', '/newsletter-subscribers', { json: { email: 'lecteur3@exemple.sn' }, from }))
    // Another address is not concerned.
    expect(
      (await call(cms, 'POST', '/newsletter-subscribers', { json: { email: 'voisin@exemple.sn' }, from: newAddress() }))
        .status,
    ).toBe(202)
    const freshToken = await signIn()
    expect((await call(cms, 'GET', '/contact-messages?limit=1', { token: freshToken })).body.totalDocs).toBe(contacts)
    // The refused address was not stored; the other client's was.
    const stored = async (email: string) =>
      (await call(cms, 'GET', `/newsletter-subscribers?where[email][equals]=${email}`, { token: freshToken })).body
        .totalDocs as number
    expect(await stored('lecteur3@exemple.sn')).toBe(0)
    // Read back through a connection of its own, the new row may take a moment to show on SQLite.
    await expect.poll(() => stored('voisin@exemple.sn'), { timeout: 5_000 }).toBe(1)
    await sleep(WINDOW_S * 1000 + 300)
    expect((await call(cms, 'POST', '/contact-messages', { json: message(4), from })).status).toBe(201)
    expect(
      (await call(cms, 'POST', '/newsletter-subscribers', { json: { email: 'lecteur4@exemple.sn' }, from })).status,
    ).toBe(202)
  })
})

describe('client addresses', { timeout: 60_000 }, () => {
  // Each request names another address, as a client reaching the CMS directly could.
  const forged = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` })
  const message = (n: number) => ({
    name: 'Awa Ndiaye',
    email: 'awa@exemple.sn',
    subject: `Adresse ${n}`,
    message: 'Bonjour',
  })
  /** Netlify's signature of a proxied request (`Sign=PROXY_SECRET`): HS256, issued by Netlify, for 5 minutes. */
  const netlifySignature = (key: string, expiresIn = '5m') =>
    new SignJWT({ netlify_id: 'site', site_url: 'https://www.example.org', deploy_context: 'production' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('netlify')
      .setExpirationTime(expiresIn)
      .sign(new TextEncoder().encode(key))

  it('a forged X-Forwarded-For without the proxy secret escapes neither the contact nor the sign-in limit', async () => {
    const statuses: number[] = []
    for (let n = 0; n < 4; n++)
      statuses.push((await call(cms, 'POST', '/contact-messages', { json: message(n), headers: forged(n) })).status)
    expect(statuses).toEqual([201, 201, 201, 429])
    // A wrong secret is no secret.
    const wrongSecret = { ...forged(9), 'X-Proxy-Secret': `${PROXY_SECRET}-faux` }
    expectTooMany(await call(cms, 'POST', '/contact-messages', { json: message(9), headers: wrongSecret }))

    const wrong = { email: ADMIN.email, password: 'Pas-Le-Bon-Mot-De-Passe' }
    const signIns: number[] = []
    for (let n = 10; n < 14; n++)
      signIns.push(
        (await call(cms, 'POST', n % 2 ? '/users/login' : '/auth/login', { json: wrong, headers: forged(n) })).status,
      )
    expect(signIns).toEqual([401, 401, 401, 429])
  })

  it('a client reaching the CMS directly is counted by its connection’s own address', async () => {
    // The budget of 127.0.0.1 is spent (test above); another loopback address has its own.
    const fromSocket = (localAddress: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify(message(30))
        const url = new URL(`${cms.url}/api/contact-messages`)
        const request = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            localAddress,
            headers: { 'Content-Type': 'application/json', ...forged(30) },
          },
          (response) => response.resume().on('end', () => resolve(response.statusCode ?? 0)),
        )
        request.on('error', reject)
        request.end(body)
      })
    expect(await fromSocket('127.0.0.1')).toBe(429)
    expect(await fromSocket('127.0.0.2')).toBe(201)
  })

  it('the proxy secret or Netlify’s signature names the visitor, and nothing else does', async () => {
    // The connection's own budget is spent (test above): each answer says whose address counted.
    expect((await call(cms, 'POST', '/contact-messages', { json: message(20), from: newAddress() })).status).toBe(201)
    const visitor = (signature: string) => ({
      'X-Nf-Sign': signature,
      'X-Nf-Client-Connection-Ip': newAddress(),
      'X-Forwarded-For': '203.0.113.250',
    })
    expect(
      (
        await call(cms, 'POST', '/contact-messages', {
          json: message(21),
          headers: visitor(await netlifySignature(PROXY_SECRET)),
        })
      ).status,
    ).toBe(201)
    for (const signature of [
      await netlifySignature('une-autre-cle'),
      await netlifySignature(PROXY_SECRET, '-1m'),
      'pas.une.signature',
    ]) {
      expectTooMany(await call(cms, 'POST', '/contact-messages', { json: message(22), headers: visitor(signature) }))
    }
  })
})

describe('sign-in answers', () => {
  /** The same tries on an existing and an unknown account, each from its own address. */
  async function tries(route: string, email: string, times: number): Promise<Call[]> {
    const from = newAddress()
    const answers: Call[] = []
    for (let attempt = 0; attempt < times; attempt++)
      answers.push(await call(cms, 'POST', route, { json: { email, password: 'Pas-Le-Bon-Mot-De-Passe' }, from }))
    return answers
  }

  for (const route of ['/auth/login', '/users/login']) {
    it(`are the same for an existing and an unknown account on ${route}, also after many failures`, async () => {
      const [existing, unknown] = await Promise.all([
        tries(route, ADMIN.email, 6),
        tries(route, 'personne@commune.local', 6),
      ])
      expect(existing.map((answer) => answer.status)).toEqual([401, 401, 401, 429, 429, 429])
      expect(unknown.map((answer) => answer.status)).toEqual(existing.map((answer) => answer.status))
      for (const [index, answer] of existing.entries()) {
        const other = unknown[index]!
        expect(Object.keys(other.body).sort()).toEqual(Object.keys(answer.body).sort())
        if (answer.status === 401) expect(other.body).toEqual(answer.body)
        else expect(other.body.message).toMatch(TOO_MANY)
      }
      expect(existing[0]!.body.message).toMatch(/incorrect/)
      expect(existing[0]!.body.message).not.toMatch(/verrouill/i)
      // Every failure takes at least the floor, whether the account exists or not (timings: scripts/bench-signin.ts).
      for (const answer of [...existing, ...unknown].filter((a) => a.status === 401))
        expect(answer.ms).toBeGreaterThanOrEqual(FLOOR_MS - 20)
    })
  }
})

describe('sessions', () => {
  it('end SESSION_MAX_AGE_SECONDS after sign-in, however often they are refreshed', async () => {
    const signedInAt = Date.now()
    const token = await signIn()
    await sleep(2000)
    const refreshed = await call(cms, 'POST', '/users/refresh-token', { token })
    expect(refreshed.status).toBe(200)
    const renewed = refreshed.body.refreshedToken as string
    // The renewed token expires at the session's end, not a full token lifetime later.
    const { exp } = JSON.parse(Buffer.from(renewed.split('.')[1]!, 'base64url').toString()) as { exp: number }
    expect(exp * 1000).toBeLessThanOrEqual(signedInAt + SESSION_MAX_AGE_S * 1000 + 2000)
    expect((await call(cms, 'GET', '/auth/profile', { token: renewed })).status).toBe(200)
    await sleep(Math.max(0, signedInAt + SESSION_MAX_AGE_S * 1000 + 1500 - Date.now()))
    const late = await call(cms, 'POST', '/users/refresh-token', { token: renewed })
    expect(late.status).toBe(401)
    expect(late.body.message).toBeTruthy()
    expect(late.body.message).not.toMatch(/[A-Za-z]+ (is|was|not) /)
    const profile = await call(cms, 'GET', '/auth/profile', { token: renewed })
    expect(profile.status).toBe(401)
    expect(profile.body.message).toBe(ACCOUNT_MESSAGES.sessionInvalid)
  })
})

describe('SMS without an operator', () => {
  it('keeps the code unsent, with the reason staff read in « Envois »', async () => {
    // This server has no SMS_PROVIDER: a citizen still gets an answer, and staff see why nothing left.
    const phone = '+221771239876'
    const asked = await call(cms, 'POST', '/sms-subscribers', {
      json: { phone, topics: ['alertes'] },
      from: newAddress(),
    })
    expect(asked.status).toBe(202)
    const token = await signIn()
    const records = await call(cms, 'GET', `/outbound-messages?where[to][equals]=${encodeURIComponent(phone)}`, {
      token,
    })
    expect(records.body.docs).toHaveLength(1)
    expect(records.body.docs[0]).toMatchObject({
      channel: 'sms',
      status: 'unsent',
      lastError: SMS_UNSENT_REASONS.noProvider,
    })
  })
})

describe('registration', () => {
  // It restarts the server: as much time as the hook that started it.
  it('stays closed once the first account was created, even with no account left', async () => {
    await cms.stop({ keepData: true })
    // No API can remove the last administrator: empty the table behind the server's back.
    const database = new DatabaseSync(path.join(cms.dataDir, 'contract.db'))
    database.exec('DELETE FROM users_sessions; DELETE FROM users;')
    expect(database.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: 0 })
    database.close()
    cms = await startCms({ dataDir: cms.dataDir, env: { ...LIMITED_ENV, CREATE_FIRST_ADMIN: 'false' } })

    const intruder = { email: 'intrus@exemple.sn', password: 'Un-Mot-De-Passe-Tres-Long-1' }
    const register = await call(cms, 'POST', '/auth/register', { json: intruder, from: newAddress() })
    expect(register.status).toBe(401)
    expect(register.body.message).toBe(ACCOUNT_MESSAGES.registrationClosed)
    const firstRegister = await call(cms, 'POST', '/users/first-register', {
      json: { ...intruder, role: 'admin' },
      from: newAddress(),
    })
    expect(firstRegister.status).toBe(401)
    expect(firstRegister.body.message).toBe(ACCOUNT_MESSAGES.registrationClosed)
    const created = await call(cms, 'POST', '/users', { json: intruder, from: newAddress() })
    expect(created.status).toBe(401)
    expect((await call(cms, 'POST', '/auth/login', { json: intruder, from: newAddress() })).status).toBe(401)
  }, 180_000)
})
