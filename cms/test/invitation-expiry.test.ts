import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ACCOUNT_MESSAGES } from 'shared-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { linkIn, startMailbox, waitForMail, type Mailbox } from './mailbox'
import { ADMIN, startCms, type RunningCms } from './server'

/**
 * An invitation's link ends (docs/product/accounts-and-security.md): on a server of its own whose
 * invitations last 3 seconds, the link no longer sets a password once they are past.
 */
const STRONG = 'Baobab-Fleuri-Sous-La-Pluie-7'
const email = `en-retard-${Date.now().toString(36)}@commune.sn`
const resetToken = (link: string) => decodeURIComponent(link.split('/admin/reset/')[1]!)

describe('an invitation past its time', () => {
  let mailbox: Mailbox
  let cms: RunningCms
  const mailDir = mkdtempSync(path.join(tmpdir(), 'commune-invitation-mail-'))

  beforeAll(async () => {
    mailbox = await startMailbox(mailDir)
    cms = await startCms({
      env: {
        SMTP_URL: mailbox.url,
        SMTP_FROM: 'mairie@commune.example',
        INVITATION_LINK_SECONDS: '3',
        JOBS_AUTORUN_SECONDS: '1',
        // On a busy machine a first try can meet a locked database: the next try comes within a second
        // or two, and a send a dead runner left is taken back after 2 s.
        MESSAGE_RETRY_BASE_MS: '500',
        MESSAGE_RETRY_MAX_MS: '2000',
        SITE_REBUILD_STALE_MS: '2000',
      },
    })
  }, 180_000)

  afterAll(async () => {
    await cms?.stop()
    await mailbox?.stop()
    rmSync(mailDir, { recursive: true, force: true })
  })

  const call = async (method: string, route: string, json: unknown, token?: string) => {
    const response = await fetch(`${cms.url}/api${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(json),
    })
    return { status: response.status, body: await response.json() }
  }

  it('no longer sets a password once its link has expired', async () => {
    const admin = await call('POST', '/auth/login', ADMIN)
    expect((await call('POST', '/users/invite', { email, role: 'writer' }, admin.body.token)).status).toBe(201)
    const mail = await waitForMail(mailDir, (mail) => mail.to.includes(email), 30_000)
    expect(mail.text).toContain('Ce lien est valable 3 secondes')
    await new Promise((resolve) => setTimeout(resolve, 3_500))
    const late = await call('POST', '/users/reset-password', {
      token: resetToken(linkIn(mail, cms.url)),
      password: STRONG,
    })
    expect(late.status).toBe(403)
    expect(late.body.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid)
    expect((await call('POST', '/auth/login', { email, password: STRONG })).status).toBe(401)
  })
})
