import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { linkIn, receivedMail, waitForMail } from 'cms/test-mailbox'
import { NEWSLETTER_PAGES } from 'shared-types'

import { adminToken, cmsUrl, E2E_PREFIX } from './support'

/**
 * The newsletter's mails as the e2e CMS sent them (global-setup.ts: a real SMTP server saving each
 * one in MAIL_DIR). The CMS writes its links on its default SITE_URL: a test opens the link's path
 * and query on the test site.
 */
const CMS_SITE_URL = 'http://localhost:4321'
const mailDir = (): string => process.env.MAIL_DIR!

export const uniqueAddress = (label: string, project: string): string =>
  `e2e-lettre-${label}-${project}-${Date.now()}@exemple.sn`

const onTestSite = (link: string): string => {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** The confirmation link of the sign-up e-mail sent to `email`, as a path of the test site. */
export async function confirmationLink(email: string): Promise<string> {
  const prefix = `${CMS_SITE_URL}${NEWSLETTER_PAGES.confirm}?`
  const mail = await waitForMail(mailDir(), (m) => m.to.includes(email) && m.text.includes(prefix), 30_000)
  return onTestSite(linkIn(mail, prefix))
}

/**
 * The unsubscribe link of a letter sent to `email`. Every letter has one: when no mail to the
 * address carries it yet, a news item of `category` is published, and its letter awaited (the
 * default delivery batches publications within 5 minutes).
 */
export async function unsubscribeLink(request: APIRequestContext, email: string, category: string) {
  const prefix = `${CMS_SITE_URL}${NEWSLETTER_PAGES.unsubscribe}?`
  const carries = (m: { to: string[]; text: string }) => m.to.includes(email) && m.text.includes(prefix)
  const already = receivedMail(mailDir()).find(carries)
  if (already) return onTestSite(linkIn(already, prefix))
  const token = await adminToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const created = await request.post(cmsUrl('/api/news'), {
    headers,
    data: {
      title: `${E2E_PREFIX}Lettre ${Date.now()}`,
      content: 'Une nouvelle pour les abonnés.',
      category,
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    return onTestSite(linkIn(await waitForMail(mailDir(), carries, 6 * 60_000), prefix))
  } finally {
    await request.delete(cmsUrl(`/api/news/${doc.id}`), { headers })
  }
}

/** Waits until the newsletter form's starter has run (it marks the form `data-ready`). */
export async function readyForm(form: Locator): Promise<void> {
  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveAttribute('data-ready', '')
}

/** Whether the page scrolls sideways with its text at 200 % (WCAG 1.4.4, 1.4.10). */
export const scrollsSidewaysAtDoubleText = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    document.documentElement.style.fontSize = '200%'
    return document.documentElement.scrollWidth > document.documentElement.clientWidth
  })
