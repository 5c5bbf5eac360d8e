import { describe, expect, it } from 'vitest'

import { spokenVersionsOf } from '../spoken'
import { audioObjectNodes, isoDuration, jsonLd } from './structuredData'

const site = new URL('https://darousalam.sn')

describe('spoken versions for search engines', () => {
  it('are each an AudioObject in its language: the file most phones play, its format and length', () => {
    const versions = spokenVersionsOf([
      {
        language: 'wo',
        conversion: 'ready',
        durationSeconds: 80,
        summary: 'Lu war nekk ci kayit yi.',
        listening: [
          { format: 'mp3', filename: 'wo.mp3', bytes: 320_000 },
          { format: 'opus', filename: 'wo.ogg', bytes: 297_000 },
        ],
      },
      {
        language: 'ff',
        conversion: 'ready',
        durationSeconds: null,
        listening: [{ format: 'mp3', filename: 'ff.mp3' }],
      },
    ])
    expect(audioObjectNodes(versions, site)).toEqual([
      {
        '@type': 'AudioObject',
        name: 'Écouter en wolof',
        inLanguage: 'wo',
        contentUrl: 'https://darousalam.sn/api/spoken-audio/file/wo.ogg',
        encodingFormat: 'audio/ogg',
        duration: 'PT1M20S',
        description: 'Lu war nekk ci kayit yi.',
      },
      {
        '@type': 'AudioObject',
        name: 'Écouter en pulaar',
        inLanguage: 'ff',
        contentUrl: 'https://darousalam.sn/api/spoken-audio/file/ff.mp3',
        encodingFormat: 'audio/mpeg',
      },
    ])
    // In the page's graph, beside what the page is about.
    expect(JSON.parse(jsonLd(audioObjectNodes(versions, site)))['@graph']).toHaveLength(2)
    expect(audioObjectNodes([], site)).toEqual([])
  })

  it('give their length in ISO 8601', () => {
    expect([0, 1, 45, 60, 80, 599.6, 3600, 3725].map(isoDuration)).toEqual([
      'PT0S',
      'PT1S',
      'PT45S',
      'PT1M',
      'PT1M20S',
      'PT10M',
      'PT1H',
      'PT1H2M5S',
    ])
  })
})
