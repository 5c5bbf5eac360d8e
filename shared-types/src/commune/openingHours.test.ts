import { describe, expect, it } from 'vitest'

import { BUILT_IN_COMMUNE } from './identity'
import { openingSlots, readDays, readHours } from './openingHours'

describe('opening hours as staff type them', () => {
  it('reads the first-run hours of the commune, leaving the closed Sunday out', () => {
    expect(openingSlots(BUILT_IN_COMMUNE.openingHours)).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '16:00' },
      { days: ['Saturday'], opens: '09:00', closes: '12:00' },
    ])
  })

  it('reads ranges and lists of days, with or without accents and plurals', () => {
    expect(readDays('du lundi au mercredi')).toEqual(['Monday', 'Tuesday', 'Wednesday'])
    expect(readDays('Lundis, jeudis et samedis')).toEqual(['Monday', 'Thursday', 'Saturday'])
    expect(readDays('Vendredi - Lundi')).toEqual(['Friday', 'Saturday', 'Sunday', 'Monday'])
    expect(readDays('Jours fériés')).toBeUndefined()
  })

  it('reads one or several time ranges in the usual French forms', () => {
    expect(readHours('08:00–12:30, 15h-18h')).toEqual([
      { opens: '08:00', closes: '12:30' },
      { opens: '15:00', closes: '18:00' },
    ])
    expect(readHours('de 9 h à 12 h 30')).toEqual([{ opens: '09:00', closes: '12:30' }])
    expect(readHours('Fermé')).toEqual([])
    expect(readHours('99h - 12h')).toEqual([])
  })
})
