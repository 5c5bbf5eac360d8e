import { createHash } from 'node:crypto'

import type { GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { bannerShown, excerpt, formatEventDates, type AlertBannerContent } from 'shared-types'

import { siteLink } from './links'
import { announce } from './newsletter/announcements'
import { SMS_ALERTS, alertContent } from './sms/SmsAlerts'

type Id = number | string
type Banner = AlertBannerContent & {
  _status?: string | null
  sms?: { send?: boolean | null; localities?: (Id | { id: Id })[] | null; keepAccents?: boolean | null } | null
}

/** The same alert saved again is the same alert: its message and its start. */
const alertKey = (banner: Banner) =>
  createHash('sha256')
    .update(`${banner.message!.trim()}\n${new Date(banner.start!).toISOString()}`)
    .digest('hex')
    .slice(0, 32)

/** The banner's SMS alert, when staff asked for one: made once per alert (its unique key). */
async function sendBannerSms(req: PayloadRequest, banner: Banner, key: string): Promise<void> {
  if (!banner.sms?.send) return
  const { totalDocs } = await req.payload.count({
    collection: SMS_ALERTS,
    where: { bannerKey: { equals: key } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) return
  await req.payload.create({
    collection: SMS_ALERTS,
    data: {
      ...alertContent({
        message: banner.message,
        localities: banner.sms.localities,
        keepAccents: banner.sms.keepAccents,
      }),
      confirmed: true,
      source: 'banner',
      bannerKey: key,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/**
 * The alert banner, once it shows on the site (docs/product/sms.md#alerts): announced to the
 * newsletter's « alertes » subscribers, and sent by SMS when staff ticked it. Looked at when saved,
 * and by the housekeeping every few seconds (a banner whose start is ahead); once per alert.
 */
export async function announceVisibleAlert(req: PayloadRequest, saved?: AlertBannerContent): Promise<void> {
  const banner = (saved ??
    (await req.payload.findGlobal({ slug: 'alert-banner', depth: 0, overrideAccess: true, req }))) as Banner
  if (!bannerShown(banner, Date.now()) || banner._status === 'draft') return
  const key = alertKey(banner)
  await announce(req, {
    key: `alert:${key}`,
    topic: 'alertes',
    title: excerpt(banner.message!.trim(), 120),
    // The home page, which shows the banner and its own link: every link of an e-mail is the site's.
    url: siteLink('/'),
    summary: formatEventDates(banner.start, banner.end),
  })
  await sendBannerSms(req, banner, key)
}

export const announceAlert: GlobalAfterChangeHook = async ({ doc, req }) => {
  await announceVisibleAlert(req, doc as AlertBannerContent)
  return doc
}
