import type { CollectionConfig } from 'payload'
import {
  MESSAGE_CHANNEL_OPTIONS,
  MESSAGE_STATUS_OPTIONS,
  MESSAGE_TEMPLATE_OPTIONS,
  NOT_FOUND_MESSAGES,
} from 'shared-types'

import { isAdmin } from '../access'

export const OUTBOUND_MESSAGES = 'outbound-messages' as const

const readOnly = { readOnly: true }

/**
 * « Envois »: every message the commune sends, one record each (docs/product/messages.md#sending).
 * Written by the CMS alone (messaging/outbox.ts) and sent by a job (messaging/sendTask.ts); staff see
 * where each one is. Recipients are personal data: administrators only, deleted after
 * RETENTION.messageRecordDays (messaging/retention.ts).
 */
export const OutboundMessages: CollectionConfig = {
  slug: OUTBOUND_MESSAGES,
  labels: { singular: 'un envoi', plural: 'Envois' },
  admin: {
    group: 'Administration',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'channel', 'to', 'template', 'status', 'attempts', 'createdAt'],
    description:
      "Chaque e-mail et chaque SMS envoyé par la commune, avec son état. Un envoi refusé par le serveur de messagerie ou l'opérateur SMS est réessayé de lui-même, de plus en plus espacé, jusqu'à ce qu'il parte.",
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  custom: NOT_FOUND_MESSAGES[OUTBOUND_MESSAGES],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'channel',
          type: 'select',
          label: 'Canal',
          required: true,
          defaultValue: 'email',
          options: MESSAGE_CHANNEL_OPTIONS,
          admin: readOnly,
        },
        {
          name: 'template',
          type: 'select',
          label: 'Modèle',
          required: true,
          defaultValue: 'other',
          options: MESSAGE_TEMPLATE_OPTIONS,
          index: true,
          admin: readOnly,
        },
      ],
    },
    { name: 'to', type: 'text', label: 'Destinataire', required: true, index: true, admin: readOnly },
    { name: 'subject', type: 'text', label: 'Objet', admin: readOnly },
    { name: 'text', type: 'textarea', label: 'Texte', admin: readOnly },
    // The HTML part and the extra headers (List-Unsubscribe…), sent as they are: not for reading here.
    { name: 'html', type: 'textarea', admin: { hidden: true } },
    { name: 'headers', type: 'json', admin: { hidden: true } },
    { name: 'replyTo', type: 'text', label: 'Réponse à', admin: readOnly },
    {
      name: 'status',
      type: 'select',
      label: 'État',
      required: true,
      defaultValue: 'pending',
      options: MESSAGE_STATUS_OPTIONS,
      index: true,
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'attempts',
      type: 'number',
      label: 'Essais',
      defaultValue: 0,
      min: 0,
      max: 1_000_000,
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'nextAttemptAt',
      type: 'date',
      label: 'Nouvel essai à',
      admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'lastError', type: 'text', label: "Raison de l'échec", admin: { ...readOnly, position: 'sidebar' } },
    {
      name: 'sentAt',
      type: 'date',
      label: 'Envoyé le',
      index: true,
      admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    // The same on every try: a message sent again after a crash is recognisably the same one.
    { name: 'messageId', type: 'text', label: 'Message-ID', unique: true, admin: { ...readOnly, position: 'sidebar' } },
    // What makes a message once-only (a news item to one subscriber): a second one with the same key is not made.
    { name: 'onceKey', type: 'text', unique: true, admin: { hidden: true } },
  ],
}
