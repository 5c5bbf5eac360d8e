import { inject } from 'vitest'

import { api, loginAsAdmin, proxiedFrom } from './api'
import { type ReceivedMail, linkIn, receivedMail, waitForMail } from './mailbox'

export const SITE = 'http://site.commune.example'
export const CHECK_INBOX =
  'Merci ! Pour confirmer votre inscription, ouvrez le lien que nous venons de vous envoyer par e-mail (pensez à regarder dans les indésirables). Sans confirmation, votre adresse sera effacée dans 7 jours.'
export const CONFIRMED = 'Votre inscription est confirmée : vous recevrez les nouvelles que vous avez choisies.'
export const LINK_INVALID = "Ce lien n'est plus valable. Inscrivez-vous de nouveau depuis le site."
export const TOPICS_REQUIRED = 'Choisissez au moins un sujet.'
export const UNSUBSCRIBED = 'Vous êtes désabonné : votre adresse a été effacée et ne recevra plus rien.'

/** An address no other test uses. */
export const uniqueEmail = (who: string) => `${who}.${Date.now()}${Math.floor(Math.random() * 1e6)}@exemple.sn`

let client = 0
/** Each sign-up from a client of its own: the per-client limit is not what these tests are about. */
export const signUp = (email: string, headers: Record<string, string> = {}) =>
  api('POST', '/newsletter-subscribers', {
    json: { email },
    headers: { ...proxiedFrom(`198.51.100.${(client++ % 250) + 1}`), ...headers },
  })

export const mailTo = (email: string) => receivedMail(inject('mailDir')).filter((mail) => mail.to.includes(email))
export const waitForMailTo = (email: string, match: (mail: ReceivedMail) => boolean = () => true) =>
  waitForMail(inject('mailDir'), (mail) => mail.to.includes(email) && match(mail))

/** The `abonne` and `jeton` of a link of the mail that starts with `prefix`. */
export function linkQuery(mail: ReceivedMail, prefix: string): { subscriber: string; token: string } {
  const url = new URL(linkIn(mail, prefix))
  return { subscriber: url.searchParams.get('abonne') ?? '', token: url.searchParams.get('jeton') ?? '' }
}

export const CONFIRM_PAGE = `${SITE}/lettre-d-information/confirmer?`
export const UNSUBSCRIBE_PAGE = `${SITE}/lettre-d-information/desabonner?`

/** Every link of a mail (text and HTML parts). */
export const linksOf = (mail: ReceivedMail): string[] => [
  ...(mail.text.match(/https?:\/\/[^\s"<>]+/g) ?? []),
  ...[...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!),
]

/** Signs up, opens the e-mail's link and confirms these topics: the subscriber's id. */
export async function confirmedSubscriber(email: string, topics: string[]): Promise<string> {
  await signUp(email)
  const mail = await waitForMailTo(email)
  const link = linkQuery(mail, CONFIRM_PAGE)
  const confirmed = await api('POST', '/newsletter-subscribers/confirm', { json: { ...link, topics } })
  if (confirmed.status !== 200) throw new Error(`Confirmation refusée : ${JSON.stringify(confirmed.body)}`)
  return link.subscriber
}

/** The messages recorded for `email` in « Envois ». */
export async function recordedFor(email: string): Promise<{ template: string; subject: string }[]> {
  const token = await loginAsAdmin()
  const { body } = await api('GET', `/outbound-messages?where[to][equals]=${encodeURIComponent(email)}&limit=100`, {
    token,
  })
  return body.docs
}
