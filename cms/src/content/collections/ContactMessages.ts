import type { CollectionConfig, FieldAccess } from 'payload'
import {
  CONTACT_FOLLOW_UP_OPTIONS,
  CONTACT_FORM,
  EMAIL_MAX_LENGTH,
  NOT_FOUND_MESSAGES,
  WRITE_MESSAGES,
} from 'shared-types'

import { visitorSubmissionAccess } from '../../access'
import { contractEndpoints } from '../../api/contractRoutes'
import { fieldRule } from '../fields/fieldRule'
import { limitAnonymousCreates } from '../../accounts/rateLimit'
import { notifyCommuneOfContactMessage } from '../../messaging/contact/notification'
import { contactReplyEndpoint } from '../../messaging/contact/reply'

/** What the citizen wrote is kept as sent: staff read it and may only add their follow-up beside it. */
const asSent: { update: FieldAccess } = { update: () => false }
/** The follow-up is the staff's: a visitor sending a message cannot set it. */
const staffOnly: { create: FieldAccess } = { create: ({ req }) => Boolean(req.user) }

/**
 * Messages sent from the public contact form: anyone may send one, administrators and editors read
 * them, are told of each by e-mail and answer from the panel (docs/product/citizen-space.md#contact-form).
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'un message de contact', plural: 'Messages de contact' },
  admin: { group: 'Citoyens', useAsTitle: 'subject', defaultColumns: ['subject', 'name', 'followUp', 'createdAt'] },
  access: visitorSubmissionAccess,
  defaultSort: '-createdAt',
  custom: NOT_FOUND_MESSAGES['contact-messages'],
  endpoints: [contactReplyEndpoint, ...contractEndpoints({ messages: WRITE_MESSAGES['contact-messages'] })],
  // Private, not shown by the site: a change asks for no rebuild. Anyone may send: limited per address.
  hooks: { beforeOperation: [limitAnonymousCreates('contact')], afterChange: [notifyCommuneOfContactMessage] },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: 'Nom complet',
      required: true,
      maxLength: 200,
      validate: fieldRule(CONTACT_FORM, 'name'),
      access: asSent,
    },
    {
      name: 'email',
      type: 'text',
      label: 'Email',
      required: true,
      maxLength: EMAIL_MAX_LENGTH,
      validate: fieldRule(CONTACT_FORM, 'email'),
      access: asSent,
    },
    {
      name: 'subject',
      type: 'text',
      label: 'Sujet',
      required: true,
      maxLength: 300,
      validate: fieldRule(CONTACT_FORM, 'subject'),
      access: asSent,
    },
    {
      name: 'message',
      type: 'textarea',
      label: 'Message',
      required: true,
      maxLength: 5000,
      validate: fieldRule(CONTACT_FORM, 'message'),
      access: asSent,
    },
    {
      name: 'followUp',
      type: 'select',
      label: 'Suivi',
      defaultValue: 'new',
      options: CONTACT_FOLLOW_UP_OPTIONS,
      access: staffOnly,
      admin: { position: 'sidebar', description: 'Où en est la réponse à ce message.' },
    },
    {
      name: 'staffNote',
      type: 'textarea',
      label: 'Note du personnel',
      maxLength: 5000,
      access: staffOnly,
      admin: { description: 'Ce qui a été répondu ou fait, pour les collègues. Le citoyen ne la voit pas.' },
    },
    {
      // The answer form, with the replies already sent above it (panel/components/ContactReply.tsx).
      name: 'replyForm',
      type: 'ui',
      admin: { components: { Field: '/panel/components/ContactReply#ContactReply' } },
    },
    {
      name: 'replies',
      type: 'array',
      label: 'Réponses envoyées',
      labels: { singular: 'une réponse', plural: 'Réponses envoyées' },
      // Added only by the reply route (messaging/contact/reply.ts): a form saved with an older list loses none.
      access: { ...staffOnly, update: () => false },
      // Listed by the answer form above, with who sent each and when.
      admin: { readOnly: true, hidden: true, description: 'Envoyées par e-mail au citoyen depuis ce message.' },
      fields: [
        { name: 'text', type: 'textarea', label: 'Réponse', required: true, maxLength: 5000 },
        { name: 'sentAt', type: 'date', label: 'Envoyée le', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'author', type: 'relationship', relationTo: 'users', label: 'Par' },
        { name: 'outboundMessage', type: 'relationship', relationTo: 'outbound-messages', label: 'Envoi' },
      ],
    },
  ],
}
