import type { Payload, ServerProps } from 'payload'
import { DASHBOARD_MESSAGES as TEXT, NEWSLETTER_TOPIC_OPTIONS, canManageAccounts } from 'shared-types'

import { dailyCeiling, smsCountedToday } from '../../messaging/sms/deliver'
import { PerDayChart } from './PerDayChart'

const DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** The last 30 days (the commune's clock is UTC), oldest first, with how many e-mails left on each. */
async function sentPerDay(payload: Payload): Promise<{ day: string; count: number }[]> {
  const today = new Date(new Date().toISOString().slice(0, 10))
  const first = new Date(today.getTime() - (DAYS - 1) * DAY_MS)
  const { docs } = await payload.find({
    collection: 'outbound-messages',
    where: {
      and: [
        { channel: { equals: 'email' } },
        { status: { equals: 'sent' } },
        { sentAt: { greater_than_equal: first.toISOString() } },
      ],
    },
    select: { sentAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const days = Array.from({ length: DAYS }, (_, index) => ({
    day: new Date(first.getTime() + index * DAY_MS).toISOString().slice(0, 10),
    count: 0,
  }))
  const byDay = new Map(days.map((entry) => [entry.day, entry]))
  for (const doc of docs) {
    const entry = typeof doc.sentAt === 'string' ? byDay.get(doc.sentAt.slice(0, 10)) : undefined
    if (entry) entry.count += 1
  }
  return days
}

const count = async (payload: Payload, collection: 'outbound-messages' | 'newsletter-subscribers', where: object) =>
  (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs

/**
 * « Envois » on the dashboard, for administrators only (the e-mails and the subscribers' addresses are
 * theirs to look after, docs/product/staff-screens.md#the-payload-panel): e-mails sent per day over 30
 * days, messages waiting or given up (links to « Envois » filtered), the SMS of the day against their
 * ceiling and those kept unsent (docs/product/sms.md#privacy-and-cost), the newsletter's confirmed
 * subscribers per topic and the sign-ups still unconfirmed.
 */
export async function SendingOverview({ payload, user }: ServerProps) {
  if (!user || !canManageAccounts((user as { role?: unknown }).role)) return null
  const admin = payload.config.routes.admin
  const { createLocalReq } = await import('payload')
  const req = await createLocalReq({}, payload)
  const [days, waiting, failed, unconfirmed, topics, smsToday, ceiling, unsent] = await Promise.all([
    sentPerDay(payload),
    count(payload, 'outbound-messages', { status: { in: ['pending', 'retry'] } }),
    count(payload, 'outbound-messages', { status: { equals: 'failed' } }),
    count(payload, 'newsletter-subscribers', { confirmedAt: { exists: false } }),
    Promise.all(
      NEWSLETTER_TOPIC_OPTIONS.map(async (topic) => ({
        ...topic,
        count: await count(payload, 'newsletter-subscribers', {
          and: [{ topics: { in: [topic.value] } }, { confirmedAt: { exists: true } }],
        }),
      })),
    ),
    smsCountedToday(req, { waiting: false }),
    dailyCeiling(req),
    count(payload, 'outbound-messages', { status: { equals: 'unsent' } }),
  ])
  const messages = `${admin}/collections/outbound-messages`
  return (
    <section aria-labelledby="sending-overview-title" style={{ marginBottom: 'var(--base)' }}>
      <h2 id="sending-overview-title">{TEXT.sendingHeading}</h2>
      <PerDayChart
        days={days}
        words={{
          id: 'sent-per-day',
          title: TEXT.chartTitle,
          summary: TEXT.chartSummary,
          countHeading: 'E-mails envoyés',
        }}
      />
      <p>
        <a href={`${messages}?where[status][in][0]=pending&where[status][in][1]=retry`}>{TEXT.waiting(waiting)}</a>
        {' · '}
        <a href={`${messages}?where[status][equals]=failed`}>{TEXT.failed(failed)}</a>
      </p>
      <p>
        {TEXT.smsToday(smsToday, ceiling)}
        {' · '}
        <a href={`${messages}?where[status][equals]=unsent`}>{TEXT.smsUnsent(unsent)}</a>
      </p>
      <h3>{TEXT.subscribersHeading}</h3>
      <ul>
        {topics.map((topic) => (
          <li key={topic.value}>
            {topic.label} : <strong>{topic.count}</strong>
          </li>
        ))}
      </ul>
      <p>
        <a href={`${admin}/collections/newsletter-subscribers?where[confirmedAt][exists]=false`}>
          {TEXT.unconfirmed(unconfirmed)}
        </a>
      </p>
    </section>
  )
}
