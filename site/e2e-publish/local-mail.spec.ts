import { LOCAL_ADMIN, expect, secondsUntil, test } from './product'

/**
 * `npm start` without SMTP_URL: every e-mail the product sends really leaves by SMTP, to a local mail
 * catcher whose inbox address it prints (README, « The two commands »).
 */
type InboxMail = { subject: string; to: { address: string }[]; messageId?: string }

test('npm start imprime l’adresse de sa boîte de réception locale, où arrivent les e-mails envoyés', async ({
  product,
}) => {
  expect(product.output()).toContain(`E-mails envoyés par le site (boîte de réception locale) : ${product.inboxUrl}`)
  const asked = await fetch(`${product.cmsUrl}/api/users/forgot-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: LOCAL_ADMIN.email }),
  })
  expect(asked.status).toBe(200)
  let received: InboxMail | undefined
  await secondsUntil(
    async () => {
      const inbox = (await (await fetch(`${product.inboxUrl}/api/email`)).json()) as InboxMail[]
      received = inbox.find((mail) => mail.to.some((to) => to.address === LOCAL_ADMIN.email))
      return received !== undefined
    },
    30_000,
    'e-mail de réinitialisation dans la boîte locale',
  )
  // The inbox's page itself opens at the printed address, as a browser asks for it.
  const page = await fetch(product.inboxUrl, { headers: { Accept: 'text/html' } })
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<html')
})

test('npm start imprime l’adresse de sa boîte SMS locale, où arrive le code demandé par un citoyen', async ({
  product,
}) => {
  expect(product.output()).toContain(`SMS envoyés par le site (boîte de réception locale) : ${product.smsInboxUrl}`)
  const asked = await fetch(`${product.cmsUrl}/api/sms-subscribers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: '77 555 12 34', topics: ['alertes'] }),
  })
  expect(asked.status).toBe(202)
  let code: string | undefined
  await secondsUntil(
    async () => {
      const inbox = (await (await fetch(`${product.smsInboxUrl}/messages.json`)).json()) as {
        to: string
        text: string
      }[]
      code = inbox.find((sms) => sms.to === '+221775551234')?.text.match(/\b\d{6}\b/)?.[0]
      return code !== undefined
    },
    30_000,
    'code par SMS dans la boîte locale',
  )
  const page = await (await fetch(product.smsInboxUrl)).text()
  expect(page).toContain('SMS envoyés par le site')
  expect(page).toContain(code!)
})
