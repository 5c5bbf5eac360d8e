import type { CollectionConfig } from 'payload'
import {
  NEWSLETTER_TOPICS,
  NEWSLETTER_TOPIC_OPTIONS,
  NOT_FOUND_MESSAGES,
  WRITE_MESSAGES,
  normalizeEmail,
  validateNewsletterEmail,
} from 'shared-types'

import { anyone, isAdmin } from '../../../access'
import { contractEndpoints } from '../../../api/contractRoutes'
import { newsletterEndpoints } from './endpoints'
import { confirmedAtField } from '../../../messaging/subscriberFields'

/**
 * Addresses left in the newsletter boxes of the news pages: anyone may sign up (a confirmation
 * e-mail follows, docs/product/news.md#newsletter), only administrators see the list. An address is
 * stored trimmed and in lower case, once.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: "un abonné à la lettre d'information", plural: "Abonnés à la lettre d'information" },
  admin: {
    group: 'Citoyens',
    useAsTitle: 'email',
    defaultColumns: ['email', 'confirmedAt', 'topics', 'createdAt'],
    // How many addresses wait for their one invitation, the button that sends it, the CSV export.
    components: { beforeList: ['/panel/components/NewsletterTools#NewsletterTools'] },
  },
  // Addresses are personal data: administrators only (docs/product/messages.md#privacy).
  access: { create: anyone, read: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  custom: NOT_FOUND_MESSAGES['newsletter-subscribers'],
  // Sign-up, confirmation, unsubscribing, staff's invitation and export; then the contract's routes.
  // Private, not shown by the site: a change asks for no rebuild. Sign-ups are limited per client.
  endpoints: newsletterEndpoints(contractEndpoints({ messages: WRITE_MESSAGES['newsletter-subscribers'] })),
  fields: [
    {
      name: 'email',
      type: 'email',
      label: 'Email',
      required: true,
      unique: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizeEmail(value) : value)] },
      // The shared newsletter rules alone (NEWSLETTER_FORM): Payload's email validator would refuse
      // addresses they accept ('élève@école.sn'). They also refuse addresses over EMAIL_MAX_LENGTH.
      validate: (value: unknown) => validateNewsletterEmail(value) ?? true,
    },
    {
      name: 'topics',
      type: 'select',
      label: 'Sujets choisis',
      hasMany: true,
      options: NEWSLETTER_TOPIC_OPTIONS,
      defaultValue: [...NEWSLETTER_TOPICS],
    },
    confirmedAtField("Vide : l'adresse n'a pas confirmé et ne reçoit rien."),
    {
      // Set by every request to confirm (the sign-up's e-mail, staff's invitation): unconfirmed, the
      // address is forgotten RETENTION.unconfirmedSubscriberDays after it (messaging/retention.ts).
      name: 'invitedToConfirmAt',
      type: 'date',
      label: 'Confirmation demandée le',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
