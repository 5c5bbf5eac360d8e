import { REQUEST_SETTINGS } from '../slugs'
import type { GlobalConfig } from 'payload'
import { RETENTION } from 'shared-types'

import { isAdmin, mayHandleRequests } from '../../access'

/** How long the personal data of closed requests is kept (docs/product/requests.md#privacy). */
export const RequestSettings: GlobalConfig = {
  slug: REQUEST_SETTINGS,
  label: 'Réglages des demandes',
  admin: { group: 'Demandes en ligne', hidden: ({ user }) => user?.role !== 'admin' },
  access: { read: mayHandleRequests, update: isAdmin },
  fields: [
    {
      name: 'retentionMonths',
      type: 'number',
      label: 'Durée de conservation des données personnelles (mois)',
      required: true,
      defaultValue: RETENTION.closedRequestMonths,
      min: 1,
      max: 120,
      admin: {
        step: 1,
        description:
          'Après ce délai, compté depuis la clôture (retirée ou refusée), le nom, le téléphone, les réponses, les pièces jointes et les messages d’une demande sont effacés. La référence, la démarche, les dates et les états restent pour les statistiques.',
      },
    },
  ],
}
