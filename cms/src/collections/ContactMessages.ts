import type { CollectionConfig } from 'payload'
import { MESSAGES, isEmail } from 'shared-types'

import { anyone, isAdmin } from '../access'
import { requiredWith } from '../fields/required'

const required = requiredWith(MESSAGES.contactRequired)

/** Messages sent from the public contact form: anyone may send one, only administrators read them. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Message de contact', plural: 'Messages de contact' },
  admin: { group: 'Citoyens', useAsTitle: 'subject', defaultColumns: ['subject', 'name', 'email', 'createdAt'] },
  access: { create: anyone, read: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  custom: { notFoundMessage: 'Message non trouvé', invalidIdMessage: 'Identifiant de message invalide' },
  fields: [
    { name: 'name', type: 'text', label: 'Nom complet', required: true, maxLength: 200, validate: required },
    {
      name: 'email',
      type: 'text',
      label: 'Email',
      required: true,
      maxLength: 320,
      validate: (value: unknown) => {
        if (typeof value !== 'string' || value.trim() === '') return MESSAGES.contactRequired
        return value.length <= 320 && isEmail(value) ? true : MESSAGES.invalidEmail
      },
    },
    { name: 'subject', type: 'text', label: 'Sujet', required: true, maxLength: 300, validate: required },
    { name: 'message', type: 'textarea', label: 'Message', required: true, maxLength: 5000, validate: required },
  ],
}
