import { MESSAGES, SMS_MESSAGES, SMS_UNSENT_REASONS } from 'shared-types'
import { displayPhone } from 'shared-types/smsText'
import { describe, expect, inject, it } from 'vitest'

import { api, loginAsAdmin, proxiedFrom } from './api'
import { codeIn, gatewayRequests, receivedSms, waitForSms } from './smsGateway'
import { until } from './until'

/**
 * SMS to citizens' phones (docs/product/sms.md), on the shared server, which sends through the
 * stand-in of Orange's SMS API (test/smsGateway.ts): what Orange receives, subscriptions confirmed by
 * code, alerts to their area, stops, and the limits that protect the commune's budget.
 */
const smsDir = inject('smsDir')

// Numbers of this run: 77 then seven digits, different from run to run.
let nextNumber = 1_000_000 + Math.floor(Math.random() * 8_000_000)
const newPhone = () => `+22177${nextNumber++}`
let nextAddress = 1
const newAddress = () => `198.51.100.${nextAddress++}`

const post = (path: string, json: unknown, from = newAddress()) =>
  api('POST', `/sms-subscribers${path}`, { json, headers: proxiedFrom(from) })

/** A number subscribed as a citizen does it: the form, the SMS, the code typed. */
async function subscribe(phone: string, choice: { topics?: string[]; locality?: number } = {}) {
  const before = receivedSms(smsDir).length
  const asked = await post('', { phone: displayPhone(phone), topics: ['alertes', 'agenda'], ...choice })
  expect(asked.status, JSON.stringify(asked.body)).toBe(202)
  const sms = await waitForSms(smsDir, phone, () => receivedSms(smsDir).length > before)
  const confirmed = await post('/confirm', { phone: displayPhone(phone), code: codeIn(sms) })
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  return sms
}

type Record = { to: string; template: string; status: string; lastError?: string; text: string }
const smsRecords = async (token: string, where: string) =>
  (await api('GET', `/outbound-messages?limit=500&depth=0&where[channel][equals]=sms&${where}`, { token })).body
    .docs as Record[]

const localities = async () =>
  (await api('GET', '/localities?limit=100&sort=name&depth=0')).body.docs as { id: number; name: string }[]

describe('a subscription by phone', () => {
  it('sends the code through Orange as documented, and the code confirms the subscription', async () => {
    const phone = newPhone()
    const before = gatewayRequests(smsDir).length
    const asked = await post('', { phone: `00${phone.slice(1, 4)} ${phone.slice(4)}`, topics: ['alertes'] })
    expect(asked.status).toBe(202)
    expect(asked.body.message).toBe(SMS_MESSAGES.codeSent(displayPhone(phone)))

    const sms = await waitForSms(smsDir, phone).catch(async (error: Error) => {
      // What the outbox says of it: the reason it was not sent yet.
      const records = await smsRecords(await loginAsAdmin(), `where[to][equals]=${encodeURIComponent(phone)}`)
      throw new Error(`${error.message} ; envois : ${JSON.stringify(records)}`)
    })
    expect(sms).toMatchObject({ kind: 'orange', from: '+221770000000' })
    // In GSM-7: no accent, the commune's name, the code, how to stop.
    expect(sms.text).toMatch(/^Commune de Darou Salam : votre code est \d{6}\. Il est valable 15 minutes\./)
    expect(sms.text).toContain('Stop : site.commune.example/sms/arret')
    expect(sms.text).not.toMatch(/[^\x20-\x7e]/)
    const requests = gatewayRequests(smsDir).slice(before)
    const outbound = requests.find((request) => request.kind === 'orange' && request.status === 201)!
    expect(outbound.url).toBe('/smsmessaging/v1/outbound/tel%3A%2B221770000000/requests')
    expect(outbound.headers['content-type']).toBe('application/json')
    expect(outbound.headers.authorization).toMatch(/^Bearer jeton-/)
    expect(JSON.parse(outbound.body)).toEqual({
      outboundSMSMessageRequest: {
        address: `tel:${phone}`,
        senderAddress: 'tel:+221770000000',
        outboundSMSTextMessage: { message: sms.text },
      },
    })
    // Every token was asked with the application's credentials, by client credentials.
    for (const token of gatewayRequests(smsDir).filter((request) => request.kind === 'token')) {
      expect(token.status).toBe(200)
      expect(token.body).toBe('grant_type=client_credentials')
      expect(token.headers['content-type']).toBe('application/x-www-form-urlencoded')
    }

    const confirmed = await post('/confirm', { phone: displayPhone(phone), code: codeIn(sms) })
    expect(confirmed).toMatchObject({ status: 200, body: { message: SMS_MESSAGES.subscribed } })
    const token = await loginAsAdmin()
    const stored = (await api('GET', `/sms-subscribers?where[phone][equals]=${encodeURIComponent(phone)}`, { token }))
      .body.docs
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ phone, topics: ['alertes'], stopped: false })
    expect(stored[0].confirmedAt).toBeTruthy()
    expect(stored[0].pendingCode).toBeUndefined()
    // The code is not kept readable in « Envois » once sent.
    const [record] = await smsRecords(token, `where[to][equals]=${encodeURIComponent(phone)}`)
    expect(record?.status).toBe('sent')
    expect(record?.text).not.toContain(codeIn(sms))
  })

  it('gets a new token when Orange says the old one expired', async () => {
    // The stand-in forgets its tokens, as Orange does after an hour: the CMS asks again and sends.
    expect((await fetch(`${inject('smsGatewayUrl')}/control/expire-tokens`, { method: 'POST' })).status).toBe(204)
    const tokensBefore = gatewayRequests(smsDir).filter((request) => request.kind === 'token').length
    const phone = newPhone()
    expect((await post('', { phone, topics: ['agenda'] })).status).toBe(202)
    await waitForSms(smsDir, phone)
    const after = gatewayRequests(smsDir)
    expect(after.filter((request) => request.kind === 'token').length).toBe(tokensBefore + 1)
    expect(after.some((request) => request.kind === 'orange' && request.status === 401)).toBe(true)
  })

  it('refuses what is not a Senegalese mobile number, or no topic, or an unknown place, in French', async () => {
    const token = await loginAsAdmin()
    const countBefore = (await api('GET', '/sms-subscribers?limit=0', { token })).body.totalDocs
    const cases: [unknown, string][] = [
      [{ phone: '', topics: ['alertes'] }, SMS_MESSAGES.phoneRequired],
      [{ topics: ['alertes'] }, SMS_MESSAGES.phoneRequired],
      [{ phone: '12 34', topics: ['alertes'] }, SMS_MESSAGES.phoneInvalid],
      [{ phone: '33 821 00 00', topics: ['alertes'] }, SMS_MESSAGES.phoneInvalid],
      [{ phone: '+33 6 12 34 56 78', topics: ['alertes'] }, SMS_MESSAGES.phoneInvalid],
      [{ phone: { $gt: '' }, topics: ['alertes'] }, SMS_MESSAGES.phoneInvalid],
      [{ phone: '7'.repeat(5000), topics: ['alertes'] }, SMS_MESSAGES.phoneInvalid],
      [{ phone: '77 123 45 67', topics: [] }, MESSAGES.newsletterTopicsRequired],
      [{ phone: '77 123 45 67', topics: ['politique'] }, MESSAGES.newsletterTopicsRequired],
      [{ phone: '77 123 45 67', topics: ['alertes'], locality: 999_999 }, SMS_MESSAGES.localityUnknown],
      [{ phone: '77 123 45 67', topics: ['alertes'], locality: 'keur-ali' }, SMS_MESSAGES.localityUnknown],
    ]
    for (const [json, message] of cases) {
      const refused = await post('', json)
      expect(refused.status, JSON.stringify(json)).toBe(400)
      expect(refused.body.message, JSON.stringify(json)).toBe(message)
    }
    const malformed = await api('POST', '/sms-subscribers', {
      raw: { body: '{"phone": ', type: 'application/json' },
      headers: proxiedFrom(newAddress()),
    })
    expect(malformed.status).toBe(400)
    expect((await api('GET', '/sms-subscribers?limit=0', { token })).body.totalDocs).toBe(countBefore)
  })

  it('voids a code after five wrong tries, telling how many are left', async () => {
    const phone = newPhone()
    expect((await post('', { phone, topics: ['alertes'] })).status).toBe(202)
    const code = codeIn(await waitForSms(smsDir, phone))
    const wrong = code === '000000' ? '111111' : '000000'
    for (const left of [4, 3, 2, 1]) {
      const refused = await post('/confirm', { phone, code: wrong })
      expect(refused).toMatchObject({ status: 400, body: { message: SMS_MESSAGES.codeWrong(left) } })
    }
    expect(await post('/confirm', { phone, code: wrong })).toMatchObject({
      status: 400,
      body: { message: SMS_MESSAGES.codeExpired },
    })
    // The right code comes too late: nobody is subscribed without a live code.
    expect(await post('/confirm', { phone, code })).toMatchObject({
      status: 400,
      body: { message: SMS_MESSAGES.codeExpired },
    })
    expect(await post('/confirm', { phone, code: '12' })).toMatchObject({
      status: 400,
      body: { message: SMS_MESSAGES.codeRequired },
    })
    const token = await loginAsAdmin()
    const [stored] = (await api('GET', `/sms-subscribers?where[phone][equals]=${encodeURIComponent(phone)}`, { token }))
      .body.docs
    expect(stored.confirmedAt).toBeFalsy()
  })

  it('sends one number three codes a day at most, however many ask at once', async () => {
    const phone = newPhone()
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('', { phone, topics: ['alertes'] })))
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(3)
    for (const refused of answers.filter((answer) => answer.status !== 202))
      expect(refused).toMatchObject({ status: 429, body: { message: SMS_MESSAGES.tooManyCodes } })
    await until('les trois codes reçus', async () =>
      receivedSms(smsDir).filter((sms) => sms.to === phone).length >= 3 ? true : undefined,
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(receivedSms(smsDir).filter((sms) => sms.to === phone)).toHaveLength(3)
  })

  it('limits the code requests of one address', async () => {
    const from = newAddress()
    // The limit counts before anything else: refused numbers cost no SMS and still count.
    for (let index = 0; index < 10; index += 1)
      expect((await post('', { phone: '12 34', topics: ['alertes'] }, from)).status).toBe(400)
    const limited = await post('', { phone: newPhone(), topics: ['alertes'] }, from)
    expect(limited.status).toBe(429)
    expect(limited.body.message).toMatch(/^Trop de tentatives/)
  })
})

describe('an SMS alert', () => {
  it('reaches exactly the subscribers of its area and of the whole commune, never a stopped number', async () => {
    const token = await loginAsAdmin()
    const [keurAli, sinthiou] = (await localities()).filter((place) => ['Keur Ali', 'Sinthiou'].includes(place.name))
    expect(keurAli && sinthiou).toBeTruthy()
    const inArea = newPhone()
    const wholeCommune = newPhone()
    const elsewhere = newPhone()
    const stoppedByReply = newPhone()
    const stoppedAtCounter = newPhone()
    const agendaOnly = newPhone()
    await subscribe(inArea, { locality: keurAli!.id })
    await subscribe(wholeCommune)
    await subscribe(elsewhere, { locality: sinthiou!.id })
    await subscribe(stoppedByReply, { locality: keurAli!.id })
    await subscribe(stoppedAtCounter, { locality: keurAli!.id })
    await subscribe(agendaOnly, { locality: keurAli!.id, topics: ['agenda'] })

    // « STOP » in reply, forwarded by Orange to the inbound route; a forged call changes nothing.
    const reply = {
      inboundSMSMessageNotification: {
        inboundSMSMessage: {
          senderAddress: `tel:${stoppedByReply}`,
          destinationAddress: 'tel:+221770000000',
          message: 'Stop',
        },
      },
    }
    const forged = await api('POST', '/sms-subscribers/inbound?secret=devine', { json: reply })
    expect([401, 403]).toContain(forged.status)
    const forwarded = await api('POST', `/sms-subscribers/inbound?secret=${inject('smsInboundSecret')}`, {
      json: reply,
    })
    expect(forwarded).toMatchObject({ status: 200, body: { stopped: true } })
    // A citizen asks at the counter: the clerk ticks the box.
    const [counter] = (
      await api('GET', `/sms-subscribers?where[phone][equals]=${encodeURIComponent(stoppedAtCounter)}`, { token })
    ).body.docs
    const marked = await api('PATCH', `/sms-subscribers/${counter.id}`, { token, json: { stopped: true } })
    expect(marked.status).toBe(200)
    expect(marked.body.doc).toMatchObject({ stopped: true, stopReason: 'counter' })

    const message = 'Coupure d’eau à Keur Ali demain de 8 h à 14 h : faites des réserves.'
    const estimate = await api(
      'GET',
      `/sms-alerts/estimate?message=${encodeURIComponent(message)}&localities=${keurAli!.id}`,
      { token },
    )
    expect(estimate.status).toBe(200)
    expect(estimate.body.segments).toBe(1)
    expect(estimate.body.text).toBe(
      "Commune de Darou Salam - Alerte : Coupure d'eau a Keur Ali demain de 8 h a 14 h : faites des reserves. Stop : site.commune.example/sms/arret",
    )
    expect(estimate.body.summary).toMatch(/^\d+ abonnés? recevr/)
    expect((await api('GET', `/sms-alerts/estimate?message=x`, {})).status, 'the estimate is for staff only').toBe(401)

    // Not confirmed: refused, nothing sent.
    const unconfirmed = await api('POST', '/sms-alerts', { token, json: { message, localities: [keurAli!.id] } })
    expect(unconfirmed.status).toBe(400)

    const sent = await api('POST', '/sms-alerts', {
      token,
      json: { message, localities: [keurAli!.id], confirmed: true },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    expect(sent.body.doc.recipients).toBe(estimate.body.recipients)
    await waitForSms(smsDir, inArea, (sms) => sms.text === estimate.body.text)
    await waitForSms(smsDir, wholeCommune, (sms) => sms.text === estimate.body.text)
    const records = await until('l’alerte envoyée à tous', async () => {
      const list = await smsRecords(token, 'where[template][equals]=smsAlert&where[text][contains]=reserves')
      return list.every((record) => record.status === 'sent') ? list : undefined
    })
    expect(records).toHaveLength(estimate.body.recipients)
    for (const skipped of [elsewhere, stoppedByReply, stoppedAtCounter, agendaOnly])
      expect(receivedSms(smsDir).filter((sms) => sms.to === skipped && sms.text.includes('Alerte'))).toEqual([])
  })

  it('leaves with the banner when it starts, once, to its area', async () => {
    const token = await loginAsAdmin()
    const [ndiaganiao] = (await localities()).filter((place) => place.name === 'Ndiaganiao')
    const resident = newPhone()
    await subscribe(resident, { locality: ndiaganiao!.id })
    const banner = {
      active: true,
      message: 'Vaccination contre la rougeole à Ndiaganiao ce samedi.',
      level: 'info',
      start: new Date(Date.now() - 60_000).toISOString(),
      end: new Date(Date.now() + 3_600_000).toISOString(),
      sms: { send: true, localities: [ndiaganiao!.id] },
    }
    try {
      expect((await api('POST', '/globals/alert-banner', { token, json: banner })).status).toBe(200)
      const sms = await waitForSms(smsDir, resident, (each) => each.text.includes('Vaccination'))
      expect(sms.text).toMatch(/^Commune de Darou Salam - Alerte : Vaccination contre la rougeole a Ndiaganiao/)
      // Saved again: the same alert, not sent again.
      expect((await api('POST', '/globals/alert-banner', { token, json: banner })).status).toBe(200)
      const alerts = (await api('GET', '/sms-alerts?where[source][equals]=banner&limit=10', { token })).body.docs
      expect(alerts.filter((alert: { message: string }) => alert.message === banner.message)).toHaveLength(1)
    } finally {
      await api('POST', '/globals/alert-banner', { token, json: { active: false, sms: { send: false } } })
    }
  })
})

describe('the agenda by SMS', () => {
  it('reminds agenda subscribers of tomorrow’s event', async () => {
    const token = await loginAsAdmin()
    const phone = newPhone()
    await subscribe(phone, { topics: ['agenda'] })
    const tomorrow = new Date()
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1)
    tomorrow.setUTCHours(10, 0, 0, 0)
    const created = await api('POST', '/events', {
      token,
      json: {
        title: 'Journée de salubrité',
        start: tomorrow.toISOString(),
        place: 'Place du marché',
        _status: 'published',
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    try {
      const sms = await waitForSms(smsDir, phone, (each) => each.text.includes('Rappel'))
      expect(sms.text).toMatch(
        /^Commune de Darou Salam - Rappel : Journee de salubrite demain, .* a 10 h, Place du marche\. Stop :/,
      )
    } finally {
      await api('DELETE', `/events/${created.body.doc.id}`, { token })
    }
  })
})

describe('stopping', () => {
  it('stops a number with a code typed on the stop page; it receives nothing more', async () => {
    const phone = newPhone()
    await subscribe(phone)
    // The stop code's SMS reads like the subscription's: the one received after asking.
    const askedAt = new Date().toISOString()
    const asked = await post('/stop', { phone: displayPhone(phone) })
    expect(asked).toMatchObject({ status: 202, body: { message: SMS_MESSAGES.stopCodeSent(displayPhone(phone)) } })
    const code = codeIn(await waitForSms(smsDir, phone, (sms) => sms.receivedAt >= askedAt))
    expect(await post('/stop/confirm', { phone, code })).toMatchObject({
      status: 200,
      body: { message: SMS_MESSAGES.stopped },
    })
    // An unknown number gets the same answer, and no SMS.
    const stranger = newPhone()
    expect((await post('/stop', { phone: stranger })).body.message).toBe(
      SMS_MESSAGES.stopCodeSent(displayPhone(stranger)),
    )

    const token = await loginAsAdmin()
    const sent = await api('POST', '/sms-alerts', { token, json: { message: 'Test après arrêt', confirmed: true } })
    expect(sent.status).toBe(201)
    await until('l’alerte partie', async () => {
      const list = await smsRecords(token, 'where[text][contains]=Test%20apres%20arret')
      return list.length > 0 && list.every((record) => record.status === 'sent') ? true : undefined
    })
    expect(receivedSms(smsDir).filter((sms) => sms.to === phone && sms.text.includes('Test apres'))).toEqual([])
    expect(receivedSms(smsDir).filter((sms) => sms.to === stranger)).toEqual([])
  })
})

describe('the numbers', () => {
  it('are read, exported and deleted by administrators only', async () => {
    const phone = newPhone()
    await subscribe(phone)
    expect((await api('GET', '/sms-subscribers')).status).toBe(401)
    expect((await api('GET', '/sms-subscribers/export')).status).toBe(401)
    const token = await loginAsAdmin()
    const exported = await api('GET', '/sms-subscribers/export', { token })
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(String(exported.body)).toContain(displayPhone(phone))
    // Nobody subscribes a number without its code, not even an administrator.
    expect(
      (await api('POST', '/sms-subscribers', { token, json: { phone: newPhone(), topics: ['alertes'] } })).status,
    ).toBe(202)
    const [stored] = (await api('GET', `/sms-subscribers?where[phone][equals]=${encodeURIComponent(phone)}`, { token }))
      .body.docs
    expect((await api('DELETE', `/sms-subscribers/${stored.id}`, { token })).status).toBe(200)
    expect(
      (await api('GET', `/sms-subscribers?where[phone][equals]=${encodeURIComponent(phone)}`, { token })).body.docs,
    ).toEqual([])
  })
})

describe('the daily ceiling', () => {
  it('holds: beyond it codes are refused and SMS are kept unsent, with the reason', async () => {
    const token = await loginAsAdmin()
    const subscribers = [newPhone(), newPhone()]
    for (const phone of subscribers) await subscribe(phone)
    const sentToday = (
      await api(
        'GET',
        `/outbound-messages?limit=0&where[channel][equals]=sms&where[sentAt][greater_than_equal]=${new Date(new Date().toISOString().slice(0, 10)).toISOString()}`,
        { token },
      )
    ).body.totalDocs as number
    const ceiling = sentToday + 1
    expect((await api('POST', '/globals/sms-settings', { token, json: { dailyCeiling: ceiling } })).status).toBe(200)
    try {
      const last = newPhone()
      expect((await post('', { phone: last, topics: ['alertes'] })).status).toBe(202)
      await waitForSms(smsDir, last)
      expect(await post('', { phone: newPhone(), topics: ['alertes'] })).toMatchObject({
        status: 429,
        body: { message: SMS_MESSAGES.dailyCeilingReached },
      })
      const alert = await api('POST', '/sms-alerts', {
        token,
        json: { message: 'Au-delà du plafond', confirmed: true },
      })
      expect(alert.status).toBe(201)
      const kept = await until('l’alerte gardée', async () => {
        const list = await smsRecords(token, 'where[text][contains]=Au-dela%20du%20plafond')
        return list.length > 0 && list.every((record) => record.status === 'unsent') ? list : undefined
      })
      for (const record of kept) expect(record.lastError).toBe(SMS_UNSENT_REASONS.dailyCeiling(ceiling))
      expect(receivedSms(smsDir).filter((sms) => sms.text.includes('Au-dela'))).toEqual([])
    } finally {
      await api('POST', '/globals/sms-settings', { token, json: { dailyCeiling: 300 } })
    }
  })
})
