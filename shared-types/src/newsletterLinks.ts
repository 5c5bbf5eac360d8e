/**
 * The newsletter's two links (docs/product/news.md#newsletter): the confirmation link of the sign-up
 * e-mail and the unsubscribe link of every letter, both pages of the static site. The CMS writes
 * them, the pages' script reads them: the page itself holds no personal data, only the address
 * bar carries the subscriber's id and token.
 */
export const NEWSLETTER_PAGES = {
  confirm: '/lettre-d-information/confirmer',
  unsubscribe: '/lettre-d-information/desabonner',
} as const
export type NewsletterPage = keyof typeof NEWSLETTER_PAGES

/** The query's keys: `?abonne=<id>&jeton=<token>`. */
export const NEWSLETTER_LINK_KEYS = { subscriber: 'abonne', token: 'jeton' } as const

export interface NewsletterLinkParams {
  subscriber: string
  token: string
}

/** The link to one of the pages on the site at `siteUrl`, for the subscriber and token given. */
export function newsletterLink(siteUrl: string, page: NewsletterPage, { subscriber, token }: NewsletterLinkParams) {
  const url = new URL(NEWSLETTER_PAGES[page], siteUrl)
  url.searchParams.set(NEWSLETTER_LINK_KEYS.subscriber, subscriber)
  url.searchParams.set(NEWSLETTER_LINK_KEYS.token, token)
  return url.href
}

/**
 * The subscriber's id and token of a page's query (`location.search`), trimmed; null when either is
 * missing or blank (a link cut by a mail reader), so the page says the link is incomplete.
 */
export function readNewsletterLink(search: string): NewsletterLinkParams | null {
  const query = new URLSearchParams(search)
  const subscriber = query.get(NEWSLETTER_LINK_KEYS.subscriber)?.trim() ?? ''
  const token = query.get(NEWSLETTER_LINK_KEYS.token)?.trim() ?? ''
  return subscriber && token ? { subscriber, token } : null
}
