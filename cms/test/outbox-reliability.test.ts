import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { type Mailbox, receivedMail, startMailbox } from './mailbox'
import { type SmsGateway, codeIn, gatewayRequests, receivedSms, startSmsGateway, waitForSms } from './smsGateway'
import { ADMIN, PROXY_SECRET, type RunningCms, startCms } from './server'
import { until } from './until'

/**
 * Nothing the commune sends is lost (docs/product/messages.md#sending, docs/product/sms.md#operators):
 * the SMTP relay and the SMS operator down for the first tries, then the CMS killed (SIGKILL) and
 * restarted, then both back: every e-mail and SMS arrives. A
 * CMS killed after the relay accepted a message and before it wrote so sends it again, with the same
 * Message-ID, so the copy is recognisably the same message.
 */
type Record = {
  id: number
  channel: string
  to: string
  text: string
  status: string
  attempts: number
  messageId: string
  lastError?: string
}

const mailDir = mkdtempSync(path.join(tmpdir(), 'commune-outbox-'))
const smsDir = mkdtempSync(path.join(tmpdir(), 'commune-outbox-sms-'))
let mailbox: Mailbox | undefined
let gateway: SmsGateway | undefined
let cms: RunningCms | undefined

/** SMS through a generic operator's HTTP API, here the stand-in's: the URL, a header, a body template. */
const smsEnv = () => ({
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: `${gateway!.url}/generic/send?compte=commune`,
  SMS_HTTP_HEADERS: JSON.stringify({ Authorization: 'Token cle-du-fournisseur' }),
  SMS_HTTP_BODY: '{"to":"{{to}}","from":"{{from}}","text":"{{text}}","type":"texte"}',
  SMS_HTTP_SENDER: 'MAIRIE',
})

const env = (smtpUrl: string) => ({
  ...smsEnv(),
  SMTP_URL: smtpUrl,
  SMTP_FROM: 'mairie@commune.example',
  MESSAGE_RETRY_BASE_MS: '300',
  MESSAGE_RETRY_MAX_MS: '1500',
  JOBS_AUTORUN_SECONDS: '1',
  // A send whose claim was not renewed for 2 s was left by a dead process.
  JOB_LEASE_MS: '2000',
})

async function call(method: string, url: string, options: { token?: string; json?: unknown; from?: string } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      // Each request from its own client address: the per-address limits stay out of the way.
      ...(options.from ? { 'X-Forwarded-For': options.from, 'X-Proxy-Secret': PROXY_SECRET } : {}),
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

const signIn = async (url: string) =>
  (await call('POST', `${url}/api/auth/login`, { json: ADMIN })).body.token as string

async function records(url: string, token: string): Promise<Record[]> {
  const { body } = await call('GET', `${url}/api/outbound-messages?limit=100&sort=id&depth=0`, { token })
  return body.docs as Record[]
}

/** A password-reset request for `email`: one message queued for it (a known account). */
const requestReset = (url: string, email: string, from: string) =>
  call('POST', `${url}/api/users/forgot-password`, { json: { email }, from })

afterAll(async () => {
  await cms?.stop()
  await mailbox?.stop()
  await gateway?.stop()
  rmSync(mailDir, { recursive: true, force: true })
  rmSync(smsDir, { recursive: true, force: true })
})

describe('the outbox across an SMTP outage and kill -9', () => {
  it('delivers every e-mail and SMS once the relay and the operator are back, after a crash and a restart', async () => {
    mailbox = await startMailbox(mailDir)
    gateway = await startSmsGateway(smsDir)
    await mailbox.down()
    cms = await startCms({ env: env(mailbox.url) })
    let token = await signIn(cms.url)

    // Three citizens subscribe their phones through a generic operator (its request checked), then it goes down.
    const phones = ['+221771110001', '+221771110002', '+221771110003']
    for (const [index, phone] of phones.entries()) {
      const from = `10.20.2.${index + 1}`
      expect(
        (await call('POST', `${cms.url}/api/sms-subscribers`, { json: { phone, topics: ['alertes'] }, from })).status,
      ).toBe(202)
      const code = codeIn(await waitForSms(smsDir, phone))
      const confirmed = await call('POST', `${cms.url}/api/sms-subscribers/confirm`, { json: { phone, code }, from })
      expect(confirmed.status).toBe(200)
    }
    const [first] = gatewayRequests(smsDir)
    expect(first).toMatchObject({ kind: 'generic', method: 'POST', url: '/generic/send?compte=commune' })
    expect(first!.headers.authorization).toBe('Token cle-du-fournisseur')
    expect(first!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(first!.body)).toEqual({
      to: phones[0],
      from: 'MAIRIE',
      text: expect.stringMatching(/^Commune de Darou Salam : votre code est \d{6}\./),
      type: 'texte',
    })
    await gateway.down()

    const clerks = ['aissatou@commune.example', 'babacar@commune.example']
    for (const email of clerks) {
      const created = await call('POST', `${cms.url}/api/users`, {
        token,
        json: { email, password: 'Mot-De-Passe-Solide-2026', role: 'writer' },
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
    }
    const recipients = [ADMIN.email, ...clerks]
    for (const [index, email] of recipients.entries()) {
      expect((await requestReset(cms.url, email, `10.20.0.${index + 1}`)).status).toBe(200)
    }
    const message = 'Alerte "crue" : evitez le gue'
    expect(
      (await call('POST', `${cms.url}/api/sms-alerts`, { token, json: { message, confirmed: true } })).status,
    ).toBe(201)

    // The relay and the operator refuse connections: every message is tried, refused, and waits for a new try.
    const url = cms.url
    const isAlert = (record: Record) => record.channel === 'sms' && record.text.includes('crue')
    const waiting = await until('chaque envoi essayé deux fois', async () => {
      const list = (await records(url, token)).filter((record) => record.channel === 'email' || isAlert(record))
      return list.length === recipients.length + phones.length &&
        list.every((r) => r.status === 'retry' && r.attempts >= 2)
        ? list
        : undefined
    })
    for (const record of waiting)
      expect(record.lastError).toMatch(record.channel === 'sms' ? /injoignable/ : /^Serveur de messagerie injoignable/)
    expect(receivedMail(mailDir)).toEqual([])

    await cms.crash()
    cms = await startCms({ dataDir: cms.dataDir, env: env(mailbox.url) })
    await mailbox.up()
    await gateway.up()
    const restarted = cms.url
    token = await signIn(restarted)
    const sent = await until('chaque envoi parti', async () => {
      const list = await records(restarted, token)
      return list.every((r) => r.status === 'sent') ? list : undefined
    })

    const mail = receivedMail(mailDir)
    for (const record of sent.filter((each) => each.channel === 'email')) {
      const copies = mail.filter((each) => each.to.includes(record.to))
      expect(copies.length, record.to).toBeGreaterThanOrEqual(1)
      for (const copy of copies) expect(copy.messageId).toBe(record.messageId)
    }
    expect(new Set(mail.flatMap((each) => each.to))).toEqual(new Set(recipients))
    // Every SMS of the alert arrived, as the operator's template asks, the stop link last.
    const alerts = receivedSms(smsDir).filter((sms) => sms.text.includes('crue'))
    expect(alerts.map((sms) => sms.to).sort()).toEqual(phones)
    for (const sms of alerts)
      expect(sms.text).toBe(`Commune de Darou Salam - Alerte : ${message} Stop : localhost:4321/sms/arret`)
  }, 150_000)

  it('sends again, with the same Message-ID, a message the relay took just before the CMS died', async () => {
    if (!cms || !mailbox) throw new Error('the first test starts the servers')
    const token = await signIn(cms.url)
    // An account of its own: the resets asked above count against their accounts' limit.
    const email = 'coumba@commune.example'
    const created = await call('POST', `${cms.url}/api/users`, {
      token,
      json: { email, password: 'Mot-De-Passe-Solide-2026', role: 'writer' },
    })
    expect(created.status).toBe(201)
    const before = receivedMail(mailDir).length
    // The relay keeps the message and is slow to say so: the CMS dies before it hears « accepted ».
    mailbox.holdReplyMs = 60_000
    expect((await requestReset(cms.url, email, '10.20.1.1')).status).toBe(200)
    await until('le message reçu par le serveur', async () =>
      receivedMail(mailDir).length > before ? true : undefined,
    )
    const [held] = (await records(cms.url, token)).filter((r) => r.status !== 'sent')
    expect(held?.to).toBe(email)
    await cms.crash()
    await mailbox.down()
    mailbox.holdReplyMs = 0
    await mailbox.up()

    cms = await startCms({ dataDir: cms.dataDir, env: env(mailbox.url) })
    const url = cms.url
    const again = await signIn(url)
    const record = await until('le message renvoyé après la reprise', async () => {
      const found = (await records(url, again)).find((r) => r.id === held?.id && r.status === 'sent')
      return found
    })
    const copies = receivedMail(mailDir)
      .slice(before)
      .filter((each) => each.to.includes(email))
    expect(copies.length).toBe(2)
    expect(copies.map((copy) => copy.messageId)).toEqual([record.messageId, record.messageId])
  }, 120_000)

  it('keeps an e-mail waiting, without trying, while no relay is configured, and sends it once the CMS starts with one', async () => {
    if (!cms || !mailbox || !gateway) throw new Error('the first test starts the servers')
    await cms.stop({ keepData: true })
    cms = await startCms({ dataDir: cms.dataDir, env: { ...env(mailbox.url), SMTP_URL: '' } })
    const before = receivedMail(mailDir).length
    expect((await requestReset(cms.url, ADMIN.email, '10.20.3.1')).status).toBe(200)
    let token = await signIn(cms.url)
    const [held] = (await records(cms.url, token)).filter((record) => record.status === 'pending')
    expect(held).toMatchObject({ to: ADMIN.email, attempts: 0 })
    expect(held!.lastError).toMatch(/^Aucun serveur de messagerie configuré/)
    // Nothing tries it meanwhile: the queue, looked at every second here, has no job for it.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const still = (await records(cms.url, token)).find((record) => record.id === held!.id)
    expect(still).toMatchObject({ status: 'pending', attempts: 0 })

    await cms.stop({ keepData: true })
    cms = await startCms({ dataDir: cms.dataDir, env: env(mailbox.url) })
    const url = cms.url
    token = await signIn(url)
    await until('l’e-mail parti au redémarrage', async () =>
      (await records(url, token)).find((record) => record.id === held!.id && record.status === 'sent'),
    )
    expect(
      receivedMail(mailDir)
        .slice(before)
        .map((mail) => mail.messageId),
    ).toEqual([held!.messageId])
  }, 150_000)
})
