import { describe, expect, inject, it } from 'vitest'

import { api, loginAsAdmin, proxiedFrom } from './api'
import { waitForMail } from './mailbox'
import { until } from './until'

type Record = { id: number; to: string; status: string; attempts: number; messageId: string; sentAt: string }

/**
 * What leaves the CMS (docs/product/messages.md#sending): each message is a record of « Envois »,
 * sent for real to the SMTP relay, from SMTP_FROM, signed with DKIM, with the record's own Message-ID.
 */
describe('the outbox', () => {
  it('sends a recorded message to the relay, signed, with its record’s Message-ID', async () => {
    const token = await loginAsAdmin()
    // An account of its own: other files ask resets for the administrator, within its hourly limit.
    const email = 'ndeye.envois@commune.example'
    const created = await api('POST', '/users', {
      token,
      json: { email, password: 'Mot-De-Passe-Solide-2026', role: 'writer' },
    })
    expect(created.status).toBe(201)
    const asked = await api('POST', '/users/forgot-password', { json: { email }, headers: proxiedFrom('10.30.0.1') })
    expect(asked.status).toBe(200)
    const mail = await waitForMail(inject('mailDir'), (each) => each.to.includes(email))
    expect(mail.from).toBe('mairie@commune.example')
    expect(mail.headers['dkim-signature']).toMatch(/d=commune\.example;/)
    expect(mail.headers['dkim-signature']).toMatch(/s=mairie2026;/)

    // The relay has the message; the record says so once the job has written it, a moment later on a busy machine.
    const record = await until(`l’envoi ${mail.messageId} enregistré comme envoyé`, async () => {
      const list = await api('GET', `/outbound-messages?where[to][equals]=${encodeURIComponent(email)}`, { token })
      const found = (list.body.docs as Record[]).find((each) => each.messageId === mail.messageId)
      return found?.status === 'sent' ? found : undefined
    })
    expect(record.status).toBe('sent')
    expect(record?.attempts).toBe(1)
    expect(Date.parse(record?.sentAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
  })

  it('is read by administrators only, and written by no caller', async () => {
    expect((await api('GET', '/outbound-messages')).status).toBe(401)
    const token = await loginAsAdmin()
    const created = await api('POST', '/outbound-messages', {
      token,
      json: { channel: 'email', to: 'pirate@exemple.sn', subject: 'x', template: 'other', status: 'sent' },
    })
    expect(created.status).toBe(403)
    const editor = await api('POST', '/users', {
      token,
      json: { email: 'editrice.envois@commune.example', password: 'Mot-De-Passe-Solide-2026', role: 'editor' },
    })
    expect(editor.status).toBe(201)
    const signedIn = await api('POST', '/users/login', {
      json: { email: 'editrice.envois@commune.example', password: 'Mot-De-Passe-Solide-2026' },
    })
    expect((await api('GET', '/outbound-messages', { token: signedIn.body.token })).status).toBe(403)
  })
})
