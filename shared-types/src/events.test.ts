import { describe, expect, it } from 'vitest'

import { bannerShown, bannerToEmbed } from './alertBanner'
import {
  PHOTO_EXHIBITION,
  calendarTile,
  eventEndsAt,
  formatEventDates,
  nextEvent,
  pastEvents,
  seedFutureEvent,
  upcomingEvents,
  type AgendaEvent,
} from './events'

const NBSP = '\u00a0'
const at = (iso: string) => new Date(iso)
const event = (title: string, start: string, end?: string): AgendaEvent => ({ title, start, end })

describe('formatEventDates', () => {
  it('writes a day alone when the time is midnight (a whole day)', () => {
    expect(formatEventDates('2025-05-25T00:00:00.000Z')).toBe('25 mai 2025')
    expect(formatEventDates('2025-06-01T00:00:00.000Z')).toBe('1er juin 2025')
  })

  it('adds the time in French typography', () => {
    expect(formatEventDates('2025-05-25T10:00:00.000Z')).toBe(`25 mai 2025 à 10${NBSP}h`)
    expect(formatEventDates('2025-05-25T14:30:00.000Z')).toBe(`25 mai 2025 à 14${NBSP}h${NBSP}30`)
  })

  it('gives a range within one day as hours', () => {
    expect(formatEventDates('2025-05-25T09:00:00.000Z', '2025-05-25T17:30:00.000Z')).toBe(
      `25 mai 2025, de 9${NBSP}h à 17${NBSP}h${NBSP}30`,
    )
  })

  it('gives a range over several days', () => {
    expect(formatEventDates('2025-05-25T00:00:00.000Z', '2025-05-27T00:00:00.000Z')).toBe('du 25 au 27 mai 2025')
    expect(formatEventDates('2025-05-30T00:00:00.000Z', '2025-06-01T00:00:00.000Z')).toBe('du 30 mai au 1er juin 2025')
    expect(formatEventDates('2025-12-30T00:00:00.000Z', '2026-01-02T00:00:00.000Z')).toBe(
      'du 30 décembre 2025 au 2 janvier 2026',
    )
    expect(formatEventDates('2025-05-30T18:00:00.000Z', '2025-06-01T12:00:00.000Z')).toBe(
      `du 30 mai 2025 à 18${NBSP}h au 1er juin 2025 à 12${NBSP}h`,
    )
  })

  it('ignores an end that is missing, unreadable or not after the start', () => {
    expect(formatEventDates('2025-05-25T10:00:00.000Z', null)).toBe(`25 mai 2025 à 10${NBSP}h`)
    expect(formatEventDates('2025-05-25T10:00:00.000Z', 'demain')).toBe(`25 mai 2025 à 10${NBSP}h`)
    expect(formatEventDates('2025-05-25T10:00:00.000Z', '2025-05-24T10:00:00.000Z')).toBe(`25 mai 2025 à 10${NBSP}h`)
  })

  it('gives nothing for an unreadable start', () => {
    expect(formatEventDates('pas une date')).toBe('')
    expect(formatEventDates(null)).toBe('')
  })

  it('names the tile of the home box', () => {
    expect(calendarTile('2025-05-25T00:00:00.000Z')).toEqual(['25', 'mai'])
    expect(calendarTile('2026-12-05T09:00:00.000Z')).toEqual(['5', 'déc'])
  })
})

describe('the next event and the agenda', () => {
  const exhibition = PHOTO_EXHIBITION
  const fair = event('Foire agricole', '2026-12-10T08:00:00.000Z', '2026-12-12T18:00:00.000Z')
  const meeting = event('Conseil municipal', '2026-12-05T10:00:00.000Z')
  const events = [fair, exhibition, meeting]

  it('never announces a past event: the spec’s exhibition of 25 May 2025 is past in late 2026', () => {
    expect(nextEvent([exhibition], at('2026-11-24T00:00:00Z'))).toBeNull()
    expect(nextEvent(events, at('2026-11-24T00:00:00Z'))).toBe(meeting)
  })

  it('keeps an event of a day until that day is over, and one with an end until its end', () => {
    expect(nextEvent([exhibition], at('2025-05-25T21:00:00Z'))).toBe(exhibition)
    expect(nextEvent([exhibition], at('2025-05-26T00:00:00Z'))).toBeNull()
    expect(eventEndsAt(meeting)).toBe(Date.parse('2026-12-06T00:00:00Z'))
    // The fair runs three days: still shown on its second day, after the council meeting is over.
    expect(nextEvent(events, at('2026-12-11T12:00:00Z'))).toBe(fair)
    expect(nextEvent(events, at('2026-12-12T18:00:00Z'))).toBeNull()
  })

  it('lists what is to come soonest first and what is past most recent first', () => {
    const now = at('2026-12-07T00:00:00Z')
    expect(upcomingEvents(events, now)).toEqual([fair])
    expect(pastEvents(events, now)).toEqual([meeting, exhibition])
    expect(upcomingEvents(events, at('2026-01-01T00:00:00Z'))).toEqual([meeting, fair])
  })

  it('leaves out an event whose dates do not parse', () => {
    const broken = event('Sans date', 'bientôt')
    expect(upcomingEvents([broken], at('2026-01-01T00:00:00Z'))).toEqual([])
    expect(pastEvents([broken], at('2026-01-01T00:00:00Z'))).toEqual([])
  })

  it('dates the seeded future event from the seeding day, so a start a year later still has one', () => {
    for (const seededAt of [at('2026-11-24T15:00:00Z'), at('2027-11-24T15:00:00Z'), at('2030-02-28T23:59:00Z')]) {
      const future = seedFutureEvent(seededAt)
      const start = new Date(future.start)
      expect(start.getUTCDay(), 'un samedi').toBe(6)
      expect(start.getTime() - seededAt.getTime()).toBeGreaterThan(20 * 24 * 3600 * 1000)
      expect(start.getTime() - seededAt.getTime()).toBeLessThan(28 * 24 * 3600 * 1000)
      expect(nextEvent([exhibition, future], seededAt)).toBe(future)
      expect(formatEventDates(future.start, future.end)).toMatch(
        new RegExp(`^\\d+ \\S+ \\d{4}, de 9${NBSP}h à 13${NBSP}h$`),
      )
    }
  })
})

describe('the alert banner', () => {
  const banner = {
    active: true,
    message: 'Coupure d’eau',
    level: 'urgent' as const,
    start: '2026-12-01T08:00:00.000Z',
    end: '2026-12-01T18:00:00.000Z',
  }

  it('is embedded from before its start until its end, and shown only between them', () => {
    expect(bannerToEmbed(banner, at('2026-11-30T00:00:00Z'))).toBe(true)
    expect(bannerShown(banner, at('2026-11-30T00:00:00Z'))).toBe(false)
    expect(bannerShown(banner, at('2026-12-01T08:00:00Z'))).toBe(true)
    expect(bannerShown(banner, at('2026-12-01T18:00:00Z'))).toBe(false)
    expect(bannerToEmbed(banner, at('2026-12-01T18:00:00Z'))).toBe(false)
  })

  it('is never shown switched off, without a message or without its dates', () => {
    const now = at('2026-12-01T12:00:00Z')
    expect(bannerShown({ ...banner, active: false }, now)).toBe(false)
    expect(bannerShown({ ...banner, message: '  ' }, now)).toBe(false)
    expect(bannerShown({ ...banner, end: null }, now)).toBe(false)
    expect(bannerShown(null, now)).toBe(false)
  })
})
