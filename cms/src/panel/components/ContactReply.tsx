import type { ServerProps } from 'payload'
import { canPublish, formatLongDateTime } from 'shared-types'

import { ContactReplyForm, type SentReply } from './ContactReplyForm'

const nameOf = (author: unknown): string => {
  if (typeof author !== 'object' || author === null) return ''
  const { displayName, email } = author as { displayName?: unknown; email?: unknown }
  return typeof displayName === 'string' && displayName.trim() !== ''
    ? displayName
    : typeof email === 'string'
      ? email
      : ''
}

/**
 * The answer form on a contact message's page (docs/product/citizen-space.md#contact-form), with the
 * replies already sent listed above it: read here, on the server, with who sent each (accounts are
 * private to administrators, yet an editor must see which colleague answered).
 */
export async function ContactReply({ id, payload, user }: ServerProps & { id?: number | string }) {
  if (!user || !canPublish((user as { role?: unknown }).role) || id === undefined) return null
  const message = await payload
    .findByID({ collection: 'contact-messages', id, depth: 1, overrideAccess: true })
    .catch(() => null)
  if (!message) return null
  const replies: SentReply[] = (message.replies ?? []).map((reply, index) => ({
    key: reply.id ?? String(index),
    text: reply.text,
    sentAt: formatLongDateTime(reply.sentAt),
    author: nameOf(reply.author),
  }))
  return <ContactReplyForm email={message.email} replies={replies} />
}
