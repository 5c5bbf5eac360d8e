import type { CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'
import { NOT_FOUND_MESSAGES, SMS_MESSAGES, SMS_TOPIC_OPTIONS } from 'shared-types'
import { senegalMobile } from 'shared-types/smsText'

import { isAdmin } from '../../access'
import { confirmedAtField } from '../subscriberFields'

export const SMS_SUBSCRIBERS = 'sms-subscribers' as const

export const STOP_REASON_OPTIONS = [
  { value: 'page', label: 'Page « Ne plus recevoir de SMS »' },
  { value: 'reply', label: 'Réponse « STOP » par SMS' },
  { value: 'counter', label: 'Demande au guichet' },
]

/** Ticking « Arrêter » dates the stop and says it came from the counter; unticking starts again. */
const dateTheStop: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const wasStopped = Boolean(originalDoc?.stopped)
  if (data.stopped === true && !wasStopped) {
    data.stoppedAt ??= new Date().toISOString()
    data.stopReason ??= 'counter'
  }
  if (data.stopped === false && wasStopped) Object.assign(data, { stoppedAt: null, stopReason: null })
  return data
}

/** The pending code is no one's to read or write through the API: the CMS's own code handles it. */
const noOne: FieldAccess = () => false

/**
 * « Abonnés SMS »: numbers confirmed by a code (docs/product/sms.md). Personal data: administrators
 * only, who may export, stop or delete a number; nobody, not even them, subscribes one without its
 * code. A stopped number is kept, so that it receives nothing more.
 */
export const SmsSubscribers: CollectionConfig = {
  slug: SMS_SUBSCRIBERS,
  labels: { singular: 'un abonné SMS', plural: 'Abonnés SMS' },
  admin: {
    group: 'Citoyens',
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'topics', 'locality', 'confirmedAt', 'stopped'],
    description:
      'Numéros inscrits aux SMS de la commune, chacun confirmé par un code. Cochez « Ne plus envoyer de SMS » quand un citoyen le demande au guichet.',
    components: { beforeList: ['/panel/components/SmsSubscriberTools#SmsSubscriberTools'] },
  },
  access: { create: () => false, read: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  custom: NOT_FOUND_MESSAGES[SMS_SUBSCRIBERS],
  hooks: { beforeChange: [dateTheStop] },
  fields: [
    {
      name: 'phone',
      type: 'text',
      label: 'Numéro',
      required: true,
      unique: true,
      // Stored in international form (+221…), whatever way it was typed.
      hooks: { beforeValidate: [({ value }) => senegalMobile(value) ?? value] },
      validate: (value: unknown) => (senegalMobile(value) === value ? true : SMS_MESSAGES.phoneInvalid),
      admin: { readOnly: true },
    },
    { name: 'topics', type: 'select', label: 'Sujets', hasMany: true, options: SMS_TOPIC_OPTIONS },
    {
      name: 'locality',
      type: 'relationship',
      relationTo: 'localities',
      label: 'Village ou quartier',
      admin: { description: 'Vide : toute la commune (reçoit toutes les alertes).' },
    },
    {
      name: 'stopped',
      type: 'checkbox',
      label: 'Ne plus envoyer de SMS à ce numéro',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'stoppedAt',
      type: 'date',
      label: 'Arrêt demandé le',
      index: true,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'stopReason',
      type: 'select',
      label: 'Arrêt demandé par',
      options: STOP_REASON_OPTIONS,
      admin: { readOnly: true, position: 'sidebar' },
    },
    confirmedAtField('Vide : le numéro n’a pas confirmé son code et ne reçoit rien.'),
    {
      // The last code sent and what it confirms: only its hash is kept (messaging/sms/codes.ts).
      name: 'pendingCode',
      type: 'group',
      access: { read: noOne, create: noOne, update: noOne },
      admin: { hidden: true },
      fields: [
        { name: 'hash', type: 'text' },
        { name: 'purpose', type: 'select', options: ['subscribe', 'stop'] },
        { name: 'expiresAt', type: 'date' },
        { name: 'tries', type: 'number', min: 0, max: 100 },
        { name: 'topics', type: 'select', hasMany: true, options: SMS_TOPIC_OPTIONS },
        { name: 'locality', type: 'relationship', relationTo: 'localities' },
      ],
    },
  ],
}
