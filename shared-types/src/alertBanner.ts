/**
 * The alert banner (« Bandeau d'alerte »): a water cut, a vaccination day, shown at the top of
 * every page between its start and its end. Pure functions of the banner and of "now", shared by
 * the site's build and the CMS.
 */

export type AlertLevel = 'info' | 'urgent'

export const ALERT_LEVEL_OPTIONS: { label: string; value: AlertLevel }[] = [
  { label: 'Information', value: 'info' },
  { label: 'Urgent', value: 'urgent' },
]

/** What the site needs of the banner (the CMS's `alert-banner` global). */
export interface AlertBannerContent {
  active?: boolean | null
  message?: string | null
  level?: AlertLevel | null
  /** ISO date-times. */
  start?: string | null
  end?: string | null
  link?: { url?: string | null; label?: string | null } | null
}

const time = (value: string | null | undefined): number => (value ? new Date(value).getTime() : Number.NaN)

/**
 * Whether a built page carries the banner at all: switched on, with a message, and not yet over.
 * A banner whose start is still ahead is carried too (hidden), so it shows on time even before
 * the rebuild asked for at its start has gone online.
 */
export function bannerToEmbed(banner: AlertBannerContent | null | undefined, now: Date | number): boolean {
  if (!banner?.active || !banner.message?.trim()) return false
  const end = time(banner.end)
  return Number.isFinite(time(banner.start)) && Number.isFinite(end) && end > Number(now)
}

/** Whether the banner is to be seen right now: switched on, with a message, between start and end. */
export function bannerShown(banner: AlertBannerContent | null | undefined, now: Date | number): boolean {
  return bannerToEmbed(banner, now) && time(banner!.start) <= Number(now)
}
