import type { CollectionSlug, Payload } from 'payload'

import { numberFromEnv } from '../../lib/env'
import { SKIP_SITE_REBUILD } from '../rebuild/trigger'

/**
 * The panel stores a draft as soon as a clerk opens « Créer » on a collection with autosave (Payload's
 * document view creates it to have an id to autosave to; only `drafts.validate`, which would refuse
 * every half-typed autosave, turns that off). A clerk who opens the form and leaves would leave an
 * empty « sans titre » draft in the lists: the queue's runner removes those once they are old.
 *
 * Untouched means: still a draft, no title, and never saved again after its creation (an autosave
 * after typing anything would have added a later version).
 */

/** How long an untouched draft may stay: a clerk may still be on the form (UNTOUCHED_DRAFT_MINUTES, for tests). */
const maxAgeMs = (): number =>
  numberFromEnv('UNTOUCHED_DRAFT_MINUTES', 60, (minutes) => Number.isFinite(minutes) && minutes > 0) * 60_000

/** A save within this time of the creation is the creation itself. */
const CREATION_SLACK_MS = 1000

let lastLook = 0

/** Looks at most every tenth of the age limit (every 6 minutes by default): cheap, indexed reads. */
export async function removeUntouchedDraftsNow(payload: Payload): Promise<void> {
  const now = Date.now()
  if (now - lastLook < maxAgeMs() / 10) return
  lastLook = now
  const olderThan = new Date(now - maxAgeMs()).toISOString()
  for (const collection of payload.config.collections) {
    const drafts = collection.versions?.drafts
    if (!drafts || !collection.flattenedFields.some((field) => field.name === 'title')) continue
    const slug = collection.slug as CollectionSlug
    const { docs } = await payload.find({
      collection: slug,
      where: {
        and: [
          { _status: { equals: 'draft' } },
          { createdAt: { less_than: olderThan } },
          { or: [{ title: { exists: false } }, { title: { equals: '' } }] },
        ],
      },
      depth: 0,
      limit: 100,
      pagination: false,
      overrideAccess: true,
      select: { createdAt: true },
    })
    for (const doc of docs as { id: number | string; createdAt: string }[]) {
      // A draft saved again lives in the versions (the document's own row keeps its creation).
      const { docs: latest } = await payload.findVersions({
        collection: slug,
        where: { parent: { equals: doc.id } },
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const lastSave = new Date(latest[0]?.updatedAt ?? doc.createdAt).getTime()
      if (lastSave - new Date(doc.createdAt).getTime() > CREATION_SLACK_MS) continue
      // Never shown on the site: its removal asks for no rebuild.
      await payload.delete({
        collection: slug,
        id: doc.id,
        overrideAccess: true,
        context: { [SKIP_SITE_REBUILD]: true },
      })
    }
  }
}
