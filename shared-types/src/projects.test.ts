import { describe, expect, it } from 'vitest'

import { countProjectsInProgress, isOverdueProject, overdueProjectWarning } from './projects'

describe('projects as a whole', () => {
  it('counts the projects « En cours » only', () => {
    expect(
      countProjectsInProgress([
        { status: 'IN_PROGRESS' },
        { status: 'PLANNED' },
        { status: 'IN_PROGRESS' },
        { status: 'COMPLETED' },
      ]),
    ).toBe(2)
    expect(countProjectsInProgress([])).toBe(0)
  })

  it('flags a project « En cours » whose end date is past, and no other', () => {
    const today = new Date('2026-11-26T10:00:00Z')
    expect(isOverdueProject({ status: 'IN_PROGRESS', endDate: '2024-12-31T00:00:00.000Z' }, today)).toBe(true)
    expect(isOverdueProject({ status: 'IN_PROGRESS', endDate: '2026-11-26T00:00:00.000Z' }, today)).toBe(false)
    expect(isOverdueProject({ status: 'IN_PROGRESS', endDate: '2027-01-01' }, today)).toBe(false)
    expect(isOverdueProject({ status: 'IN_PROGRESS', endDate: null }, today)).toBe(false)
    expect(isOverdueProject({ status: 'COMPLETED', endDate: '2024-12-31' }, today)).toBe(false)
    expect(isOverdueProject({ status: 'IN_PROGRESS', endDate: 'pas une date' }, today)).toBe(false)
  })

  it('names the end date in the warning, in French', () => {
    expect(overdueProjectWarning('2024-12-31T00:00:00.000Z')).toContain('31 décembre 2024')
  })
})
