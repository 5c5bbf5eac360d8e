import type { CollectionAfterChangeHook, CollectionSlug, PayloadRequest } from 'payload'
import { excerpt, formatEventDates, newsTopic, type NewsletterTopic } from 'shared-types'

import { siteLink } from '../links'

export const ANNOUNCEMENTS = 'newsletter-announcements'

type Announcement = { key: string; topic: NewsletterTopic; title: string; url: string; summary?: string }

/** Records what the next newsletter announces, once per key: a second publication adds nothing. */
export async function announce(req: PayloadRequest, announcement: Announcement): Promise<void> {
  const { totalDocs } = await req.payload.count({
    collection: ANNOUNCEMENTS,
    where: { key: { equals: announcement.key } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) return
  await req.payload.create({ collection: ANNOUNCEMENTS, data: announcement, overrideAccess: true, depth: 0, req })
}

type Published = { id: number | string; _status?: string | null }

/**
 * Whether this save is the document's first publication: published now, not before (neither in
 * the last state nor in any earlier published version). An edit, a republication after « Retirer
 * du site », a draft: no. A scheduled publication counts when it happens (it is such a save).
 */
async function isFirstPublication(req: PayloadRequest, slug: CollectionSlug, doc: Published, previous?: Published) {
  if (doc._status !== 'published' || previous?._status === 'published') return false
  const { totalDocs } = await req.payload.countVersions({
    collection: slug,
    where: { and: [{ parent: { equals: doc.id } }, { 'version._status': { equals: 'published' } }] },
    overrideAccess: true,
    req,
  })
  // The version this save just wrote is the one published version allowed.
  return totalDocs <= 1
}

type NewsDoc = Published & { title?: string | null; content?: string | null; category?: string | null }

/** A news item's first publication, under its category's topic (an item without one is not announced). */
export const announceNews: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation, collection }) => {
  const news = doc as NewsDoc
  const topic = newsTopic(news.category)
  if (!topic || !news.title) return doc
  if (!(await isFirstPublication(req, collection.slug, news, operation === 'create' ? undefined : previousDoc)))
    return doc
  await announce(req, {
    key: `news:${news.id}`,
    topic,
    title: news.title,
    url: siteLink(`/actualites/${news.id}`),
    summary: excerpt(news.content),
  })
  return doc
}

type EventDoc = Published & {
  title?: string | null
  start?: string | null
  end?: string | null
  place?: string | null
}

/** An event's first publication, under « agenda », linked to its card on /agenda. */
export const announceEvent: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation, collection }) => {
  const event = doc as EventDoc
  if (!event.title) return doc
  if (!(await isFirstPublication(req, collection.slug, event, operation === 'create' ? undefined : previousDoc)))
    return doc
  await announce(req, {
    key: `event:${event.id}`,
    topic: 'agenda',
    title: event.title,
    url: `${siteLink('/agenda')}#evenement-${event.id}`,
    summary: [formatEventDates(event.start, event.end), event.place].filter(Boolean).join(' — '),
  })
  return doc
}
