import { APIError, Forbidden, type Endpoint, type PayloadRequest } from 'payload'
import { CONTACT_REPLY_MAX_LENGTH, CONTACT_REPLY_MESSAGES as TEXT, canPublish, formatLongDate } from 'shared-types'
import type { ContactMessage } from 'shared-types/payload-types'

import { roleOf } from '../../access'
import { jsonObject } from '../../api/body'
import { parseId } from '../../api/contractRoutes'
import { inTransaction } from '../../storage/ownTransaction'
import { renderEmail } from '../layout'
import { queueEmail } from '../outbox'
import { communeContact } from './commune'

const refuse = (message: string) => new APIError(message, 400, undefined, true)

/** The answer as typed: line ends made alike, blank edges dropped. Refused blank or too long, in French. */
export function replyTextOf(body: Record<string, unknown>): string {
  const text = typeof body.text === 'string' ? body.text.replace(/\r\n?/g, '\n').trim() : ''
  if (text === '') throw refuse(TEXT.blank)
  if (text.length > CONTACT_REPLY_MAX_LENGTH) throw refuse(TEXT.tooLong)
  return text
}

const paragraphsOf = (text: string): string[] => text.split(/\n{2,}/).filter((part) => part.trim() !== '')

/**
 * The e-mail to the citizen: the answer, signed with the commune's name, then the citizen's message
 * quoted below it (« > » before each line, as mail programs quote), so the exchange reads on its own.
 */
export function replyEmail(message: ContactMessage, text: string, communeName: string) {
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  return renderEmail(
    {
      subject: TEXT.replySubject(message.subject),
      paragraphs: [`Bonjour ${message.name},`, ...paragraphsOf(text), `Cordialement,\n${communeName}`],
      after: [TEXT.replyQuoted(formatLongDate(message.createdAt)), quoted],
    },
    communeName,
  )
}

/**
 * `POST /api/contact-messages/:id/reply` `{ "text": "…" }`: an administrator or an editor answers a
 * citizen from the panel (docs/API.md#contact-messages). In one transaction the e-mail is queued in
 * « Envois », the answer kept in `replies` (who, when, which e-mail) and the message marked « Répondu »:
 * a refused write sends nothing, a queued e-mail is retried until the relay takes it.
 */
export const contactReplyEndpoint: Endpoint = {
  path: '/:id/reply',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    // Anonymous callers are told to sign in (api/frenchErrors.ts), a rédacteur that the role cannot.
    if (!req.user || !canPublish(roleOf(req))) throw new Forbidden(req.t)
    const id = parseId(req)
    const text = replyTextOf(jsonObject(await req.text!()))
    const author = req.user.id as number
    const { doc, to } = await inTransaction(req, async (tx) => {
      // Read inside the write's transaction: two clerks answering at once each keep their reply.
      // Throws NotFound (the collection's French message) for an id that names no message.
      const message = await tx.payload.findByID({
        collection: 'contact-messages',
        id,
        depth: 0,
        req: tx,
        overrideAccess: false,
      })
      const commune = await communeContact(tx)
      const queued = await queueEmail(tx, {
        ...replyEmail(message, text, commune.name),
        to: message.email,
        template: 'contactReply',
        replyTo: commune.email,
      })
      const idOf = (value: unknown) =>
        typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number | null)
      const replies = (message.replies ?? []).map((reply) => ({
        ...reply,
        author: idOf(reply.author),
        outboundMessage: idOf(reply.outboundMessage),
      }))
      const sent = { text, sentAt: new Date().toISOString(), author, outboundMessage: queued ? idOf(queued.id) : null }
      // overrideAccess: `replies` is written here only (its field rule refuses every other write).
      const updated = await tx.payload.update({
        collection: 'contact-messages',
        id,
        data: { followUp: 'answered', replies: [...replies, sent] },
        depth: 0,
        overrideAccess: true,
        req: tx,
      })
      return { doc: updated, to: message.email }
    })
    return Response.json({ message: TEXT.sent(to), doc })
  },
}
