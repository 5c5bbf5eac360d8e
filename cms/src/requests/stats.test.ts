import { describe, expect, it } from 'vitest'

import { countPerDay, median, medianDelays, startOfWeek } from './stats'

// The dashboard's figures of online requests (docs/product/requests.md#dashboard).
const now = new Date('2026-11-26T15:00:00Z')
const days = (count: number, from = '2026-11-01T08:00:00Z') =>
  new Date(Date.parse(from) + count * 24 * 60 * 60 * 1000).toISOString()

describe('the median', () => {
  it('is the middle value, the mean of the two middle ones for an even count, none for no value', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 10])).toBe(3.5)
    expect(median([7])).toBe(7)
    expect(median([])).toBeUndefined()
  })
})

describe('the median time to « Prête à retirer », per procedure', () => {
  it('measures each procedure apart, in days to a tenth, slowest first', () => {
    const rows = [
      { procedureTitle: 'Extrait de naissance', createdAt: days(0), readyAt: days(1) },
      { procedureTitle: 'Extrait de naissance', createdAt: days(0), readyAt: days(3) },
      { procedureTitle: 'Extrait de naissance', createdAt: days(0), readyAt: days(10) },
      { procedureTitle: 'Certificat de résidence', createdAt: days(0), readyAt: days(4) },
      { procedureTitle: 'Certificat de résidence', createdAt: days(0), readyAt: days(7) },
      { procedureTitle: 'Légalisation', createdAt: days(0), readyAt: days(0.25) },
    ]
    expect(medianDelays(rows, now)).toEqual([
      { procedure: 'Certificat de résidence', medianDays: 5.5, count: 2 },
      { procedure: 'Extrait de naissance', medianDays: 3, count: 3 },
      { procedure: 'Légalisation', medianDays: 0.3, count: 1 },
    ])
  })

  it('counts only the requests that became ready in the last 90 days, with both dates', () => {
    const rows = [
      // Ready 91 days ago: out.
      { procedureTitle: 'Extrait', createdAt: days(-95, now.toISOString()), readyAt: days(-91, now.toISOString()) },
      // Received 100 days ago, ready 80 days ago: in, 20 days.
      { procedureTitle: 'Extrait', createdAt: days(-100, now.toISOString()), readyAt: days(-80, now.toISOString()) },
      // Not ready yet, or a date missing: out.
      { procedureTitle: 'Extrait', createdAt: days(-3, now.toISOString()), readyAt: null },
      { procedureTitle: 'Extrait', createdAt: null, readyAt: days(-1, now.toISOString()) },
    ]
    expect(medianDelays(rows, now)).toEqual([{ procedure: 'Extrait', medianDays: 20, count: 1 }])
    expect(medianDelays([], now)).toEqual([])
  })
})

describe('the week and the chart', () => {
  it('starts the week on Monday, 00:00 UTC', () => {
    // Thursday 26 November 2026.
    expect(startOfWeek(now).toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(startOfWeek(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(startOfWeek(new Date('2026-11-29T23:59:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z')
  })

  it('counts the requests of each of the last 30 days, today last', () => {
    const perDay = countPerDay(
      ['2026-11-26T08:00:00Z', '2026-11-26T09:00:00Z', '2026-10-28T10:00:00Z', '2026-10-27T10:00:00Z', null],
      now,
    )
    expect(perDay).toHaveLength(30)
    expect(perDay[0]).toEqual({ day: '2026-10-28', count: 1 })
    expect(perDay.at(-1)).toEqual({ day: '2026-11-26', count: 2 })
    expect(perDay.reduce((sum, { count }) => sum + count, 0)).toBe(3)
  })
})
