import type { Payload } from 'payload'

import { processLocal } from '../lib/processLocal'
import { announceVisibleAlert } from './alertBanner'
import { sendDueNewsletter } from './newsletter/dispatch'
import { sendAgendaReminders } from './sms/reminders'

const state = processLocal('commune.messaging.housekeeping', () => ({ running: false }))

/**
 * The sending layer's turn of the jobs cron's housekeeping (publishing/rebuild/scheduled.ts): an
 * alert that has just begun to show is announced (newsletter, SMS), the newsletter that is due is
 * sent, and tomorrow's events are reminded by SMS. One run at a time.
 */
export async function messagingHousekeeping(payload: Payload): Promise<void> {
  if (state.running) return
  state.running = true
  try {
    const { createLocalReq } = await import('payload')
    const req = await createLocalReq({}, payload)
    await announceVisibleAlert(req)
    await sendDueNewsletter(req)
    await sendAgendaReminders(req)
  } finally {
    state.running = false
  }
}
