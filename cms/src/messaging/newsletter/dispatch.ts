import type { PayloadRequest } from 'payload'
import { queueIssue, type IssueItem } from './emails'
import { ANNOUNCEMENTS } from './announcements'
import { isDue } from './schedule'
import { SUBSCRIBERS } from './subscriptions'

type Announcement = IssueItem & { id: number | string; topic: string; createdAt: string }
type Subscriber = { id: number | string; email: string; topics?: string[] | null }

/**
 * One issue per confirmed subscriber with a topic among the announcements, listing those of their
 * topics; then the announcements are marked sent. Each issue's once-only key (the batch's first
 * announcement and the subscriber) makes a run cut short and run again send nobody a second one.
 * Unconfirmed addresses get nothing.
 */
export async function sendDueNewsletter(req: PayloadRequest, now = new Date()): Promise<number> {
  const { docs } = await req.payload.find({
    collection: ANNOUNCEMENTS,
    where: { sentAt: { exists: false } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const announcements = docs as unknown as Announcement[]
  if (announcements.length === 0) return 0
  const settings = await req.payload.findGlobal({ slug: 'newsletter-settings', depth: 0, overrideAccess: true, req })
  if (!isDue(settings, new Date(announcements[0]!.createdAt), now)) return 0

  const topics = [...new Set(announcements.map((announcement) => announcement.topic))]
  const { docs: subscribers } = await req.payload.find({
    collection: SUBSCRIBERS,
    where: { and: [{ confirmedAt: { exists: true } }, { topics: { in: topics } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  let sent = 0
  for (const subscriber of subscribers as Subscriber[]) {
    const chosen = new Set(subscriber.topics ?? [])
    const items = announcements.filter((announcement) => chosen.has(announcement.topic))
    if (items.length === 0) continue
    if (await queueIssue(req, subscriber, items, `newsletter:${announcements[0]!.id}:${subscriber.id}`)) sent += 1
  }
  await req.payload.update({
    collection: ANNOUNCEMENTS,
    where: { id: { in: announcements.map((announcement) => announcement.id) } },
    data: { sentAt: now.toISOString() },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return sent
}
