import type { CollectionConfig } from 'payload'
import { CONTACT_FORM, EMAIL_MAX_LENGTH, NOT_FOUND_MESSAGES, WRITE_MESSAGES } from 'shared-types'

import { anyone, visitorSubmissionAccess } from '../access'
import { specRestEndpoints } from '../endpoints/specRest'
import { fieldRule } from '../fields/fieldRule'
import { rejectInvalidId } from '../hooks/rejectInvalidId'
import { limitAnonymousCreates } from '../lib/rateLimit'

/** Messages sent from the public contact form: anyone may send one, only administrators read them. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'un message de contact', plural: 'Messages de contact' },
  admin: { group: 'Citoyens', useAsTitle: 'subject', defaultColumns: ['subject', 'name', 'email', 'createdAt'] },
  access: visitorSubmissionAccess,
  defaultSort: '-createdAt',
  custom: NOT_FOUND_MESSAGES['contact-messages'],
  endpoints: specRestEndpoints({ messages: WRITE_MESSAGES['contact-messages'] }),
  // Private, not shown by the site: a change asks for no rebuild. Anyone may send: limited per address.
  hooks: { beforeOperation: [rejectInvalidId, limitAnonymousCreates('contact')] },
  fields: [
    { name: 'name', type: 'text', label: 'Nom complet', required: true, maxLength: 200, validate: fieldRule(CONTACT_FORM, 'name') },
    { name: 'email', type: 'text', label: 'Email', required: true, maxLength: EMAIL_MAX_LENGTH, validate: fieldRule(CONTACT_FORM, 'email') },
    { name: 'subject', type: 'text', label: 'Sujet', required: true, maxLength: 300, validate: fieldRule(CONTACT_FORM, 'subject') },
    { name: 'message', type: 'textarea', label: 'Message', required: true, maxLength: 5000, validate: fieldRule(CONTACT_FORM, 'message') },
  ],
}
