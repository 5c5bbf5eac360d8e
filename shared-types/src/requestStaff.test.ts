import { describe, expect, it } from 'vitest'

import { adminScreensFor, staffHomePath } from './adminScreens'
import { formatRequestDays, isOverdueRequest } from './requestStaff'
import { staffPathAfterHandoff } from './sessionHandoff'

// The staff side of online requests (docs/product/requests.md#what-staff-get).
describe('an overdue request', () => {
  const now = new Date('2026-11-26T12:00:00Z')
  it('is past its due date and still open', () => {
    expect(isOverdueRequest({ dueAt: '2026-11-26T11:59:00Z', state: 'processing' }, now)).toBe(true)
    expect(isOverdueRequest({ dueAt: '2026-11-26T12:01:00Z', state: 'received' }, now)).toBe(false)
    expect(isOverdueRequest({ dueAt: '2026-11-20T00:00:00Z', state: 'collected' }, now)).toBe(false)
    expect(isOverdueRequest({ dueAt: '2026-11-20T00:00:00Z', state: 'refused' }, now)).toBe(false)
    expect(isOverdueRequest({ dueAt: null, state: 'received' }, now)).toBe(false)
  })
})

describe('the staff screens by role', () => {
  it('gives an agent d’état civil the queue only, and starts there', () => {
    expect(adminScreensFor('agent').map((screen) => screen.label)).toEqual(['Demandes'])
    expect(staffHomePath('agent')).toBe('/admin/demandes')
    expect(staffPathAfterHandoff('/admin/demandes')).toBe('/admin/demandes')
  })

  it('keeps « Demandes » from editors and rédacteurs, and gives administrators everything', () => {
    expect(adminScreensFor('editor').map((screen) => screen.label)).not.toContain('Demandes')
    expect(adminScreensFor('writer').map((screen) => screen.label)).not.toContain('Demandes')
    expect(adminScreensFor('admin')).toHaveLength(7)
    expect(staffHomePath('editor')).toBe('/welcome')
  })
})

describe('durations', () => {
  it('reads « 3 jours », « 1 jour », « 2,5 jours »', () => {
    expect(formatRequestDays(3)).toBe('3 jours')
    expect(formatRequestDays(1)).toBe('1 jour')
    expect(formatRequestDays(2.46)).toBe('2,5 jours')
  })
})
