import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import {
  CITIZEN_REQUEST_MESSAGES as TEXT,
  REQUEST_INPUTS as INPUT,
  REQUEST_STATE_LABELS,
  requestFieldInputName,
} from 'shared-types'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { api, fileOf, imageBytes, loginAsAdmin, pdfBytes, proxiedFrom } from './api'
import { type Procedure, birthRequestForm, fieldOf } from './citizenRequests'
import { waitForMail } from './mailbox'
import { waitForSms } from './smsGateway'
import { until } from './until'

/**
 * « Demandes en ligne » (docs/product/requests.md) on the shared server: references under
 * concurrency, tracking and its limits, who reads what, the files, retention, bad input and the
 * proof of work, with the SMS stand-in and the test SMTP server receiving what citizens get.
 */
const smsDir = inject('smsDir')
const mailDir = inject('mailDir')

let nextNumber = 1_000_000 + Math.floor(Math.random() * 8_000_000)
const newPhone = () => `+22176${nextNumber++}`
let nextAddress = 1
const addressBlock = Math.floor(Math.random() * 200)
const freshAddress = () => {
  const value = nextAddress++
  return `10.${addressBlock}.${Math.floor(value / 250)}.${(value % 250) + 1}`
}

let birth: Procedure
let adminToken: string
const tokens: Record<'agent' | 'editor', string> = { agent: '', editor: '' }

/** A solved proof of work, as the form's script sends it. */
async function solvedChallenge(): Promise<string> {
  const challenge = (await api('GET', '/citizen-requests/challenge')).body
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** A birth extract's answers, as a citizen fills them. */
const birthForm = (phone: string, overrides: Record<string, string | File | undefined> = {}) =>
  birthRequestForm(birth, phone, overrides)

/** Sends a form as the page's script does (JSON answer, proof of work) or as a plain HTML post. */
async function submit(form: FormData, options: { script?: boolean; from?: string } = {}) {
  const script = options.script ?? true
  if (script && !form.has(INPUT.challenge)) form.set(INPUT.challenge, await solvedChallenge())
  return api('POST', '/citizen-requests/submit', {
    form,
    headers: { ...proxiedFrom(options.from ?? freshAddress()), ...(script ? { Accept: 'application/json' } : {}) },
  })
}

const track = (json: Record<string, string>, from = freshAddress()) =>
  api('POST', '/citizen-requests/track', {
    json,
    headers: { ...proxiedFrom(from), Accept: 'application/json' },
  })

async function staffToken(role: 'agent' | 'editor'): Promise<string> {
  const account = { email: `${role}.demandes.${Date.now()}@commune.local`, password: `Demandes-${role}-Mot-2026!` }
  const created = await api('POST', '/users', { token: adminToken, json: { ...account, role } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const login = await api('POST', '/auth/login', { json: account, headers: proxiedFrom(freshAddress()) })
  return login.body.token as string
}

const requestByReference = async (reference: string) => {
  const found = await api('GET', `/citizen-requests?where[reference][equals]=${reference}&depth=0`, {
    token: adminToken,
  })
  expect(found.status, JSON.stringify(found.body)).toBe(200)
  return found.body.docs[0]
}

beforeAll(async () => {
  adminToken = await loginAsAdmin()
  const procedures = (await api('GET', '/procedures?limit=100&depth=0')).body.docs as Procedure[]
  birth = procedures.find((procedure) => procedure.title === "Extrait d'acte de naissance")!
  tokens.agent = await staffToken('agent')
  tokens.editor = await staffToken('editor')
})

describe('a request sent from the form', () => {
  it('gets a reference, an SMS and an e-mail with the tracking link, and what happens next', async () => {
    const phone = newPhone()
    const form = birthForm(phone, {
      [INPUT.email]: 'awa.diop@example.sn',
      [requestFieldInputName(fieldOf(birth, 'Photo').id)]: fileOf(await imageBytes('jpeg'), 'photo.jpg', 'image/jpeg'),
    })
    const sent = await submit(form)
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    const { receipt } = sent.body
    expect(receipt.reference).toMatch(/^DS-\d{4}-\d{5}$/)
    expect(sent.body.message).toBe(TEXT.sent(receipt.reference))
    expect(receipt).toMatchObject({
      procedure: "Extrait d'acte de naissance",
      processingDays: 3,
      cost: '200 FCFA (timbre communal)',
      office: "Bureau de l'état civil, hôtel de ville",
      notified: { sms: true, email: true },
    })
    expect(receipt.trackingUrl).toMatch(
      new RegExp(`^http://site\\.commune\\.example/suivi\\?ref=${receipt.reference}&cle=[\\w-]{12}$`),
    )

    const sms = await waitForSms(smsDir, phone)
    expect(sms.text).toContain(`demande ${receipt.reference} recue (Extrait d'acte de naissance)`)
    expect(sms.text).toContain(receipt.trackingUrl.replace('http://', ''))
    expect(sms.text).not.toMatch(/[^\x20-\x7e]/)
    const mail = await waitForMail(mailDir, (entry) => entry.to.includes('awa.diop@example.sn'))
    expect(mail.subject).toBe(`Demande ${receipt.reference} reçue`)
    expect(mail.text).toContain(receipt.trackingUrl)

    // Stored with the answers and the photo; the photo only for staff.
    const stored = await requestByReference(receipt.reference)
    expect(stored).toMatchObject({ state: 'received', requesterName: 'Awa Diop', phone, relation: 'mère' })
    expect(stored.answers).toContainEqual(expect.objectContaining({ label: 'Date de naissance', value: '2015-03-12' }))
    expect(stored.attachments).toHaveLength(1)
    const file = (await api('GET', `/request-attachments/${stored.attachments[0]}`, { token: tokens.agent })).body
    const fileUrl = `/request-attachments/file/${encodeURIComponent(file.filename)}`
    const agentFile = await fetch(`${inject('cmsUrl')}/api${fileUrl}`, {
      headers: { Authorization: `JWT ${tokens.agent}` },
    })
    expect(agentFile.status).toBe(200)
    expect(agentFile.headers.get('content-type')).toBe('image/jpeg')
    expect(agentFile.headers.get('cache-control')).toContain('no-store')
    const fileLog = await api(
      'GET',
      `/request-log?where[action][equals]=file&where[detail][equals]=${encodeURIComponent(file.filename)}`,
      {
        token: adminToken,
      },
    )
    expect(fileLog.body.docs[0]).toMatchObject({ reference: receipt.reference, action: 'file' })
    for (const token of [undefined, tokens.editor]) {
      const refused = await fetch(`${inject('cmsUrl')}/api${fileUrl}`, {
        headers: token ? { Authorization: `JWT ${token}` } : {},
      })
      expect([401, 403]).toContain(refused.status)
    }
  })

  it('gives 50 requests sent at once 50 different references', async () => {
    const forms = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const form = birthForm(newPhone())
        form.set(INPUT.challenge, await solvedChallenge())
        return form
      }),
    )
    const answers = await Promise.all(forms.map((form) => submit(form)))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201))
    const references = answers.map((answer) => answer.body.receipt.reference as string)
    expect(new Set(references).size).toBe(50)
  }, 120_000)
})

describe('the proof of work and the page without JavaScript', () => {
  it('refuses a script’s request without a solved challenge, and a challenge used twice', async () => {
    const missing = await api('POST', '/citizen-requests/submit', {
      form: birthForm(newPhone()),
      headers: { ...proxiedFrom(freshAddress()), Accept: 'application/json' },
    })
    expect(missing).toMatchObject({ status: 400, body: { message: TEXT.challengeMissing } })
    const forged = birthForm(newPhone())
    forged.set(INPUT.challenge, Buffer.from('{"challenge":{},"solution":{}}').toString('base64'))
    expect((await submit(forged)).body.message).toBe(TEXT.challengeInvalid)
    const proof = await solvedChallenge()
    const first = birthForm(newPhone())
    first.set(INPUT.challenge, proof)
    expect((await submit(first)).status).toBe(201)
    const again = birthForm(newPhone())
    again.set(INPUT.challenge, proof)
    expect((await submit(again)).body).toMatchObject({ message: TEXT.challengeInvalid })
  })

  it('answers a plain form post with a page carrying the reference, within a stricter limit', async () => {
    const from = freshAddress()
    const statuses: number[] = []
    let page = ''
    for (let sent = 0; sent < 4; sent++) {
      const answer = await submit(birthForm(newPhone()), { script: false, from })
      statuses.push(answer.status)
      if (sent === 0) page = answer.body
      if (sent === 3) expect(answer.headers.get('content-type')).toContain('text/html')
    }
    expect(statuses).toEqual([201, 201, 201, 429])
    expect(page).toMatch(/<html lang="fr">/)
    expect(page).toMatch(/<p class="reference">DS-\d{4}-\d{5}<\/p>/)
    const reference = /DS-\d{4}-\d{5}/.exec(page)![0]
    expect((await requestByReference(reference)).submittedWithoutScript).toBe(true)
  })
})

describe('bad input', () => {
  const input = (label: string) => requestFieldInputName(fieldOf(birth, label).id)
  const cases: [string, Record<string, string | File>, string, string][] = [
    ['a missing name', { [INPUT.name]: ' ' }, INPUT.name, TEXT.nameRequired],
    ['a landline', { [INPUT.phone]: '33 821 00 00' }, INPUT.phone, TEXT.phoneInvalid],
    ['a bad e-mail', { [INPUT.email]: 'awa@' }, INPUT.email, TEXT.emailInvalid],
    ['a relative without the relation', { [INPUT.relation]: '' }, INPUT.relation, TEXT.relationRequired],
    ['text too long', { [INPUT.name]: 'A'.repeat(201) }, INPUT.name, TEXT.fieldTooLong('Nom et prénom')],
    [
      'a date in the future',
      { 'Date de naissance': '2999-01-01' },
      'Date de naissance',
      TEXT.fieldDate('Date de naissance'),
    ],
    [
      'a date that does not exist',
      { 'Date de naissance': '31/02/2015' },
      'Date de naissance',
      TEXT.fieldDate('Date de naissance'),
    ],
    [
      'a number out of range',
      { "Nombre d'exemplaires": '11' },
      "Nombre d'exemplaires",
      TEXT.fieldNumber("Nombre d'exemplaires", 1, 10),
    ],
    [
      'a number with decimals',
      { "Nombre d'exemplaires": '1.5' },
      "Nombre d'exemplaires",
      TEXT.fieldNumber("Nombre d'exemplaires", 1, 10),
    ],
    ['a choice not offered', { 'Type de document': 'Autre' }, 'Type de document', TEXT.fieldChoice('Type de document')],
  ]
  for (const [what, overrides, field, message] of cases) {
    it(`refuses ${what} in French, naming the field, and keeps nothing`, async () => {
      const values = Object.fromEntries(
        Object.entries(overrides).map(([name, value]) => [
          Object.values(INPUT).includes(name as never) ? name : input(name),
          value,
        ]),
      )
      const phone = newPhone()
      const answer = await submit(birthForm(phone, values))
      const name = Object.values(INPUT).includes(field as never) ? field : input(field)
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(answer.body.errors).toContainEqual({ message, field: name })
      const stored = await api('GET', `/citizen-requests?where[phone][equals]=${encodeURIComponent(phone)}`, {
        token: adminToken,
      })
      expect(stored.body.totalDocs).toBe(0)
    })
  }

  it('refuses a file that is not a photo or a PDF, whatever its name, and one over 5 Mo', async () => {
    const photo = input('Photo')
    const html = await submit(
      birthForm(newPhone(), { [photo]: fileOf('<html><script>alert(1)</script>', 'photo.jpg', 'image/jpeg') }),
    )
    expect(html.body.errors).toContainEqual({ message: TEXT.fileType, field: photo })
    const big = Buffer.concat([await pdfBytes(), Buffer.alloc(5 * 1024 * 1024)])
    const tooBig = await submit(birthForm(newPhone(), { [photo]: fileOf(big, 'scan.pdf', 'application/pdf') }))
    expect(tooBig.body.errors).toContainEqual({ message: TEXT.fileTooLarge, field: photo })
  })

  it('refuses a procedure that is not open to online requests', async () => {
    const procedures = (await api('GET', '/procedures?limit=100&depth=0')).body.docs as Procedure[]
    const closed = procedures.find((procedure) => !procedure.onlineRequest?.enabled)!
    const answer = await submit(birthForm(newPhone(), { [INPUT.procedure]: String(closed.id) }))
    expect(answer).toMatchObject({ status: 404, body: { message: TEXT.procedureUnknown } })
  })
})

describe('tracking', () => {
  it('shows the timeline for the reference and the last 4 digits, and for the link’s key', async () => {
    const phone = newPhone()
    const { receipt } = (await submit(birthForm(phone))).body
    const byDigits = await track({
      reference: receipt.reference.toLowerCase().replace(/-/g, ' '),
      chiffres: phone.slice(-4),
    })
    expect(byDigits.status, JSON.stringify(byDigits.body)).toBe(200)
    expect(byDigits.body.tracking).toMatchObject({
      reference: receipt.reference,
      procedure: "Extrait d'acte de naissance",
      state: 'received',
      stateLabel: REQUEST_STATE_LABELS.received,
      steps: [expect.objectContaining({ state: 'received', label: 'Reçue' })],
      canComplete: false,
    })
    // Never a name, a number or an answer.
    expect(JSON.stringify(byDigits.body)).not.toMatch(/Awa|Moussa|2015-03-12|\+221/)
    const key = new URL(receipt.trackingUrl).searchParams.get('cle')!
    expect((await track({ reference: receipt.reference, cle: key })).status).toBe(200)
    expect((await track({ reference: receipt.reference, cle: `${key.slice(0, -1)}x` })).status).toBe(404)
  })

  it('answers wrong digits like an unknown reference, and refuses the sixth wrong try in the hour', async () => {
    const phone = newPhone()
    const { receipt } = (await submit(birthForm(phone))).body
    const wrong = phone.slice(-4) === '0000' ? '1111' : '0000'
    const unknown = await track({ reference: 'DS-2019-99999', chiffres: '1234' })
    const tries = []
    for (let attempt = 0; attempt < 5; attempt++)
      tries.push(await track({ reference: receipt.reference, chiffres: wrong }))
    for (const answer of tries) {
      expect(answer.status).toBe(unknown.status)
      expect(answer.body).toEqual(unknown.body)
    }
    expect(unknown).toMatchObject({ status: 404, body: { message: TEXT.notFound } })
    const sixth = await track({ reference: receipt.reference, chiffres: phone.slice(-4) })
    expect(sixth).toMatchObject({ status: 429, body: { message: TEXT.tooManyTries } })
  })

  it('lets the citizen complete an incomplete request, which goes back to « En traitement »', async () => {
    const phone = newPhone()
    const { receipt } = (await submit(birthForm(phone))).body
    const stored = await requestByReference(receipt.reference)
    const incomplete = await api('PATCH', `/citizen-requests/${stored.id}`, {
      token: tokens.agent,
      json: {
        state: 'incomplete',
        messageToCitizen: 'Le numéro de l’acte est illisible : envoyez une photo de l’ancien extrait.',
      },
    })
    expect(incomplete.status, JSON.stringify(incomplete.body)).toBe(200)
    await waitForSms(smsDir, phone, (sms) => sms.text.includes('Incomplete'))
    const form = new FormData()
    form.set(INPUT.reference, receipt.reference)
    form.set(INPUT.digits, phone.slice(-4))
    form.set(INPUT.note, 'Voici l’ancien extrait.')
    form.set(INPUT.attachment, fileOf(await pdfBytes('Ancien extrait'), 'extrait.pdf', 'application/pdf'))
    const completed = await api('POST', '/citizen-requests/complete', {
      form,
      headers: { ...proxiedFrom(freshAddress()), Accept: 'application/json' },
    })
    expect(completed.status, JSON.stringify(completed.body)).toBe(200)
    expect(completed.body).toMatchObject({ message: TEXT.completed, tracking: { state: 'processing' } })
    const after = await requestByReference(receipt.reference)
    expect(after.attachments).toHaveLength(1)
    expect(after.internalNotes.at(-1).note).toContain('Voici l’ancien extrait.')
  })
})

describe('who reads and changes requests', () => {
  it('refuses anonymous callers every list and read route, and writes', async () => {
    const { receipt } = (await submit(birthForm(newPhone()))).body
    const { id } = await requestByReference(receipt.reference)
    for (const path of [
      '/citizen-requests',
      `/citizen-requests/${id}`,
      '/request-attachments',
      '/request-log',
      `/citizen-requests/${id}/export`,
      '/globals/request-settings',
    ]) {
      const answer = await api('GET', path)
      expect([401, 403], path).toContain(answer.status)
      expect(JSON.stringify(answer.body)).not.toContain(receipt.reference)
    }
    expect([401, 403]).toContain(
      (await api('POST', '/citizen-requests', { json: { reference: 'DS-2026-99999' } })).status,
    )
    expect([401, 403]).toContain((await api('PATCH', `/citizen-requests/${id}`, { json: { state: 'ready' } })).status)
    expect([401, 403]).toContain((await api('POST', `/citizen-requests/${id}/erase`)).status)
  })

  it('lets agents and administrators process requests; editors read none; agents edit no content', async () => {
    const { receipt } = (await submit(birthForm(newPhone()))).body
    const { id } = await requestByReference(receipt.reference)
    expect((await api('GET', `/citizen-requests/${id}`, { token: tokens.agent })).status).toBe(200)
    expect([403, 404]).toContain((await api('GET', `/citizen-requests/${id}`, { token: tokens.editor })).status)
    expect((await api('GET', '/citizen-requests', { token: tokens.editor })).status).toBe(403)
    expect(
      (await api('PATCH', `/citizen-requests/${id}`, { token: tokens.editor, json: { state: 'ready' } })).status,
    ).toBe(403)
    const news = await api('POST', '/news', {
      token: tokens.agent,
      json: { title: 'Essai', content: 'Texte', category: 'administration', _status: 'draft' },
    })
    expect(news.status).toBe(403)
    expect((await api('GET', '/request-log', { token: tokens.agent })).status).toBe(403)
    expect((await api('GET', `/citizen-requests/${id}/export`, { token: tokens.agent })).status).toBe(403)
  })

  it('tells the citizen of each change by SMS and e-mail, and records who looked and changed', async () => {
    const phone = newPhone()
    const { receipt } = (await submit(birthForm(phone, { [INPUT.email]: 'suivi.change@example.sn' }))).body
    const { id } = await requestByReference(receipt.reference)
    const refused = await api('PATCH', `/citizen-requests/${id}`, { token: tokens.agent, json: { state: 'refused' } })
    expect(refused).toMatchObject({ status: 400 })
    expect(JSON.stringify(refused.body)).toContain(TEXT.refusalNeedsNote)
    const ready = await api('PATCH', `/citizen-requests/${id}`, {
      token: tokens.agent,
      json: { state: 'ready', messageToCitizen: 'Venez avec votre pièce d’identité.' },
    })
    expect(ready.status, JSON.stringify(ready.body)).toBe(200)
    expect(ready.body.doc.messageToCitizen ?? '').toBe('')
    expect(ready.body.doc.history.at(-1)).toMatchObject({ state: 'ready', note: 'Venez avec votre pièce d’identité.' })
    const sms = await waitForSms(smsDir, phone, (entry) => entry.text.includes('Prete a retirer'))
    expect(sms.text).toContain("Venez avec votre piece d'identite.")
    expect(sms.text).toContain("Bureau de l'etat civil")
    const mail = await waitForMail(
      mailDir,
      (entry) => entry.subject === `Demande ${receipt.reference} : Prête à retirer`,
    )
    expect(mail.text).toContain('Venez avec votre pièce d’identité.')
    const tracking = (await track({ reference: receipt.reference, chiffres: phone.slice(-4) })).body.tracking
    expect(tracking).toMatchObject({ state: 'ready', collection: { office: "Bureau de l'état civil, hôtel de ville" } })

    const log = (
      await api('GET', `/request-log?where[reference][equals]=${receipt.reference}&depth=0&limit=50`, {
        token: adminToken,
      })
    ).body.docs
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['update']))
    await api('GET', `/citizen-requests/${id}`, { token: tokens.agent })
    const afterRead = (
      await api('GET', `/request-log?where[reference][equals]=${receipt.reference}&where[action][equals]=read`, {
        token: adminToken,
      })
    ).body
    expect(afterRead.totalDocs).toBeGreaterThan(0)
  })
})

describe('retention', () => {
  it('deletes the personal data of requests closed longer than the period, keeping the statistics', async () => {
    const phone = newPhone()
    const photo = requestFieldInputName(fieldOf(birth, 'Photo').id)
    const { receipt } = (
      await submit(birthForm(phone, { [photo]: fileOf(await imageBytes('png'), 'p.png', 'image/png') }))
    ).body
    const kept = (await submit(birthForm(newPhone()))).body.receipt.reference as string
    const { id, attachments } = await requestByReference(receipt.reference)
    await api('PATCH', `/citizen-requests/${id}`, { token: adminToken, json: { state: 'collected' } })
    await api('PATCH', `/citizen-requests/${id}`, { token: adminToken, json: { closedAt: '2025-01-10T10:00:00.000Z' } })
    await api('POST', '/globals/request-settings', { token: adminToken, json: { retentionMonths: 6 } })
    const erased = await until('les données de la demande close effacées', async () => {
      const doc = await requestByReference(receipt.reference)
      return doc.personalDataErasedAt ? doc : undefined
    })
    expect(erased).toMatchObject({
      reference: receipt.reference,
      state: 'collected',
      procedureTitle: "Extrait d'acte de naissance",
      answers: [],
      attachments: [],
    })
    expect(erased.requesterName ?? null).toBeNull()
    expect(erased.phone ?? null).toBeNull()
    expect(erased.createdAt).toBeTruthy()
    expect((await api('GET', `/request-attachments/${attachments[0]}`, { token: adminToken })).status).toBe(404)
    const messages = await api('GET', `/outbound-messages?where[to][equals]=${encodeURIComponent(phone)}`, {
      token: adminToken,
    })
    expect(messages.body.totalDocs).toBe(0)
    // An open request keeps everything.
    expect((await requestByReference(kept)).requesterName).toBe('Awa Diop')
  })
})
