import type { CollectionConfig } from 'payload'
import { NOT_FOUND_MESSAGES, SITE_BUILD_MESSAGES, SITE_BUILD_RESULTS } from 'shared-types'

import { isStaff } from '../../access'

export const SITE_BUILDS = 'site-builds'

/**
 * « Publications du site »: each build request the hook accepted and what the host reported of it
 * (deployNotifications.ts), the last 50 (siteBuildRecords.ts). The panel's dashboard lists them.
 * Staff of any role read them, as they read the site's state; only the server's own code writes them.
 */
export const SiteBuilds: CollectionConfig = {
  slug: SITE_BUILDS,
  labels: { singular: 'une publication du site', plural: 'Publications du site' },
  admin: { hidden: true, useAsTitle: 'trigger', defaultColumns: ['startedAt', 'trigger', 'by', 'result'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-startedAt',
  custom: NOT_FOUND_MESSAGES[SITE_BUILDS],
  fields: [
    { name: 'trigger', type: 'text', label: 'Modifications', required: true },
    /** The slugs of what changed: what went online once the host reports it ready. */
    { name: 'changes', type: 'json', label: 'Collections et textes modifiés' },
    { name: 'by', type: 'text', label: 'Par' },
    { name: 'startedAt', type: 'date', label: 'Début', required: true, index: true },
    { name: 'finishedAt', type: 'date', label: 'Fin' },
    // Up to a day: no host lets a build run longer.
    { name: 'durationSeconds', type: 'number', label: 'Durée (secondes)', min: 0, max: 86_400 },
    {
      name: 'result',
      type: 'select',
      label: 'Résultat',
      required: true,
      options: SITE_BUILD_RESULTS.map((value) => ({ value, label: SITE_BUILD_MESSAGES.results[value] })),
    },
    { name: 'reason', type: 'text', label: 'Raison de l’échec' },
    { name: 'deployId', type: 'text', label: 'Identifiant du déploiement', index: true },
  ],
}
