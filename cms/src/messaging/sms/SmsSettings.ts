import type { GlobalConfig } from 'payload'
import { SMS_LIMITS } from 'shared-types'

import { isAdmin } from '../../access'

export const SMS_SETTINGS = 'sms-settings' as const

/** « Réglages SMS »: the commune's budget guard (docs/product/sms.md#privacy-and-cost). */
export const SmsSettings: GlobalConfig = {
  slug: SMS_SETTINGS,
  label: 'Réglages SMS',
  admin: {
    group: 'Administration',
    description:
      'Les SMS sont payés par la commune : au-delà du plafond du jour, les SMS restent dans « Envois », marqués non envoyés, et plus aucun code n’est envoyé avant le lendemain.',
  },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    {
      name: 'dailyCeiling',
      type: 'number',
      label: 'Plafond de SMS envoyés par jour',
      required: true,
      defaultValue: SMS_LIMITS.defaultDailyCeiling,
      min: 1,
      max: 1_000_000,
      admin: { step: 1 },
    },
  ],
}
