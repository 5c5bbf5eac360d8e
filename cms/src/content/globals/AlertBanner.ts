import type { GlobalAfterChangeHook, GlobalConfig, Validate } from 'payload'
import { ALERT_BANNER_MESSAGES, ALERT_LEVEL_OPTIONS, MESSAGES, isBlank, isHttpUrl } from 'shared-types'

import { globalContentAccess } from '../../access'
import { globalVersions } from '../versions'
import { spokenVersionsField } from '../fields/spokenVersions'
import { DATE_TIME_ADMIN, payloadCheck, validDate } from '../fields/fieldRule'
import { SKIP_SITE_REBUILD } from '../../publishing/rebuild/trigger'
import { scheduleSiteRebuilds } from '../../publishing/rebuild/scheduled'
import { announceAlert } from '../../messaging/alertBanner'

type BannerData = {
  active?: boolean | null
  start?: unknown
  end?: unknown
  link?: { url?: unknown; label?: unknown } | null
}

/** A banner switched on must say something and know when to show and to go; a banner switched off may be a draft. */
const neededWhenActive =
  (message: string, then: Validate = payloadCheck): Validate =>
  (value, options) => {
    const active = Boolean((options.data as BannerData | undefined)?.active)
    if (isBlank(value)) return active ? message : true
    return then(value, options)
  }

const endAfterStart: Validate = (value, options) => {
  const dateCheck = validDate(value, options)
  if (dateCheck !== true) return dateCheck
  const start = (options.data as BannerData | undefined)?.start
  if (isBlank(start)) return true
  const startMs = new Date(start as string).getTime()
  return Number.isFinite(startMs) && new Date(value as string).getTime() <= startMs
    ? ALERT_BANNER_MESSAGES.endNotAfterStart
    : true
}

const linkUrl: Validate = (value, options) => {
  const label = (options.siblingData as BannerData['link'])?.label
  if (isBlank(value)) return isBlank(label) ? true : ALERT_BANNER_MESSAGES.linkUrlRequired
  return isHttpUrl(value) ? payloadCheck(value, options) : MESSAGES.invalidUrl
}

const linkLabel: Validate = (value, options) => {
  const url = (options.siblingData as BannerData['link'])?.url
  return isBlank(value) && !isBlank(url) ? ALERT_BANNER_MESSAGES.linkLabelRequired : payloadCheck(value, options)
}

/**
 * The site is static: without a publication, nothing would add the banner at its start or take it
 * away at its end. Saving it therefore schedules a rebuild at both times (persisted jobs, see
 * publishing/rebuild/scheduled.ts), on top of the rebuild every save asks for at once.
 */
const scheduleRebuildsAtItsTimes: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  if (req.context[SKIP_SITE_REBUILD]) return doc
  const banner = doc as BannerData
  const times = banner.active ? [banner.start, banner.end].map((value) => new Date(String(value ?? ''))) : []
  await scheduleSiteRebuilds(req, global.slug, times)
  return doc
}

/** Dates the banner needs once shown: marked required in the panel as soon as it is switched on. */
const NEEDED_WHEN_SHOWN = {
  ...DATE_TIME_ADMIN,
  components: { Label: '/panel/components/NeededWhenShownLabel#NeededWhenShownLabel' },
}

/** « Bandeau d'alerte »: a water cut, a vaccination day, shown at the top of every page between its start and its end. */
export const AlertBanner: GlobalConfig = {
  slug: 'alert-banner',
  label: "Bandeau d'alerte",
  admin: {
    group: 'Commune',
    description:
      'Affiché en haut de chaque page du site entre son début et sa fin, sans autre publication : le site est reconstruit à ces deux heures.',
  },
  access: globalContentAccess,
  versions: globalVersions,
  // An alert that shows is announced to the newsletter's « alertes » subscribers (once per alert).
  hooks: { afterChange: [scheduleRebuildsAtItsTimes, announceAlert] },
  fields: [
    { name: 'active', type: 'checkbox', label: 'Afficher le bandeau', defaultValue: false },
    {
      name: 'message',
      type: 'textarea',
      label: 'Message',
      maxLength: 500,
      validate: neededWhenActive(ALERT_BANNER_MESSAGES.messageRequired),
      admin: { description: 'Par exemple : « Coupure d’eau à Keur Ali mardi de 8 h à 14 h. »' },
    },
    {
      name: 'level',
      type: 'select',
      label: 'Niveau',
      required: true,
      defaultValue: 'info',
      options: ALERT_LEVEL_OPTIONS,
    },
    {
      name: 'link',
      type: 'group',
      label: 'Lien (facultatif)',
      fields: [
        { name: 'url', type: 'text', label: 'Adresse du lien', validate: linkUrl },
        { name: 'label', type: 'text', label: 'Texte du lien', maxLength: 100, validate: linkLabel },
      ],
    },
    spokenVersionsField(),
    {
      name: 'start',
      type: 'date',
      label: 'Début',
      validate: neededWhenActive(ALERT_BANNER_MESSAGES.startRequired, validDate),
      admin: NEEDED_WHEN_SHOWN,
    },
    {
      name: 'end',
      type: 'date',
      label: 'Fin',
      validate: neededWhenActive(ALERT_BANNER_MESSAGES.endRequired, endAfterStart),
      admin: NEEDED_WHEN_SHOWN,
    },
    {
      // Sent once, when the banner starts to show (messaging/alertBanner.ts), after staff saw the estimate.
      name: 'sms',
      type: 'group',
      label: 'Alerte par SMS',
      fields: [
        {
          name: 'send',
          type: 'checkbox',
          label: 'Envoyer aussi cette alerte par SMS aux abonnés, au début de l’affichage',
          defaultValue: false,
        },
        {
          name: 'localities',
          type: 'relationship',
          relationTo: 'localities',
          hasMany: true,
          label: 'Villages ou quartiers concernés',
          admin: { description: 'Vide : toute la commune.', condition: (_, sibling) => Boolean(sibling?.send) },
        },
        {
          name: 'keepAccents',
          type: 'checkbox',
          label: 'Garder les accents (SMS plus coûteux)',
          defaultValue: false,
          admin: { condition: (_, sibling) => Boolean(sibling?.send) },
        },
        {
          name: 'estimate',
          type: 'ui',
          admin: {
            components: {
              Field: {
                path: '/panel/components/SmsEstimate#SmsEstimate',
                clientProps: {
                  localitiesPath: 'sms.localities',
                  keepAccentsPath: 'sms.keepAccents',
                  shownWhen: 'sms.send',
                },
              },
            },
          },
        },
      ],
    },
  ],
}
