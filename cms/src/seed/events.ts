import type { Payload } from 'payload'
import { PHOTO_EXHIBITION, seedFutureEvent } from 'shared-types'

import { SKIP_SITE_REBUILD } from '../publishing/rebuild/trigger'

/**
 * The agenda's first-run content (docs/product/agenda.md#built-in-events): the photo exhibition
 * (25 May 2025, past) and one event
 * dated a few weeks after the day the content is written, so a first start, whenever it happens,
 * has something to announce on the home page.
 */
export async function seedEvents(payload: Payload, seededAt = new Date()): Promise<void> {
  for (const event of [PHOTO_EXHIBITION, seedFutureEvent(seededAt)]) {
    await payload.create({
      collection: 'events',
      data: event,
      overrideAccess: true,
      context: { [SKIP_SITE_REBUILD]: true },
    })
  }
}
