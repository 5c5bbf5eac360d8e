import type { EmailAdapter, SendEmailOptions } from 'payload'

import { queueEmailFrom } from './outbox'
import { senderAddress } from './smtp'

const addressOf = (value: SendEmailOptions['to']): string => {
  const first: unknown = Array.isArray(value) ? value[0] : value
  if (typeof first === 'string') return first
  const address = (first as { address?: unknown } | undefined)?.address
  return typeof address === 'string' ? address : ''
}
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * Payload's e-mail adapter (`payload.sendEmail`): whatever Payload itself sends goes through the
 * commune's outbox like every other message (recorded in « Envois », sent by a job, retried), never
 * straight to the relay. nodemailer sends it there (messaging/sendTask.ts); Payload's own nodemailer
 * adapter would send at once and lose a message the relay refused.
 */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => {
  const sender = senderAddress()
  return {
    name: 'commune-outbox',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: async (message) =>
      queueEmailFrom(payload, {
        to: addressOf(message.to),
        subject: textOf(message.subject),
        text: textOf(message.text),
        html: textOf(message.html),
        template: 'other',
      }),
  }
}
