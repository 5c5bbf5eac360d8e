import { NEWSLETTER_LINK_KEYS, NEWSLETTER_PAGES } from 'shared-types'

import { isSignedToken, serverLink, siteLink, signedToken } from '../links'

/**
 * The links of the newsletter's e-mails (docs/API.md#newsletter-subscribers). A confirmation token
 * signs the subscriber's id and address, so it means nothing once the address changes; an
 * unsubscribe token signs the id alone, so that a second click, after the row is gone, still
 * answers as the first did.
 */
const CONFIRM = 'newsletter-confirm'
const UNSUBSCRIBE = 'newsletter-unsubscribe'

type Subscriber = { id: number | string; email: string }

/** The one-click route a mail client calls (RFC 8058), on the CMS itself. */
export const ONE_CLICK_PATH = '/api/newsletter-subscribers/unsubscribe'

/** `?abonne=<id>&jeton=<token>`: the keys the site's pages read (shared-types/src/newsletterLinks.ts). */
const linkQuery = (id: number | string, token: string) => ({
  [NEWSLETTER_LINK_KEYS.subscriber]: String(id),
  [NEWSLETTER_LINK_KEYS.token]: token,
})

const confirmSubject = ({ id, email }: Subscriber) => `${id}\n${email}`

export const confirmToken = (subscriber: Subscriber): string => signedToken(CONFIRM, confirmSubject(subscriber))
export const isConfirmToken = (token: unknown, subscriber: Subscriber): boolean =>
  isSignedToken(token, CONFIRM, confirmSubject(subscriber))

export const unsubscribeToken = (id: number | string): string => signedToken(UNSUBSCRIBE, String(id))
export const isUnsubscribeToken = (token: unknown, id: number | string): boolean =>
  isSignedToken(token, UNSUBSCRIBE, String(id))

/** The site's page that shows the topics and confirms. */
export const confirmLink = (subscriber: Subscriber): string =>
  siteLink(NEWSLETTER_PAGES.confirm, linkQuery(subscriber.id, confirmToken(subscriber)))

/** The site's page with the « Me désabonner » button. */
export const unsubscribeLink = (id: number | string): string =>
  siteLink(NEWSLETTER_PAGES.unsubscribe, linkQuery(id, unsubscribeToken(id)))

/** RFC 2369 and RFC 8058 headers: the mail client's own « Se désabonner », in one click. */
export const unsubscribeHeaders = (id: number | string): Record<string, string> => ({
  'List-Unsubscribe': `<${serverLink(ONE_CLICK_PATH, linkQuery(id, unsubscribeToken(id)))}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
