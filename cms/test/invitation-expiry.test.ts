import { ACCOUNT_MESSAGES } from 'shared-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, startCms, type RunningCms } from './server'

/**
 * An invitation's link ends (docs/product/accounts-and-security.md): on a server of its own whose
 * invitations last 3 seconds, the link no longer sets a password once they are past. The link is
 * read from the invitation's record in « Envois » (its delivery is proven in account-mail.test.ts).
 */
const STRONG = 'Baobab-Fleuri-Sous-La-Pluie-7'
const email = `en-retard-${Date.now().toString(36)}@commune.sn`
const resetToken = (link: string) => decodeURIComponent(link.split('/admin/reset/')[1]!)

describe('an invitation past its time', () => {
  let cms: RunningCms

  beforeAll(async () => {
    cms = await startCms({ env: { INVITATION_LINK_SECONDS: '3' } })
  }, 180_000)

  afterAll(async () => {
    await cms?.stop()
  })

  const call = async (method: string, route: string, json?: unknown, token?: string) => {
    const response = await fetch(`${cms.url}/api${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: json === undefined ? undefined : JSON.stringify(json),
    })
    return { status: response.status, body: await response.json() }
  }

  it('no longer sets a password once its link has expired', async () => {
    const admin = (await call('POST', '/auth/login', ADMIN)).body.token as string
    expect((await call('POST', '/users/invite', { email, role: 'writer' }, admin)).status).toBe(201)
    const where = `where[to][equals]=${encodeURIComponent(email)}&where[template][equals]=accountInvitation`
    const [invitation] = (await call('GET', `/outbound-messages?${where}`, undefined, admin)).body.docs as {
      text: string
    }[]
    expect(invitation?.text).toContain('Ce lien est valable 3 secondes')
    const link = invitation!.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(`${cms.url}/admin/reset/`))
    expect(link).toBeDefined()
    await new Promise((resolve) => setTimeout(resolve, 3_500))
    const late = await call('POST', '/users/reset-password', { token: resetToken(link!), password: STRONG })
    expect(late.status).toBe(403)
    expect(late.body.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid)
    expect((await call('POST', '/auth/login', { email, password: STRONG })).status).toBe(401)
  })
})
