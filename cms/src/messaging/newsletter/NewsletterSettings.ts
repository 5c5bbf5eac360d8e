import type { GlobalConfig } from 'payload'
import { NEWSLETTER_DELIVERY_OPTIONS } from 'shared-types'

import { isPublisher } from '../../access'

/** When the newsletter goes out: within 5 minutes of each publication (batched), or once a day. */
export const NewsletterSettings: GlobalConfig = {
  slug: 'newsletter-settings',
  label: "Lettre d'information",
  admin: {
    group: 'Citoyens',
    description:
      "Quand les abonnés reçoivent les nouvelles publications. Seule la première publication d'une actualité ou d'un événement est annoncée, jamais une modification.",
  },
  access: { read: isPublisher, update: isPublisher },
  fields: [
    {
      name: 'delivery',
      type: 'select',
      label: 'Envoi',
      required: true,
      defaultValue: 'batched',
      options: NEWSLETTER_DELIVERY_OPTIONS,
    },
    {
      name: 'digestHour',
      type: 'number',
      label: 'Heure du résumé quotidien (heure de Dakar)',
      defaultValue: 18,
      min: 0,
      max: 23,
      admin: {
        condition: (data) => data?.delivery === 'daily',
        description: 'De 0 à 23 : par exemple 18 pour 18 h.',
        step: 1,
      },
    },
  ],
}
