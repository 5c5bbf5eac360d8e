import type { PayloadRequest } from 'payload'
import { BUILT_IN_COMMUNE, NEWSLETTER_EMAILS } from 'shared-types'

import { renderEmail, type EmailContent } from '../layout'
import { queueEmail, type QueuedMessage } from '../outbox'
import { confirmLink, unsubscribeHeaders, unsubscribeLink } from './subscriberLinks'

export type Recipient = { id: number | string; email: string }
export type IssueItem = { title: string; url: string; summary?: string | null }

/** The commune's name as its pages show it (the built-in one until staff have saved theirs). */
export async function communeName(req: PayloadRequest): Promise<string> {
  const commune = await req.payload.findGlobal({ slug: 'commune', depth: 0, overrideAccess: true, req })
  return (commune as { name?: string | null }).name?.trim() || BUILT_IN_COMMUNE.name
}

/** Every newsletter e-mail: its small print, its « Se désabonner » link and the one-click headers. */
async function queueNewsletterEmail(
  req: PayloadRequest,
  recipient: Recipient,
  template: 'newsletterConfirmation' | 'newsletterInvitation' | 'newsletterIssue',
  content: (commune: string) => Omit<EmailContent, 'footer' | 'unsubscribeUrl'>,
  onceKey?: string,
): Promise<QueuedMessage | undefined> {
  const commune = await communeName(req)
  const rendered = renderEmail(
    {
      ...content(commune),
      footer: [...NEWSLETTER_EMAILS.footer(commune)],
      unsubscribeUrl: unsubscribeLink(recipient.id),
    },
    commune,
  )
  return queueEmail(req, {
    to: recipient.email,
    ...rendered,
    template,
    headers: unsubscribeHeaders(recipient.id),
    onceKey,
  })
}

/** The sign-up's e-mail: the link to the site's page that confirms and chooses the topics. */
export const queueConfirmation = (req: PayloadRequest, recipient: Recipient) =>
  queueNewsletterEmail(req, recipient, 'newsletterConfirmation', (commune) => ({
    subject: NEWSLETTER_EMAILS.confirmation.subject(commune),
    paragraphs: NEWSLETTER_EMAILS.confirmation.paragraphs(commune),
    action: { label: NEWSLETTER_EMAILS.confirmation.action, url: confirmLink(recipient) },
    after: [...NEWSLETTER_EMAILS.confirmation.after],
  }))

/** Staff's one invitation to an address stored before confirmation existed. */
export const queueInvitation = (req: PayloadRequest, recipient: Recipient) =>
  queueNewsletterEmail(
    req,
    recipient,
    'newsletterInvitation',
    (commune) => ({
      subject: NEWSLETTER_EMAILS.invitation.subject(commune),
      paragraphs: NEWSLETTER_EMAILS.invitation.paragraphs(commune),
      action: { label: NEWSLETTER_EMAILS.invitation.action, url: confirmLink(recipient) },
      after: [...NEWSLETTER_EMAILS.invitation.after],
    }),
    `newsletter-invitation:${recipient.id}`,
  )

/** Tells a confirmed subscriber who signed up again that nothing is needed (key: once a day at most). */
export const queueAlreadySubscribed = (req: PayloadRequest, recipient: Recipient, onceKey: string) =>
  queueNewsletterEmail(
    req,
    recipient,
    'newsletterConfirmation',
    (commune) => ({
      subject: NEWSLETTER_EMAILS.alreadySubscribed.subject(commune),
      paragraphs: NEWSLETTER_EMAILS.alreadySubscribed.paragraphs(commune),
    }),
    onceKey,
  )

/** One issue: the new publications of the subscriber's topics. */
export const queueIssue = (req: PayloadRequest, recipient: Recipient, items: IssueItem[], onceKey: string) =>
  queueNewsletterEmail(
    req,
    recipient,
    'newsletterIssue',
    (commune) => ({
      subject: NEWSLETTER_EMAILS.issue.subject(commune, items.length),
      paragraphs: NEWSLETTER_EMAILS.issue.paragraphs(commune),
      items: items.map(({ title, url, summary }) => ({ title, url, summary: summary ?? undefined })),
    }),
    onceKey,
  )
