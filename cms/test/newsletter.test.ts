import { describe, expect, inject, it } from 'vitest'

import { api, loginAsAdmin, storedDocs } from './api'
import {
  CHECK_INBOX,
  CONFIRMED,
  CONFIRM_PAGE,
  LINK_INVALID,
  SITE,
  TOPICS_REQUIRED,
  UNSUBSCRIBED,
  UNSUBSCRIBE_PAGE,
  confirmedSubscriber,
  linkQuery,
  linksOf,
  mailTo,
  recordedFor,
  signUp,
  uniqueEmail,
  waitForMailTo,
} from './newsletter'

type Subscriber = { id: number; email: string; confirmedAt?: string | null; invitedToConfirmAt?: string | null }
type Stored = Subscriber & { topics: string[] }

const withEmail = async (email: string) =>
  ((await storedDocs('newsletter-subscribers')) as Stored[]).filter((doc) => doc.email === email)

describe('signing up', () => {
  it('answers a new, an unconfirmed and a confirmed address alike, and confirms through the e-mailed link', async () => {
    const email = uniqueEmail('awa.diallo')
    const answers = [await signUp(`  ${email.toUpperCase()} `)]
    const mail = await waitForMailTo(email)
    const [stored] = await withEmail(email)
    expect(stored!.confirmedAt ?? null).toBeNull()
    expect(stored!.invitedToConfirmAt).toBeTruthy()
    expect(mail.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${inject('cmsUrl')}/api/newsletter-subscribers/unsubscribe\\?abonne=${stored!.id}&jeton=`),
    )
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(linksOf(mail).some((link) => link.startsWith(UNSUBSCRIBE_PAGE))).toBe(true)

    answers.push(await signUp(email)) // known, unconfirmed: a new link
    await expect.poll(() => mailTo(email).length).toBe(2)
    const link = linkQuery(mail, CONFIRM_PAGE)
    expect(link.subscriber).toBe(String(stored!.id))
    const topics = ['actualites-sante', 'agenda']
    const confirmed = await api('POST', '/newsletter-subscribers/confirm', { json: { ...link, topics } })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ message: CONFIRMED })
    const [after] = await withEmail(email)
    expect(after!.confirmedAt).toBeTruthy()
    expect(after!.topics).toEqual(topics)

    answers.push(await signUp(email)) // confirmed: told so, once a day
    const told = await waitForMailTo(email, (each) => /déjà inscrit/.test(each.subject))
    expect(told.text).toContain(UNSUBSCRIBE_PAGE)
    answers.push(await signUp(email))
    const records = await recordedFor(email)
    expect(records.filter((record) => record.template !== 'newsletterIssue')).toHaveLength(3)
    for (const answer of answers)
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 202,
        body: { message: CHECK_INBOX },
      })
    expect(await withEmail(email)).toHaveLength(1)
  })

  it('sends an unconfirmed address three confirmation e-mails a day at most', async () => {
    const email = uniqueEmail('moussa.ba')
    for (let i = 0; i < 5; i += 1) expect((await signUp(email)).status).toBe(202)
    expect((await recordedFor(email)).map((record) => record.template)).toEqual(Array(3).fill('newsletterConfirmation'))
  })

  it('keeps one subscription when the same address is sent several times at once', async () => {
    const email = uniqueEmail('double.clic')
    const responses = await Promise.all([email, email.toUpperCase(), ` ${email}`, email].map((each) => signUp(each)))
    expect(responses.map((response) => response.status)).toEqual([202, 202, 202, 202])
    expect(await withEmail(email)).toHaveLength(1)
  })

  it('puts only the commune’s own addresses in its e-mails, whatever Host the request named', async () => {
    const email = uniqueEmail('forged.host')
    const answer = await signUp(email, { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' })
    expect(answer.status).toBe(202)
    const mail = await waitForMailTo(email)
    const links = [...linksOf(mail), mail.headers['list-unsubscribe']!.slice(1, -1)]
    expect(links.length).toBeGreaterThan(2)
    for (const link of links)
      expect(link.startsWith(`${SITE}/`) || link.startsWith(`${inject('cmsUrl')}/`), link).toBe(true)
  })

  it('asks for an address, then for a valid one, storing nothing', async () => {
    const before = await storedDocs('newsletter-subscribers')
    for (const body of [{}, { email: '' }, { email: '   ' }]) {
      const response = await api('POST', '/newsletter-subscribers', { json: body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.message, JSON.stringify(body)).toBe('Veuillez saisir votre adresse email')
    }
    for (const email of ['pas-un-email', 'awa@exemple', 'a b@exemple.sn', `${'a'.repeat(320)}@exemple.sn`, 42]) {
      const response = await api('POST', '/newsletter-subscribers', { json: { email } })
      expect(response.status, String(email)).toBe(400)
      expect(response.body.message, String(email)).toMatch(/^Veuillez saisir/)
    }
    const malformed = await api('POST', '/newsletter-subscribers', {
      raw: { body: '{"email":', type: 'application/json' },
    })
    expect(malformed.status).toBe(400)
    expect(await storedDocs('newsletter-subscribers')).toEqual(before)
  })
})

describe('confirming and unsubscribing', () => {
  it('refuses a link that is not the commune’s, or no topic, in French', async () => {
    const email = uniqueEmail('fatou')
    await signUp(email)
    const link = linkQuery(await waitForMailTo(email), CONFIRM_PAGE)
    const confirm = (json: unknown) => api('POST', '/newsletter-subscribers/confirm', { json })
    for (const json of [
      {},
      { subscriber: link.subscriber },
      { ...link, token: `${link.token.slice(0, -1)}${link.token.endsWith('x') ? 'y' : 'x'}`, topics: ['agenda'] },
      { ...link, subscriber: '987654', topics: ['agenda'] },
      { ...link, subscriber: 'abc', topics: ['agenda'] },
      { subscriber: ['1'], token: { a: 1 }, topics: 'agenda' },
    ]) {
      const response = await confirm(json)
      expect({ status: response.status, message: response.body.message }, JSON.stringify(json)).toEqual({
        status: 400,
        message: LINK_INVALID,
      })
    }
    for (const topics of [undefined, [], ['sport'], 'agenda', [1, null]]) {
      const response = await confirm({ ...link, topics })
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message: TOPICS_REQUIRED,
      })
    }
    // Not a JSON object: the API's own French refusal.
    for (const body of ['{', '[]', '"abonne"']) {
      const malformed = await api('POST', '/newsletter-subscribers/confirm', {
        raw: { body, type: 'application/json' },
      })
      expect(malformed.status, body).toBe(400)
      expect(malformed.body.message, body).toMatch(/^[A-ZÀ-Ý].* [a-zà-ÿ]/)
    }
    expect((await withEmail(email))[0]!.confirmedAt ?? null).toBeNull()

    // The link stops working once the address it was sent to changes.
    const token = await loginAsAdmin()
    const changed = uniqueEmail('fatou.nouvelle')
    await api('PATCH', `/newsletter-subscribers/${link.subscriber}`, { token, json: { email: changed } })
    expect((await confirm({ ...link, topics: ['agenda'] })).body.message).toBe(LINK_INVALID)
  })

  it('forgets the address from the page’s button or the mail client’s one click, and answers a second click alike', async () => {
    const [first, second] = [uniqueEmail('ibrahima'), uniqueEmail('khady')]
    await confirmedSubscriber(first, ['agenda'])
    await confirmedSubscriber(second, ['alertes'])

    const page = linkQuery(mailTo(first)[0]!, UNSUBSCRIBE_PAGE)
    const bad = await api('POST', '/newsletter-subscribers/unsubscribe', { json: { ...page, token: 'x'.repeat(32) } })
    expect({ status: bad.status, message: bad.body.message }).toEqual({ status: 400, message: LINK_INVALID })
    for (let i = 0; i < 2; i += 1) {
      const response = await api('POST', '/newsletter-subscribers/unsubscribe', { json: page })
      expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: { message: UNSUBSCRIBED } })
    }
    expect(await withEmail(first)).toEqual([])

    // RFC 8058: a POST to the List-Unsubscribe address, form-encoded, no cookie, no token of an account.
    const oneClick = mailTo(second)[0]!.headers['list-unsubscribe']!.slice(1, -1)
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(oneClick, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ message: UNSUBSCRIBED })
    }
    expect(await withEmail(second)).toEqual([])
    const forged = await fetch(oneClick.replace(/jeton=[^&]+/, `jeton=${'y'.repeat(32)}`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(forged.status).toBe(400)
  })
})

describe('staff tools', () => {
  it('lets administrators alone read, export and invite; editors and visitors get nothing', async () => {
    const admin = await loginAsAdmin()
    const email = `redactrice-${Date.now()}@commune.local`
    const password = 'Lettre-Mot-De-Passe-2026'
    await api('POST', '/users', { token: admin, json: { email, password, role: 'editor', displayName: 'Awa Sarr' } })
    const editor = (await api('POST', '/auth/login', { json: { email, password } })).body.token as string
    for (const [method, path] of [
      ['GET', '/newsletter-subscribers'],
      ['GET', '/newsletter-subscribers/export'],
      ['POST', '/newsletter-subscribers/invite-unconfirmed'],
    ] as const) {
      expect((await api(method, path)).status, `${method} ${path} anonyme`).toBe(401)
      expect((await api(method, path, { token: editor })).status, `${method} ${path} rédacteur`).toBe(403)
    }

    const confirmed = uniqueEmail('exporte')
    await confirmedSubscriber(confirmed, ['agenda', 'alertes'])
    const csv = await fetch(`${inject('cmsUrl')}/api/newsletter-subscribers/export`, {
      headers: { Authorization: `Bearer ${admin}` },
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('Adresse e-mail,Confirmée le,Sujets,Inscrite le')
    const row = lines.find((line) => line.startsWith(`${confirmed},`))
    expect(row).toMatch(/^[^,]+,\d{1,2}(er)? \S+ \d{4},"Agenda : les nouveaux rendez-vous ; Alertes : [^"]+",\d/)
  })

  it('sends the addresses stored before confirmation existed one invitation, whose link confirms', async () => {
    const admin = await loginAsAdmin()
    const email = uniqueEmail('ancienne')
    await signUp(email)
    const [stored] = await withEmail(email)
    // As an address stored before confirmation existed: never asked.
    await api('PATCH', `/newsletter-subscribers/${stored!.id}`, { token: admin, json: { invitedToConfirmAt: null } })
    const invited = await api('POST', '/newsletter-subscribers/invite-unconfirmed', { token: admin })
    expect(invited.status).toBe(200)
    expect(invited.body.count).toBeGreaterThanOrEqual(1)
    expect(invited.body.message).toMatch(/^Invitations? envoyées? à \d+ adresses?\.$/)
    const mail = await waitForMailTo(email, (each) => each.subject.startsWith('Continuez'))
    expect((await withEmail(email))[0]!.invitedToConfirmAt).toBeTruthy()
    expect((await api('POST', '/newsletter-subscribers/invite-unconfirmed', { token: admin })).body.count).toBe(0)

    const confirmed = await api('POST', '/newsletter-subscribers/confirm', {
      json: { ...linkQuery(mail, CONFIRM_PAGE), topics: ['alertes'] },
    })
    expect(confirmed.body).toEqual({ message: CONFIRMED })
  })
})
