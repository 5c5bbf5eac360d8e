import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, Endpoint } from 'payload'
import { Forbidden } from 'payload'
import { NOT_FOUND_MESSAGES, SMS_STAFF_MESSAGES, isBlank } from 'shared-types'

import { isAdmin, isPublisher } from '../../access'
import { idFrom, jsonAnswer } from '../../api/routeHelpers'
import { type SmsAlertContent, estimateAlert, recipientCount, sendSmsAlert } from './alerts'

export const SMS_ALERTS = 'sms-alerts' as const

type Id = number | string
type AlertData = {
  message?: string | null
  localities?: (Id | { id: Id })[] | null
  keepAccents?: boolean | null
  recipients?: number | null
}

const idsOf = (values: AlertData['localities']): number[] =>
  (values ?? []).map((value) => (typeof value === 'object' ? value.id : value) as number)

export const alertContent = (data: AlertData): SmsAlertContent => ({
  message: data.message ?? '',
  localities: idsOf(data.localities),
  keepAccents: Boolean(data.keepAccents),
})

/** The number reached, counted as it leaves (what staff saw a moment before). */
const countRecipients: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation === 'create') data.recipients = await recipientCount(req, alertContent(data).localities)
  return data
}

/** A new alert leaves at once: one SMS record per number, in the same transaction as the alert. */
const sendOnCreate: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') await sendSmsAlert(req, doc.id, alertContent(doc as AlertData))
  return doc
}

/**
 * `GET /api/sms-alerts/estimate?message=…&localities=1,2&keepAccents=true`: what the panel shows
 * beside the text, before staff confirm (docs/API.md#sms-alerts).
 */
const estimate: Endpoint = {
  path: '/estimate',
  method: 'get',
  handler: async (req) => {
    if (!isPublisher({ req })) throw new Forbidden(req.t)
    const query = (req.query ?? {}) as Record<string, unknown>
    const message = typeof query.message === 'string' ? query.message.slice(0, 1000) : ''
    const localities = (typeof query.localities === 'string' ? query.localities.split(',') : [])
      .slice(0, 200)
      .map((value) => idFrom(req, value))
      .filter((id) => id !== undefined)
    const { recipients, cost } = await estimateAlert(req, {
      message,
      localities: localities as number[],
      keepAccents: query.keepAccents === 'true',
    })
    return jsonAnswer(req, {
      recipients,
      segments: cost.segments,
      total: recipients * cost.segments,
      text: cost.text,
      encoding: cost.encoding,
      summary: SMS_STAFF_MESSAGES.estimate(recipients, cost.segments),
    })
  },
}

/**
 * « Alertes SMS »: an alert sent by SMS, with or without the banner (docs/product/sms.md#alerts).
 * Sent when saved, after staff have seen who it reaches and what it costs and ticked the box; never
 * edited after. The banner's own SMS alerts are made here too, when the banner starts to show.
 */
export const SmsAlerts: CollectionConfig = {
  slug: SMS_ALERTS,
  labels: { singular: 'une alerte SMS', plural: 'Alertes SMS' },
  admin: {
    group: 'Citoyens',
    useAsTitle: 'message',
    defaultColumns: ['message', 'recipients', 'source', 'createdAt'],
    description:
      'Une alerte envoyée par SMS aux abonnés des alertes (de toute la commune, ou des villages et quartiers choisis). Elle part dès l’enregistrement.',
  },
  access: { read: isPublisher, create: isPublisher, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  custom: NOT_FOUND_MESSAGES[SMS_ALERTS],
  endpoints: [estimate],
  hooks: { beforeChange: [countRecipients], afterChange: [sendOnCreate] },
  fields: [
    {
      name: 'message',
      type: 'textarea',
      label: 'Texte de l’alerte',
      required: true,
      maxLength: 500,
      validate: (value: unknown) => (isBlank(value) ? SMS_STAFF_MESSAGES.messageRequired : true),
    },
    {
      name: 'localities',
      type: 'relationship',
      relationTo: 'localities',
      hasMany: true,
      label: 'Villages ou quartiers concernés',
      admin: { description: 'Vide : toute la commune.' },
    },
    {
      name: 'keepAccents',
      type: 'checkbox',
      label: 'Garder les accents',
      defaultValue: false,
      admin: {
        description:
          'Sans accents, un SMS contient 160 caractères ; avec, 70 seulement : l’alerte peut coûter deux à trois fois plus.',
      },
    },
    {
      name: 'estimate',
      type: 'ui',
      admin: { components: { Field: '/panel/components/SmsEstimate#SmsEstimate' } },
    },
    {
      name: 'confirmed',
      type: 'checkbox',
      label: 'J’ai vérifié le nombre de destinataires et le coût : envoyer l’alerte',
      defaultValue: false,
      validate: (value: unknown) => (value === true ? true : SMS_STAFF_MESSAGES.confirmRequired),
    },
    {
      name: 'recipients',
      type: 'number',
      label: 'Destinataires',
      min: 0,
      max: 10_000_000,
      // Counted as it leaves: nothing to show before.
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.createdAt) },
    },
    {
      name: 'source',
      type: 'select',
      label: 'Origine',
      defaultValue: 'staff',
      options: [
        { value: 'staff', label: 'Alerte SMS seule' },
        { value: 'banner', label: 'Bandeau d’alerte' },
      ],
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.createdAt) },
    },
    // The banner's alert it was made for: once per alert, whatever saves and looks happen.
    { name: 'bannerKey', type: 'text', unique: true, admin: { hidden: true } },
  ],
}
