import type { PayloadRequest } from 'payload'
import { SMS_TEXTS, formatEventDates } from 'shared-types'

import { numberFromEnv } from '../../lib/env'
import { OUTBOUND_MESSAGES } from '../OutboundMessages'
import { queueSms } from '../outbox'
import { SMS_SUBSCRIBERS } from './SmsSubscribers'
import { smsText } from './texts'

type Id = number | string
type EventDoc = { id: Id; title: string; start: string; end?: string | null; place?: string | null }

/** The hour (the commune's, UTC all year) from which the day-before reminders leave: 9 h unless SMS_REMINDER_HOUR says. */
const reminderHour = () =>
  numberFromEnv('SMS_REMINDER_HOUR', 9, (hour) => Number.isInteger(hour) && hour >= 0 && hour <= 23)

const DAY_MS = 86_400_000
const dayStart = (at: number) => at - (at % DAY_MS)

/**
 * The agenda's reminders (docs/product/sms.md#agenda-reminders): the day before each published
 * event, from the reminder hour on, one SMS to each number subscribed to the agenda. An event published
 * later that day is reminded at once; one whose reminders were queued is not looked at again.
 */
export async function sendAgendaReminders(req: PayloadRequest, now = Date.now()): Promise<number> {
  if (now - dayStart(now) < reminderHour() * 3_600_000) return 0
  const tomorrow = dayStart(now) + DAY_MS
  const { docs: events } = await req.payload.find({
    collection: 'events',
    where: {
      and: [
        { _status: { equals: 'published' } },
        { start: { greater_than_equal: new Date(tomorrow).toISOString() } },
        { start: { less_than: new Date(tomorrow + DAY_MS).toISOString() } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  let queued = 0
  for (const event of events as unknown as EventDoc[]) {
    const prefix = `sms-reminder:${event.id}:`
    const { totalDocs: done } = await req.payload.count({
      collection: OUTBOUND_MESSAGES,
      where: { onceKey: { like: prefix } },
      overrideAccess: true,
      req,
    })
    if (done > 0) continue
    const { docs: subscribers } = await req.payload.find({
      collection: SMS_SUBSCRIBERS,
      where: {
        and: [{ confirmedAt: { exists: true } }, { stopped: { not_equals: true } }, { topics: { in: ['agenda'] } }],
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { phone: true },
      req,
    })
    const { text } = await smsText(req, (commune) =>
      SMS_TEXTS.reminder(commune, event.title, formatEventDates(event.start, event.end), event.place),
    )
    for (const subscriber of subscribers as unknown as { id: Id; phone: string }[]) {
      if (
        await queueSms(req, {
          to: subscriber.phone,
          text,
          template: 'smsReminder',
          onceKey: `${prefix}${subscriber.id}`,
        })
      )
        queued += 1
    }
  }
  return queued
}
