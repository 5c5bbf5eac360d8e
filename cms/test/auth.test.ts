import { ACCOUNT_MESSAGES, MESSAGES, SESSION_HANDOFF } from 'shared-types'
import { describe, expect, inject, it } from 'vitest'

import { api, loginAsAdmin, proxiedFrom, storedDocs } from './api'
import { ADMIN } from './server'

describe('/api/auth', () => {
  it('logs in with {token, user, message}, never exposing the hash, salt or sessions', async () => {
    const { status, body } = await api('POST', '/auth/login', { json: ADMIN })
    expect(status).toBe(200)
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(body.message).toBe('Connexion réussie')
    expect(body.user.email).toBe(ADMIN.email)
    for (const secret of ['hash', 'salt', 'sessions', 'password', 'loginAttempts', 'resetPasswordToken']) {
      expect(body.user).not.toHaveProperty(secret)
    }
  })

  it('refuses a wrong password with 401 and missing fields with 400, in French', async () => {
    const wrong = await api('POST', '/auth/login', {
      json: { email: ADMIN.email, password: 'pas-le-bon-mot-de-passe' },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toMatch(/incorrect/)
    const missing = await api('POST', '/auth/login', { json: { email: ADMIN.email } })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Email et mot de passe requis')
  })

  it('refuses an oversized sign-in body unread', async () => {
    const response = await api('POST', '/auth/login', { json: { email: ADMIN.email, password: 'x'.repeat(20_000) } })
    expect(response.status).toBe(413)
  })

  it('verifies a token on /auth/profile: 200 with it, 401 without or with a forged one', async () => {
    const token = await loginAsAdmin()
    expect((await api('GET', '/auth/profile', { token })).status).toBe(200)
    const anonymous = await api('GET', '/auth/profile')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toMatch(/Session invalide/)
    expect((await api('GET', '/auth/profile', { token: `${token.slice(0, -4)}abcd` })).status).toBe(401)
  })

  it('returns the current user on /auth/me', async () => {
    const token = await loginAsAdmin()
    expect((await api('GET', '/auth/me', { token })).body.user.email).toBe(ADMIN.email)
    expect((await api('GET', '/auth/me')).body.user).toBeNull()
  })

  it('keeps registration closed to anonymous callers once an administrator exists', async () => {
    const response = await api('POST', '/auth/register', {
      json: { email: 'intrus@example.com', password: 'Un-Mot-De-Passe-Long' },
    })
    expect(response.status).toBe(401)
    expect(response.body.message).toBe('Seul un administrateur peut créer un compte')
    const login = await api('POST', '/auth/login', {
      json: { email: 'intrus@example.com', password: 'Un-Mot-De-Passe-Long' },
    })
    expect(login.status).toBe(401)
  })

  it('lets an administrator register another, with passwords of at least 12 characters', async () => {
    const token = await loginAsAdmin()
    const short = await api('POST', '/auth/register', {
      token,
      json: { email: 'agent.court@commune.local', password: 'court123' },
    })
    expect(short.status).toBe(400)
    expect(short.body.message).toBe('Le mot de passe doit contenir au moins 12 caractères')
    const created = await api('POST', '/auth/register', {
      token,
      json: { email: 'agent@commune.local', password: 'Agent-De-La-Mairie-1' },
    })
    expect(created.status).toBe(201)
    expect(created.body.user.email).toBe('agent@commune.local')
    expect(created.body.user).not.toHaveProperty('hash')
    expect(
      (await api('POST', '/auth/login', { json: { email: 'agent@commune.local', password: 'Agent-De-La-Mairie-1' } }))
        .status,
    ).toBe(200)
    const duplicate = await api('POST', '/auth/register', {
      token,
      json: { email: 'agent@commune.local', password: 'Agent-De-La-Mairie-2' },
    })
    expect(duplicate.status).toBe(400)
    expect(duplicate.body.message).toMatch(/déjà/)
  })

  it('never locks an account: after 5 failed sign-ins the right password still signs in', async () => {
    const token = await loginAsAdmin()
    const account = { email: 'verrou@commune.local', password: 'Verrou-Mot-De-Passe-9' }
    expect((await api('POST', '/auth/register', { token, json: account })).status).toBe(201)
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await api('POST', '/auth/login', { json: { ...account, password: 'mauvais-mot-de-passe' } })
      expect(wrong.status).toBe(401)
      expect(wrong.body.message).toMatch(/incorrect/)
    }
    // Payload's lock would let anyone lock a clerk out with 5 requests: failures only slow the account down.
    const signedIn = await api('POST', '/auth/login', { json: account })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.message).toBe('Connexion réussie')
  })

  it('ends the session on logout: the same token is refused afterwards', async () => {
    const { body } = await api('POST', '/auth/login', { json: ADMIN })
    expect((await api('GET', '/auth/profile', { token: body.token })).status).toBe(200)
    const logout = await api('POST', '/auth/logout', { token: body.token })
    expect(logout.status).toBe(200)
    expect(logout.body.message).toBe('Déconnexion réussie')
    expect((await api('GET', '/auth/profile', { token: body.token })).status).toBe(401)
    expect((await api('POST', '/news', { token: body.token, json: { title: 't', content: 'c' } })).status).toBe(401)
  })

  it('does not let anonymous callers read administrator accounts', async () => {
    const response = await api('GET', '/users')
    expect(response.status).toBe(401)
    expect(response.body.message).toBeTruthy()
  })
})

describe('account unlock', () => {
  it('is refused to anonymous callers', async () => {
    const response = await api('POST', '/users/unlock', { json: { email: ADMIN.email } })
    expect(response.status).toBe(401)
    expect(response.body.message).toBeTruthy()
  })
})

describe('simultaneous sign-ins on one account', () => {
  it('each gets a session that works: none overwrites another', async () => {
    const logins = await Promise.all(Array.from({ length: 8 }, () => api('POST', '/auth/login', { json: ADMIN })))
    for (const login of logins) expect(login.status).toBe(200)
    const checks = await Promise.all(logins.map((login) => api('GET', '/auth/profile', { token: login.body.token })))
    expect(checks.map((check) => check.status)).toEqual(Array(8).fill(200))
  })

  it('through the panel’s route and the site’s alike, while another session signs out: every new session works', async () => {
    const leaving = await api('POST', '/auth/login', { json: ADMIN })
    const [logins] = await Promise.all([
      Promise.all(
        Array.from({ length: 8 }, (_, n) => api('POST', n % 2 ? '/users/login' : '/auth/login', { json: ADMIN })),
      ),
      api('POST', '/auth/logout', { token: leaving.body.token }),
    ])
    for (const login of logins) expect(login.status).toBe(200)
    const checks = await Promise.all(logins.map((login) => api('GET', '/users/me', { token: login.body.token })))
    expect(checks.map((check) => check.body.user?.email)).toEqual(Array(8).fill(ADMIN.email))
    expect((await api('GET', '/users/me', { token: leaving.body.token })).body.user).toBeNull()
  })
})

describe('sign-in limits against attempts sent at once', () => {
  const TOO_MANY = /^Trop de tentatives : veuillez réessayer dans \d+ (secondes?|minutes?)$/
  // Default limits of the shared server: 10 failures per address and account, 30 per address.
  const PER_ADDRESS_AND_ACCOUNT = 10

  for (const [index, route] of ['/auth/login', '/users/login'].entries()) {
    it(`checks at most ${PER_ADDRESS_AND_ACCOUNT} of 30 wrong passwords sent together on ${route}; a right one still signs in and gives its point back`, async () => {
      const token = await loginAsAdmin()
      const target = { email: `cible${index}@commune.local`, password: 'Cible-Mot-De-Passe-2026' }
      const clerk = { email: `agent.rapide${index}@commune.local`, password: 'Agent-Rapide-Mot-De-Passe' }
      for (const account of [target, clerk])
        expect((await api('POST', '/auth/register', { token, json: account })).status).toBe(201)
      const attacker = proxiedFrom(`198.51.100.${index + 1}`)

      const wrong = { email: target.email, password: 'Pas-Le-Bon-Mot-De-Passe' }
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => api('POST', route, { json: wrong, headers: attacker })),
      )
      const checked = answers.filter((answer) => answer.status === 401)
      const refused = answers.filter((answer) => answer.status === 429)
      expect(checked.length + refused.length).toBe(30)
      expect(checked.length).toBeLessThanOrEqual(PER_ADDRESS_AND_ACCOUNT)
      for (const answer of refused) expect(answer.body.message).toMatch(TOO_MANY)

      // From the same address, the right password of another account signs in more often than the
      // limit allows failures: each success gave its point back.
      for (let attempt = 0; attempt <= PER_ADDRESS_AND_ACCOUNT; attempt++) {
        expect((await api('POST', route, { json: clerk, headers: attacker })).status, `sign-in ${attempt + 1}`).toBe(
          200,
        )
      }
    }, 60_000)
  }
})

describe('forgotten password', () => {
  // SIGN_IN_FAILURE_FLOOR_MS, the floor failed sign-ins already have.
  const FLOOR_MS = 400

  it('answers the same, no sooner than the sign-in floor, for a known and an unknown account', async () => {
    const answers: { status: number; body: unknown; ms: number }[][] = [[], []]
    for (let attempt = 0; attempt < 3; attempt++) {
      for (const [index, email] of [ADMIN.email, `personne${attempt}@commune.local`].entries()) {
        const started = performance.now()
        const response = await api('POST', '/users/forgot-password', {
          json: { email },
          headers: proxiedFrom(`198.51.100.${10 + attempt}`),
        })
        answers[index]!.push({ status: response.status, body: response.body, ms: performance.now() - started })
      }
    }
    const [known, unknown] = answers as [(typeof answers)[0], (typeof answers)[0]]
    expect(known.map(({ status, body }) => ({ status, body }))).toEqual(
      unknown.map(({ status, body }) => ({ status, body })),
    )
    expect(known[0]!.status).toBe(200)
    // A floor, not a comparison of noisy timings.
    for (const { ms } of [...known, ...unknown]) expect(ms).toBeGreaterThanOrEqual(FLOOR_MS - 20)
  })
})

describe('one sign-in across the panel and the site’s screens', () => {
  const cmsUrl = () => inject('cmsUrl')
  /** The panel's session cookie, as Payload's own sign-in sets it. */
  const panelSignIn = async () => {
    const response = await fetch(`${cmsUrl()}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(response.status).toBe(200)
    return response.headers.getSetCookie()[0].split(';')[0]
  }
  const asPanel = (cookie: string) => ({ Cookie: cookie, Origin: cmsUrl() })
  const panelUser = async (cookie: string) =>
    (await api('GET', '/users/me', { headers: asPanel(cookie) })).body.user?.email ?? null

  it('the panel hands its session to the screens with a code that serves once, and signing out of the screens ends the panel’s too', async () => {
    const cookie = await panelSignIn()
    const unknownTool = await api('POST', '/auth/handoff', { headers: asPanel(cookie), json: { to: 'tableur' } })
    expect(unknownTool.status).toBe(400)
    expect(unknownTool.body.message).toBe(SESSION_HANDOFF.unknownTarget)
    const handoff = await api('POST', '/auth/handoff', { headers: asPanel(cookie), json: { to: 'screens' } })
    expect(handoff.status).toBe(200)
    expect(handoff.body.code).toMatch(/^[\w-]{40,}$/)

    const exchange = await api('POST', '/auth/exchange', { json: { code: handoff.body.code } })
    expect(exchange.status).toBe(200)
    expect(exchange.body.user.email).toBe(ADMIN.email)
    expect(exchange.headers.get('set-cookie')).toBeNull()
    expect((await api('GET', '/auth/profile', { token: exchange.body.token })).status).toBe(200)

    const again = await api('POST', '/auth/exchange', { json: { code: handoff.body.code } })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(SESSION_HANDOFF.invalidCode)

    expect(await panelUser(cookie)).toBe(ADMIN.email)
    expect((await api('POST', '/auth/logout', { token: exchange.body.token })).status).toBe(200)
    expect(await panelUser(cookie)).toBeNull()
  })

  it('the screens hand their session to the panel as its cookie, and signing out of the panel ends the screens’ too', async () => {
    const { body } = await api('POST', '/auth/login', { json: ADMIN })
    const handoff = await api('POST', '/auth/handoff', { token: body.token, json: { to: 'panel' } })
    expect(handoff.status).toBe(200)
    const exchange = await api('POST', '/auth/exchange', { json: { code: handoff.body.code } })
    expect(exchange.status).toBe(200)
    expect(exchange.body.token).toBeUndefined()
    const cookie = exchange.headers.getSetCookie()[0].split(';')[0]
    expect(cookie).toMatch(/-token=./)
    expect(await panelUser(cookie)).toBe(ADMIN.email)

    expect((await fetch(`${cmsUrl()}/api/users/logout`, { method: 'POST', headers: asPanel(cookie) })).status).toBe(200)
    expect((await api('GET', '/auth/profile', { token: body.token })).status).toBe(401)
  })

  it('refuses a code without a session, an unknown or malformed code, and a code whose session has ended, in French', async () => {
    const anonymous = await api('POST', '/auth/handoff', { json: { to: 'screens' } })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toBe(ACCOUNT_MESSAGES.sessionInvalid)
    const { body } = await api('POST', '/auth/login', { json: ADMIN })
    expect((await api('POST', '/auth/handoff', { token: body.token, json: { to: 'ailleurs' } })).status).toBe(400)
    for (const json of [{ code: 'inconnu' }, { code: 42 }, {}, []]) {
      const refused = await api('POST', '/auth/exchange', { json })
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBeTruthy()
    }
    expect((await api('POST', '/auth/exchange', { raw: { body: '{"code":', type: 'application/json' } })).status).toBe(
      400,
    )

    const handoff = await api('POST', '/auth/handoff', { token: body.token, json: { to: 'screens' } })
    await api('POST', '/auth/logout', { token: body.token })
    const ended = await api('POST', '/auth/exchange', { json: { code: handoff.body.code } })
    expect(ended.status).toBe(400)
    expect(ended.body.message).toBe(SESSION_HANDOFF.invalidCode)
  })
})

describe('accounts', () => {
  it('registration stays closed to anonymous callers by every route', async () => {
    const intruder = { email: 'intrus.natif@exemple.sn', password: 'Un-Mot-De-Passe-Tres-Long-1' }
    for (const route of ['/auth/register', '/users/first-register', '/users']) {
      const response = await api('POST', route, { json: intruder })
      expect(response.status, route).toBe(401)
      expect(response.body.message, route).toBeTruthy()
    }
    expect((await api('POST', '/auth/login', { json: intruder })).status).toBe(401)
  })

  it('never lets a bulk delete or demotion remove every administrator', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs('users')
    const bulk = await api('DELETE', '/users?where[id][exists]=true', { token })
    expect(bulk.status).toBe(409)
    expect(bulk.body.message).toBe(ACCOUNT_MESSAGES.lastAdministratorDelete)
    const demote = await api('PATCH', '/users?where[id][exists]=true', { token, json: { role: 'visiteur' } })
    expect(demote.status).toBe(409)
    expect(demote.body.message).toBe(ACCOUNT_MESSAGES.lastAdministratorRole)
    expect(await storedDocs('users')).toEqual(before)
  })

  it('refuses common, breached-list and trivial passwords in French, at creation and change', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs('users')
    for (const password of ['aaaaaaaaaaaa', 'password1234', '123456789012', 'azertyuiop12', 'motdepasse123']) {
      const response = await api('POST', '/auth/register', { token, json: { email: 'faible@commune.local', password } })
      expect(response.status, password).toBe(400)
      expect(response.body.message, password).toBe(ACCOUNT_MESSAGES.weakPassword)
      const native = await api('POST', '/users', {
        token,
        json: { email: 'faible@commune.local', password, role: 'admin' },
      })
      expect(native.status, password).toBe(400)
      expect(native.body.message, password).toBe(ACCOUNT_MESSAGES.weakPassword)
    }
    // The account's own address is no password either.
    const own = await api('POST', '/auth/register', {
      token,
      json: { email: 'mamadou.diop.mairie@commune.local', password: 'mamadou.diop.mairie' },
    })
    expect(own.status).toBe(400)
    expect(own.body.message).toBe(ACCOUNT_MESSAGES.weakPassword)
    const [admin] = before as { id: number }[]
    const change = await api('PATCH', `/users/${admin!.id}`, { token, json: { password: 'password1234' } })
    expect(change.status).toBe(400)
    expect(change.body.message).toBe(ACCOUNT_MESSAGES.weakPassword)
    expect(await storedDocs('users')).toEqual(before)
    expect((await api('POST', '/auth/login', { json: ADMIN })).status).toBe(200)
  })

  it('refuses an account address of 321 characters, and takes one of 320', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs('users')
    const tooLong = `${'a'.repeat(310)}@exemple.sn`
    expect(tooLong).toHaveLength(321)
    for (const [method, route] of [
      ['POST', '/auth/register'],
      ['POST', '/users'],
    ] as const) {
      const response = await api(method, route, {
        token,
        json: { email: tooLong, password: 'Agent-Longue-Adresse-4', role: 'admin' },
      })
      expect(response.status, route).toBe(400)
      expect(response.body.message, route).toBe(MESSAGES.invalidEmail)
    }
    expect(await storedDocs('users')).toEqual(before)
    // 64 characters before the @, then labels of at most 63: the longest address SMTP allows.
    const longest = `${'b'.repeat(64)}@${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(60)}.sn`
    expect(longest).toHaveLength(320)
    const created = await api('POST', '/auth/register', {
      token,
      json: { email: longest, password: 'Agent-Longue-Adresse-4' },
    })
    expect(created.status).toBe(201)
    expect((await api('DELETE', `/users/${created.body.user.id}`, { token })).status).toBe(200)
  })
})
