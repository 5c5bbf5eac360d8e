import { describe, expect, it } from 'vitest'

import { buildResultLabel, durationBars, formatBuildDuration } from './siteBuilds'

const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('formatBuildDuration', () => {
  it('seconds, minutes and seconds, hours and minutes', () => {
    expect(plain(formatBuildDuration(45.4))).toBe('45 s')
    expect(plain(formatBuildDuration(65))).toBe('1 min 05 s')
    expect(plain(formatBuildDuration(3_720))).toBe('1 h 02 min')
  })

  it('nothing for a build still running or a value that is not a duration', () => {
    expect(formatBuildDuration(null)).toBe('')
    expect(formatBuildDuration(-1)).toBe('')
    expect(formatBuildDuration(Number.NaN)).toBe('')
  })
})

describe('buildResultLabel', () => {
  it('names the result, and the host’s reason of a failure', () => {
    expect(buildResultLabel('ready')).toBe('Publié')
    expect(buildResultLabel('building')).toBe('En cours')
    expect(buildResultLabel('error', 'Build script returned non-zero exit code: 2')).toBe(
      'Échec : Build script returned non-zero exit code: 2',
    )
    expect(buildResultLabel('error', null)).toBe('Échec')
  })
})

describe('durationBars', () => {
  it('scales each bar to the longest duration, oldest on the left, leaving running builds a place', () => {
    const bars = durationBars(
      [
        { durationSeconds: 30, result: 'ready' },
        { durationSeconds: null, result: 'building' },
        { durationSeconds: 60, result: 'error' },
      ],
      300,
      100,
    )
    expect(bars).toHaveLength(2)
    expect(bars[0]).toMatchObject({ x: 1, y: 50, height: 50, width: 98, result: 'ready' })
    expect(bars[1]).toMatchObject({ x: 201, y: 0, height: 100, result: 'error' })
  })

  it('draws nothing without durations', () => {
    expect(durationBars([], 300, 100)).toEqual([])
    expect(durationBars([{ durationSeconds: null, result: 'building' }], 300, 100)).toEqual([])
  })
})
