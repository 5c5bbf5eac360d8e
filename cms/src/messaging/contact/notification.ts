import type { CollectionAfterChangeHook } from 'payload'
import { CONTACT_REPLY_MESSAGES as TEXT } from 'shared-types'

import { renderEmail } from '../layout'
import { serverLink } from '../links'
import { queueEmail } from '../outbox'
import { communeContact } from './commune'

type ContactDoc = { id: number | string; name?: unknown; email?: unknown; subject?: unknown; message?: unknown }

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * A new contact message tells the commune at its contact address (the `commune` global's `email`), in
 * the same transaction as the message: both are saved or neither (docs/product/citizen-space.md#contact-form).
 * Replying to the e-mail writes to the citizen; its button opens the message in the panel, from
 * SERVER_URL (never the request's Host). Without an address the message is still saved, and the log says why no one was told.
 */
export const notifyCommuneOfContactMessage: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const message = doc as ContactDoc
  const commune = await communeContact(req)
  if (!commune.email) {
    req.payload.logger.warn({
      msg: `Message de contact ${String(message.id)} enregistré sans avertir la mairie : la commune n’a pas d’adresse e-mail`,
    })
    return doc
  }
  const subject = textOf(message.subject)
  const email = renderEmail(
    {
      subject: TEXT.notificationSubject(subject),
      paragraphs: [
        TEXT.notificationFrom(textOf(message.name), textOf(message.email)),
        `Sujet : ${subject}`,
        ...textOf(message.message).split(/\n{2,}/),
      ],
      action: {
        label: TEXT.notificationAction,
        url: serverLink(`/admin/collections/contact-messages/${String(message.id)}`),
      },
      footer: [TEXT.notificationFooter],
    },
    commune.name,
  )
  await queueEmail(req, {
    ...email,
    to: commune.email,
    template: 'contactNotification',
    replyTo: textOf(message.email),
  })
  return doc
}
