import { request } from 'node:http'

import { CONTACT_REPLY_MESSAGES, REQUEST_MESSAGES, ROLE_LABELS, WORKFLOW_MESSAGES } from 'shared-types'
import { describe, expect, inject, it } from 'vitest'

import { UNKNOWN_ID, api, loginAsAdmin } from './api'
import { linkIn, receivedMail, waitForMail } from './mailbox'
import { ADMIN } from './server'

const PASSWORD = 'Reponses-Mot-De-Passe-2026'
const COMMUNE_EMAIL = 'contact@darousalam.sn'
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** A staff account of the given role, signed in with a token and with the panel's session cookie. */
async function staff(role: 'editor' | 'writer') {
  const email = `${role}-${unique()}@commune.local`
  const created = await api('POST', '/users', {
    token: await loginAsAdmin(),
    json: { email, password: PASSWORD, role, displayName: role === 'editor' ? 'Awa Ndiaye' : 'Ibou Sarr' },
  })
  expect(created.status).toBe(201)
  return {
    token: (await api('POST', '/auth/login', { json: { email, password: PASSWORD } })).body.token as string,
    cookie: await panelCookie({ email, password: PASSWORD }),
  }
}

async function panelCookie(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${inject('cmsUrl')}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  })
  expect(response.status).toBe(200)
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

/** A page of the panel opened by a signed-in browser (Payload takes its cookie from a navigation only). */
const asBrowser = (cookie: string) => ({ Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' })

/** A citizen's message sent as a browser would, but with a forged Host (fetch cannot set one). */
function sendWithForgedHost(message: Record<string, string>): Promise<{ status: number; body: any }> {
  const url = new URL(`${inject('cmsUrl')}/api/contact-messages`)
  const body = JSON.stringify(message)
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          Host: 'mairie-piegee.example',
          'X-Forwarded-Host': 'mairie-piegee.example',
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || 'null') }))
      },
    )
    call.on('error', reject)
    call.end(body)
  })
}

async function newMessage(subject: string) {
  const email = `citoyen-${unique()}@example.sn`
  const message = { name: 'Fatou Diallo', email, subject, message: 'Bonjour,\nLe puits du quartier Nord est en panne.' }
  const created = await api('POST', '/contact-messages', { json: message })
  expect(created.status).toBe(201)
  return { ...message, id: created.body.doc.id as number }
}

const repliesTo = async (to: string) =>
  (
    await api('GET', `/outbound-messages?depth=0&where[to][equals]=${encodeURIComponent(to)}`, {
      token: await loginAsAdmin(),
    })
  ).body.totalDocs as number

describe('a contact message tells the commune', () => {
  it('by e-mail at its contact address, answerable to the citizen, with a link to the panel from SERVER_URL', async () => {
    const email = `citoyen-${unique()}@example.sn`
    const subject = `Puits en panne ${unique()}`
    const sent = await sendWithForgedHost({ name: 'Fatou Diallo', email, subject, message: 'Le puits est en panne.' })
    expect(sent.status).toBe(201)

    const mail = await waitForMail(inject('mailDir'), (each) => each.subject.includes(subject))
    expect(mail.to).toEqual([COMMUNE_EMAIL])
    expect(mail.replyTo).toContain(email)
    expect(mail.text).toContain('Fatou Diallo')
    expect(mail.text).toContain('Le puits est en panne.')
    const link = linkIn(mail, `${inject('cmsUrl')}/admin/collections/contact-messages/`)
    expect(link).toBe(`${inject('cmsUrl')}/admin/collections/contact-messages/${sent.body.doc.id}`)
    expect(mail.html).not.toContain('mairie-piegee.example')
    const opened = await fetch(link, { headers: asBrowser(await panelCookie(ADMIN)) })
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain(subject)
  })
})

describe('POST /api/contact-messages/:id/reply', () => {
  it('an editor’s answer reaches the citizen with the quoted message, is kept and marks the message answered', async () => {
    const editor = await staff('editor')
    const message = await newMessage(`Éclairage ${unique()}`)
    const text = 'Bonjour Madame,\n\nUne équipe passe jeudi réparer le puits.'
    const replied = await api('POST', `/contact-messages/${message.id}/reply`, { token: editor.token, json: { text } })
    expect(replied.status).toBe(200)
    expect(replied.body.message).toBe(`Réponse envoyée à ${message.email}.`)
    expect(replied.body.doc.followUp).toBe('answered')

    const mail = await waitForMail(inject('mailDir'), (each) => each.to.includes(message.email))
    expect(mail.subject).toBe(`Re : ${message.subject}`)
    expect(mail.replyTo).toContain(COMMUNE_EMAIL)
    expect(mail.text).toContain('Une équipe passe jeudi réparer le puits.')
    expect(mail.text).toContain('> Le puits du quartier Nord est en panne.')
    expect(mail.text).toContain('Commune de Darou Salam')

    const stored = await api('GET', `/contact-messages/${message.id}?depth=0`, { token: await loginAsAdmin() })
    expect(stored.body.followUp).toBe('answered')
    expect(stored.body.replies).toHaveLength(1)
    expect(stored.body.replies[0]).toMatchObject({ text: text.trim() })
    expect(stored.body.replies[0].author).toEqual(expect.any(Number))
    expect(stored.body.replies[0].outboundMessage).toEqual(expect.any(Number))
    expect(Date.parse(stored.body.replies[0].sentAt)).toBeGreaterThan(Date.now() - 60_000)

    // The message's page in the panel lists the reply, dated and signed, above the answer form.
    const page = await pageText(`/admin/collections/contact-messages/${message.id}`, editor.cookie)
    expect(page).toMatch(/Envoyée le \d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2} par Awa Ndiaye/)
    expect(page).toContain('Une équipe passe jeudi réparer le puits.')
    expect(page).toContain('Répondre au citoyen par e-mail')
    expect(page).toContain('Envoyer la réponse')

    // A save of the panel's form, made before the reply, does not take it back.
    await api('PATCH', `/contact-messages/${message.id}`, { token: editor.token, json: { replies: [] } })
    expect((await api('GET', `/contact-messages/${message.id}`, { token: editor.token })).body.replies).toHaveLength(1)
  })

  it('is refused to writers and anonymous callers, who cannot read the message either', async () => {
    const writer = await staff('writer')
    const message = await newMessage(`Refus ${unique()}`)
    const path = `/contact-messages/${message.id}/reply`
    const anonymous = await api('POST', path, { json: { text: 'Réponse' } })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toBe(REQUEST_MESSAGES.signInRequired)
    const byWriter = await api('POST', path, { token: writer.token, json: { text: 'Réponse' } })
    expect(byWriter.status).toBe(403)
    expect(byWriter.body.message).toBe(WORKFLOW_MESSAGES.forbiddenForRole(ROLE_LABELS.writer))
    expect((await api('GET', `/contact-messages/${message.id}`, { token: writer.token })).status).toBe(403)
    expect((await api('GET', `/contact-messages/${message.id}`)).status).toBe(401)
    expect(await repliesTo(message.email)).toBe(0)
  })

  it('refuses bad input in French, storing and sending nothing', async () => {
    const token = await loginAsAdmin()
    const message = await newMessage(`Mauvaise saisie ${unique()}`)
    const path = `/contact-messages/${message.id}/reply`
    const refusals: [unknown, string][] = [
      [{ text: '   \n ' }, CONTACT_REPLY_MESSAGES.blank],
      [{}, CONTACT_REPLY_MESSAGES.blank],
      [{ text: 42 }, CONTACT_REPLY_MESSAGES.blank],
      [{ text: 'x'.repeat(5001) }, CONTACT_REPLY_MESSAGES.tooLong],
    ]
    for (const [json, expected] of refusals) {
      const refused = await api('POST', path, { token, json })
      expect(refused.status, JSON.stringify(json).slice(0, 40)).toBe(400)
      expect(refused.body.message).toBe(expected)
    }
    const malformed = await api('POST', path, { token, raw: { body: '{"text": "Bonjour', type: 'application/json' } })
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toBe(REQUEST_MESSAGES.invalidJson)
    const unknown = await api('POST', `/contact-messages/${UNKNOWN_ID}/reply`, { token, json: { text: 'Bonjour' } })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Message non trouvé')

    const stored = await api('GET', `/contact-messages/${message.id}?depth=0`, { token })
    expect(stored.body).toMatchObject({ followUp: 'new', replies: [] })
    expect(await repliesTo(message.email)).toBe(0)
    expect(receivedMail(inject('mailDir')).filter((mail) => mail.to.includes(message.email))).toEqual([])
  })
})

/** A panel page's visible text: tags dropped, React's text separators too. */
async function pageText(path: string, cookie: string): Promise<string> {
  const response = await fetch(`${inject('cmsUrl')}${path}`, { headers: asBrowser(cookie) })
  expect(response.status).toBe(200)
  return (await response.text())
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
}

describe('the dashboard', () => {
  it('shows administrators the messages by state and what the commune sent, with the chart’s text', async () => {
    const token = await loginAsAdmin()
    await newMessage(`Tableau de bord ${unique()}`)
    await waitForMail(inject('mailDir'), (mail) => mail.subject.includes('Tableau de bord'))
    const count = async (state: string) =>
      (await api('GET', `/contact-messages?limit=1&where[followUp][equals]=${state}`, { token })).body.totalDocs
    const first = new Date(Date.now() - 29 * 24 * 3600 * 1000).toISOString().slice(0, 10)
    const sent = async () =>
      (
        await api(
          'GET',
          `/outbound-messages?limit=1&where[channel][equals]=email&where[status][equals]=sent&where[sentAt][greater_than_equal]=${first}`,
          {
            token,
          },
        )
      ).body.totalDocs as number

    const apiCounts = async () => {
      const [fresh, inProgress, answered, closed, total] = await Promise.all([
        count('new'),
        count('inProgress'),
        count('answered'),
        count('closed'),
        sent(),
      ])
      return { fresh, inProgress, answered, closed, total }
    }
    /** The figures the page shows, read back from its text (« Aucun e-mail envoyé » is 0). */
    const pageCounts = (text: string) => {
      const figure = (pattern: RegExp) => Number(text.match(pattern)?.[1] ?? Number.NaN)
      return {
        fresh: figure(/(?:^|\s)(\d+) nouveaux/),
        inProgress: figure(/(?:^|\s)(\d+) en cours/),
        answered: figure(/(?:^|\s)(\d+) répondus/),
        closed: figure(/(?:^|\s)(\d+) clos/),
        total: text.includes('Aucun e-mail envoyé ces 30 derniers jours')
          ? 0
          : figure(/(?:^|\s)(\d+) e-mails? envoyés? ces 30 derniers jours/),
      }
    }

    const cookie = await panelCookie(ADMIN)
    let text = ''
    let mismatches: string[] = []
    // Other files add and answer messages on the same server meanwhile: each figure on the page must
    // lie between what the API counted just before and just after it was drawn; a page drawn while
    // the figures moved too far is read again.
    for (let attempt = 0; attempt < 6; attempt++) {
      const before = await apiCounts()
      text = await pageText('/admin', cookie)
      const after = await apiCounts()
      const shown = pageCounts(text)
      mismatches = (Object.keys(shown) as (keyof typeof shown)[])
        .filter((key) => {
          const low = Math.min(before[key], after[key])
          const high = Math.max(before[key], after[key])
          return !(shown[key] >= low && shown[key] <= high)
        })
        .map((key) => `${key}: page ${shown[key]}, API ${before[key]} → ${after[key]}`)
      if (mismatches.length === 0) break
    }
    expect(mismatches).toEqual([])
    expect(pageCounts(text).total).toBeGreaterThan(0)
    expect(text).toContain('Messages des citoyens')
    expect(text).toContain('Envois')
    expect(text).toContain('E-mails envoyés par jour, 30 derniers jours')
    expect(text).toMatch(/\d+ en attente d’envoi/)
    expect(text).toContain('Abonnés confirmés à la lettre, par thème')
    expect(text).toMatch(/\d+ inscriptions? non confirmées?/)
  })

  it('shows editors the messages, not the sending', async () => {
    const editor = await staff('editor')
    const text = await pageText('/admin', editor.cookie)
    expect(text).toContain('Messages des citoyens')
    expect(text).toMatch(/\d+ nouveaux/)
    expect(text).not.toContain('E-mails envoyés par jour')
    expect(text).not.toContain('Abonnés confirmés')
  })
})
