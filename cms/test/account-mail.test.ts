import { ACCOUNT_MAIL, ACCOUNT_MESSAGES, MESSAGES, REQUEST_MESSAGES, WORKFLOW_MESSAGES } from 'shared-types'
import { describe, expect, inject, it } from 'vitest'

import { api, loginAsAdmin, proxiedFrom } from './api'
import { linkIn, waitForMail, type ReceivedMail } from './mailbox'

const STRONG = 'Baobab-Fleuri-Sous-La-Pluie-7'
const OTHER_STRONG = 'Pirogue-Bleue-Au-Matin-42'
let counter = 0
/** An address no other test uses (the suite's server keeps its accounts). */
const newAddress = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}@commune.sn`

const mailTo = (address: string) => (mail: ReceivedMail) => mail.to.includes(address)
const resetToken = (link: string) => decodeURIComponent(link.split('/admin/reset/')[1]!)
const signIn = (email: string, password: string) => api('POST', '/auth/login', { json: { email, password } })

/** What « Envois » recorded for an address: the panel's list of what the commune sent. */
async function sentTo(address: string): Promise<{ template: string; subject: string }[]> {
  const token = await loginAsAdmin()
  const where = `where[to][equals]=${encodeURIComponent(address)}&depth=0&sort=createdAt`
  const { status, body } = await api('GET', `/outbound-messages?${where}`, { token })
  expect(status).toBe(200)
  return body.docs
}

async function createAccount(role: string, password = STRONG) {
  const email = newAddress(role)
  const created = await api('POST', '/users', { token: await loginAsAdmin(), json: { email, password, role } })
  expect(created.status).toBe(201)
  return { email, id: created.body.doc.id as number }
}

describe('forgotten password', () => {
  it('e-mails a French reset link built from the server’s address, whatever Host the request forged; the link sets a password', async () => {
    const clerk = await createAccount('writer')
    const unknown = newAddress('inconnu')
    const forged = { Host: 'piege.example', 'X-Forwarded-Host': 'piege.example', 'X-Forwarded-Proto': 'https' }
    const ask = (email: string, from: string) =>
      api('POST', '/users/forgot-password', { json: { email }, headers: { ...proxiedFrom(from), ...forged } })

    const unknownAnswer = await ask(unknown, '198.51.100.80')
    const knownAnswer = await ask(clerk.email, '198.51.100.81')
    expect(knownAnswer.status).toBe(200)
    expect({ status: unknownAnswer.status, body: unknownAnswer.body }).toEqual({
      status: knownAnswer.status,
      body: knownAnswer.body,
    })

    const mail = await waitForMail(inject('mailDir'), mailTo(clerk.email))
    expect(mail.subject).toBe('Réinitialiser votre mot de passe')
    expect(mail.from).toContain('mairie@commune.example')
    for (const sentence of [
      ACCOUNT_MAIL.resetWhy(clerk.email),
      'Choisir un nouveau mot de passe : ',
      'Ce lien est valable 1 heure',
      "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.",
    ]) {
      expect(mail.text).toContain(sentence)
    }
    expect(`${mail.text}${mail.html}`).not.toContain('piege.example')
    const link = linkIn(mail, `${inject('cmsUrl')}/admin/reset/`)
    expect(mail.html).toContain(link)
    expect(await sentTo(clerk.email)).toMatchObject([{ template: 'passwordReset' }])
    // Nothing was recorded, so nothing will be sent, for the unknown address.
    expect(await sentTo(unknown)).toEqual([])

    const reset = await api('POST', '/users/reset-password', {
      json: { token: resetToken(link), password: OTHER_STRONG },
      headers: proxiedFrom('198.51.100.82'),
    })
    expect(reset.status).toBe(200)
    expect((await signIn(clerk.email, OTHER_STRONG)).status).toBe(200)
    expect((await signIn(clerk.email, STRONG)).status).toBe(401)

    // The link serves once.
    const again = await api('POST', '/users/reset-password', {
      json: { token: resetToken(link), password: STRONG },
      headers: proxiedFrom('198.51.100.82'),
    })
    expect(again.status).toBe(403)
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid)
  })
})

describe('inviting a clerk', () => {
  const invite = async (json: unknown, token?: string) =>
    api('POST', '/users/invite', { json, token: token ?? (await loginAsAdmin()) })

  it('creates the account, e-mails « Choisir mon mot de passe » for 7 days, and the clerk signs in with the role given', async () => {
    const email = newAddress('etat-civil')
    const invited = await invite({ email: email.toUpperCase(), role: 'editor', displayName: 'Service de l’état civil' })
    expect(invited.status).toBe(201)
    expect(invited.body.message).toBe(`Invitation envoyée à ${email}.`)
    expect(invited.body.doc).toMatchObject({ email, role: 'editor', displayName: 'Service de l’état civil' })
    expect(Date.parse(invited.body.doc.invitedAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(invited.body.doc).not.toHaveProperty('hash')

    const mail = await waitForMail(inject('mailDir'), mailTo(email))
    expect(mail.subject).toMatch(/^Invitation à l’administration du site « .+ »$/)
    expect(mail.text).toMatch(/vous invite à rejoindre l’équipe qui gère le site « .+ », avec le rôle « Éditeur »\./)
    expect(mail.text).toContain(`Votre identifiant est votre adresse e-mail : ${email}.`)
    expect(mail.text).toContain('Choisir mon mot de passe : ')
    expect(mail.text).toContain('Ce lien est valable 7 jours')
    expect(await sentTo(email)).toMatchObject([{ template: 'accountInvitation' }])

    const link = linkIn(mail, `${inject('cmsUrl')}/admin/reset/`)
    const chosen = await api('POST', '/users/reset-password', {
      json: { token: resetToken(link), password: STRONG },
      headers: proxiedFrom('198.51.100.90'),
    })
    expect(chosen.status).toBe(200)
    const session = await signIn(email, STRONG)
    expect(session.status).toBe(200)
    expect(session.body.user.role).toBe('editor')

    // Accepted: no longer « invited », and the address is now taken.
    const account = await api('GET', `/users/${invited.body.doc.id}?depth=0`, { token: await loginAsAdmin() })
    expect(account.body.invitedAt ?? null).toBeNull()
    const twice = await invite({ email, role: 'writer' })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(ACCOUNT_MESSAGES.invitationAddressUsed)
    expect((await signIn(email, STRONG)).body.user.role).toBe('editor')
  })

  it('sends an unanswered invitation again: a new link, and the first one no longer works', async () => {
    const email = newAddress('relance')
    expect((await invite({ email, role: 'writer' })).status).toBe(201)
    const first = linkIn(await waitForMail(inject('mailDir'), mailTo(email)), `${inject('cmsUrl')}/admin/reset/`)
    const again = await invite({ email, role: 'writer' })
    expect(again.status).toBe(200)
    expect(again.body.message).toBe(`Invitation envoyée à ${email}.`)
    const mailDir = inject('mailDir')
    const second = linkIn(
      await waitForMail(mailDir, (mail) => mailTo(email)(mail) && !mail.text.includes(first)),
      `${inject('cmsUrl')}/admin/reset/`,
    )
    const withFirst = await api('POST', '/users/reset-password', {
      json: { token: resetToken(first), password: STRONG },
      headers: proxiedFrom('198.51.100.91'),
    })
    expect(withFirst.status).toBe(403)
    expect(withFirst.body.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid)
    const withSecond = await api('POST', '/users/reset-password', {
      json: { token: resetToken(second), password: STRONG },
      headers: proxiedFrom('198.51.100.91'),
    })
    expect(withSecond.status).toBe(200)
  })

  it('is for administrators only, and refuses bad input in French without creating anything', async () => {
    const email = newAddress('refus')
    expect((await api('POST', '/users/invite', { json: { email, role: 'writer' } })).status).toBe(401)
    const editor = await createAccount('editor')
    const editorToken = (await signIn(editor.email, STRONG)).body.token as string
    const byEditor = await invite({ email, role: 'writer' }, editorToken)
    expect(byEditor.status).toBe(403)
    expect(byEditor.body.message).toBe(WORKFLOW_MESSAGES.forbiddenForRole('Éditeur'))

    const token = await loginAsAdmin()
    const malformed = await api('POST', '/users/invite', {
      token,
      raw: { body: '{"email":', type: 'application/json' },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toBe(REQUEST_MESSAGES.invalidJson)
    for (const [body, message] of [
      [{ role: 'writer' }, MESSAGES.invalidEmail],
      [{ email: 'pas-une-adresse', role: 'writer' }, MESSAGES.invalidEmail],
      [{ email: ['x@commune.sn'], role: 'writer' }, MESSAGES.invalidEmail],
      [{ email, role: 'maire' }, ACCOUNT_MESSAGES.invitationRole],
      [{ email }, ACCOUNT_MESSAGES.invitationRole],
      [{ email, role: 'writer', displayName: 42 }, ACCOUNT_MESSAGES.invitationDisplayName],
    ] as const) {
      const refused = await invite(body, token)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.message).toBe(message)
    }
    const accounts = await api('GET', `/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { token })
    expect(accounts.body.totalDocs).toBe(0)
    expect(await sentTo(email)).toEqual([])
  })
})

describe('the accounts list in the panel', () => {
  const accountsPage = async (token: string) => {
    const response = await fetch(`${inject('cmsUrl')}/admin/collections/users`, {
      headers: { Authorization: `JWT ${token}` },
    })
    return { status: response.status, html: await response.text() }
  }

  it('offers administrators « Inviter un membre du personnel » with the role labels, and nobody else', async () => {
    const page = await accountsPage(await loginAsAdmin())
    expect(page.status).toBe(200)
    for (const text of ['Inviter un membre du personnel', 'Adresse e-mail', 'Rôle', 'Rédacteur', 'Éditeur']) {
      expect(page.html).toContain(text)
    }
    expect(page.html).toContain('Envoyer l&#x27;invitation')
    const editor = await createAccount('editor')
    const editorPage = await accountsPage((await signIn(editor.email, STRONG)).body.token)
    expect(editorPage.html).not.toContain('Inviter un membre du personnel')
  })
})
