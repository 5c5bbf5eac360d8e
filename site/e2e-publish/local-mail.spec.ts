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
