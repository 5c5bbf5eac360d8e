import { describe, expect, it } from 'vitest'

import { keyFigureValue } from './keyFigures'

describe('key figures', () => {
  const projects = [
    { status: 'IN_PROGRESS' },
    { status: 'COMPLETED' },
    { status: 'IN_PROGRESS' },
    { status: 'IN_PROGRESS' },
  ]

  it('shows a typed value as staff typed it', () => {
    expect(keyFigureValue({ source: 'typed', value: '18 500+', label: 'Habitants' }, projects)).toBe('18 500+')
    expect(keyFigureValue({ value: '1965', label: 'Année de création' }, projects)).toBe('1965')
  })

  it('counts the projects « En cours », whatever value was typed', () => {
    expect(keyFigureValue({ source: 'projectsInProgress', value: '25+', label: 'Projets en cours' }, projects)).toBe(
      '3',
    )
    expect(keyFigureValue({ source: 'projectsInProgress', label: 'Projets en cours' }, [])).toBe('0')
  })
})
