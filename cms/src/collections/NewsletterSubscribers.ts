import { APIError, type CollectionConfig } from 'payload'
import { MESSAGES, isEmail, normalizeEmail, validateNewsletterEmail } from 'shared-types'

import { anyone, isAdmin } from '../access'

/**
 * Addresses left in the newsletter boxes of the news pages: anyone may subscribe, only
 * administrators see the list. An address is stored trimmed and in lower case, once.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: "Abonné à la lettre d'information", plural: "Abonnés à la lettre d'information" },
  admin: { group: 'Citoyens', useAsTitle: 'email', defaultColumns: ['email', 'createdAt'] },
  access: { create: anyone, read: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  custom: {
    notFoundMessage: 'Abonné non trouvé',
    invalidIdMessage: "Identifiant d'abonné invalide",
    // Two sign-ups of one address at the same instant both pass the check below; the unique
    // index stops the second, and the error hook answers it with this same 409.
    duplicateMessage: MESSAGES.newsletterAlreadySubscribed,
  },
  hooks: {
    beforeChange: [
      async ({ data, originalDoc, req }) => {
        const email = data.email
        if (typeof email !== 'string' || !isEmail(email)) return data // the field's validation answers
        const { totalDocs } = await req.payload.count({
          collection: 'newsletter-subscribers',
          where: {
            and: [{ email: { equals: email } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])],
          },
          req,
          overrideAccess: true,
        })
        // 409 with one sentence: the caller learns nothing else about the list.
        if (totalDocs > 0) throw new APIError(MESSAGES.newsletterAlreadySubscribed, 409, undefined, true)
        return data
      },
    ],
  },
  fields: [
    {
      name: 'email',
      type: 'email',
      label: 'Email',
      required: true,
      unique: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizeEmail(value) : value)] },
      // Also refuses addresses over EMAIL_MAX_LENGTH (email fields have no maxLength of their own).
      validate: (value: unknown) => validateNewsletterEmail(value) ?? true,
    },
  ],
}
