import type { NewsletterDelivery } from 'shared-types'

import { numberFromEnv } from '../../lib/env'

/** How long the first announcement of a batch waits for others (NEWSLETTER_BATCH_SECONDS, 120 by default). */
export const batchSeconds = (): number =>
  numberFromEnv('NEWSLETTER_BATCH_SECONDS', 120, (seconds) => Number.isFinite(seconds) && seconds >= 0)

/** This day's digest time (Dakar time is UTC all year). */
const digestTimeToday = (hour: number, now: Date): number =>
  Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour)

/**
 * Whether the unsent announcements go now. Batched: once the oldest has waited batchSeconds, so
 * that the publications of a few minutes travel together. Daily: at digestHour, with everything
 * announced before it (what came later waits for the next day's).
 */
export function isDue(
  settings: { delivery?: NewsletterDelivery | null; digestHour?: number | null },
  oldest: Date,
  now: Date,
): boolean {
  if (settings.delivery === 'daily') {
    const digestAt = digestTimeToday(settings.digestHour ?? 18, now)
    return now.getTime() >= digestAt && oldest.getTime() < digestAt
  }
  return now.getTime() - oldest.getTime() >= batchSeconds() * 1000
}
