import { DEFAULT_SPOKEN_LANGUAGES } from 'shared-types'
import type { Procedure, Recording } from 'shared-types/payload-types'
import { describe, expect, it } from 'vitest'

import { type RecordingDocument, spokenAudioSrc, spokenCostOf, spokenLanguages, spokenVersionsOf } from './spoken'

/** A recording as the CMS sends it at depth 1 (docs/product/spoken.md#listening), converted. */
const recording = (fields: Partial<RecordingDocument> & { language: string }): RecordingDocument => ({
  id: 1,
  summary: null,
  durationSeconds: 80,
  conversion: 'ready',
  listening: [
    { format: 'mp3', filename: `${fields.language}-1.mp3`, mimeType: 'audio/mpeg', bytes: 320_000 },
    { format: 'opus', filename: `${fields.language}-1.ogg`, mimeType: 'audio/ogg', bytes: 297_000 },
  ],
  ...fields,
})

const COMMUNE_LANGUAGES = [
  { code: 'ff', name: 'Pulaar', frenchName: 'pulaar', id: 'a' },
  { code: 'wo', name: 'Wolof', frenchName: 'wolof', id: 'b' },
]

describe('the spoken versions of a page', () => {
  it('offers each ready recording with its label, cost and files, Opus first', () => {
    const [version, ...others] = spokenVersionsOf([
      recording({ language: 'wo', summary: '  Les papiers à apporter. ' }),
    ])
    expect(others).toEqual([])
    expect(version).toEqual({
      language: 'wo',
      label: 'Écouter en wolof',
      name: 'Wolof',
      durationSeconds: 80,
      bytes: 297_000,
      summary: 'Les papiers à apporter.',
      sources: [
        { src: '/api/spoken-audio/file/wo-1.ogg', type: 'audio/ogg; codecs=opus', bytes: 297_000 },
        { src: '/api/spoken-audio/file/wo-1.mp3', type: 'audio/mpeg', bytes: 320_000 },
      ],
    })
    expect(spokenCostOf(version!)).toBe('1\u00a0min\u00a020 — 290\u00a0Ko')
  })

  it('follows the order of the commune’s list, one recording per language, the first one kept', () => {
    const versions = spokenVersionsOf(
      [
        recording({ id: 1, language: 'wo' }),
        recording({ id: 2, language: 'ff', durationSeconds: 45 }),
        recording({ id: 3, language: 'wo', durationSeconds: 300 }),
      ],
      COMMUNE_LANGUAGES,
    )
    expect(versions.map((version) => [version.label, version.durationSeconds])).toEqual([
      ['Écouter en pulaar', 45],
      ['Écouter en wolof', 80],
    ])
  })

  it('names a language since removed from the list by its code, after the listed ones', () => {
    const versions = spokenVersionsOf(
      [recording({ language: 'bsc' }), recording({ language: 'wo' })],
      COMMUNE_LANGUAGES,
    )
    expect(versions.map((version) => [version.language, version.label, version.name])).toEqual([
      ['wo', 'Écouter en wolof', 'Wolof'],
      ['bsc', 'Écouter en bsc', 'bsc'],
    ])
  })

  it('leaves out what cannot be played: being converted, failed, without files or language', () => {
    expect(
      spokenVersionsOf([
        recording({ language: 'wo', conversion: 'pending' }),
        recording({ language: 'ff', conversion: 'failed' }),
        recording({ language: 'srr', listening: [] }),
        recording({ language: 'dyo', listening: null }),
        recording({ language: 'mnk', listening: [{ format: 'flac', filename: 'a.flac', bytes: 10 }] }),
        recording({ language: 'mnk', listening: [{ format: 'opus', filename: ' ', bytes: 10 }] }),
        recording({ language: '  ' }),
      ]),
    ).toEqual([])
  })

  it('reads content saved before spoken versions, or not populated, as none', () => {
    for (const field of [undefined, null, [], [3, '4'], [null, undefined]]) expect(spokenVersionsOf(field)).toEqual([])
    // A procedure as the CMS's types describe it: one recording not populated, one populated.
    const populated: Recording = {
      id: 8,
      title: 'Extrait de naissance — wolof',
      language: 'wo',
      conversion: 'ready',
      listening: [{ format: 'opus', filename: 'wo-8.ogg', mimeType: 'audio/ogg', bytes: 1000 }],
      updatedAt: '',
      createdAt: '',
    }
    const procedure: Pick<Procedure, 'spokenVersions'> = { spokenVersions: [7, populated] }
    expect(spokenVersionsOf(procedure.spokenVersions).map((version) => version.sources[0]?.src)).toEqual([
      '/api/spoken-audio/file/wo-8.ogg',
    ])
  })

  it('a recording without its length or sizes offers what is known, never « 0 »', () => {
    const [version] = spokenVersionsOf([
      recording({ language: 'wo', durationSeconds: null, listening: [{ format: 'mp3', filename: 'a.mp3' }] }),
    ])
    expect(version).toMatchObject({ durationSeconds: 0, bytes: 0, sources: [{ src: '/api/spoken-audio/file/a.mp3' }] })
    expect(spokenCostOf(version!)).toBe('')
    expect(spokenCostOf({ durationSeconds: 45, bytes: 0 })).toBe('45\u00a0s')
    expect(spokenCostOf({ durationSeconds: 0, bytes: 1_200_000 })).toBe('1,1\u00a0Mo')
  })

  it('names each file in its address, so that no file name leaves /api/spoken-audio/file/', () => {
    expect(spokenAudioSrc('avis #1 é.ogg')).toBe('/api/spoken-audio/file/avis%20%231%20%C3%A9.ogg')
    expect(spokenAudioSrc('../users/1')).toBe('/api/spoken-audio/file/..%2Fusers%2F1')
  })
})

describe('the commune’s languages', () => {
  it('are its list, incomplete entries mended or left out', () => {
    expect(
      spokenLanguages([
        { code: 'wo', name: 'Wolof', frenchName: 'wolof' },
        { code: ' ', name: 'Vide', frenchName: 'vide' },
        { code: 'srr', name: null, frenchName: '' },
      ]),
    ).toEqual([
      { code: 'wo', name: 'Wolof', frenchName: 'wolof' },
      { code: 'srr', name: 'srr', frenchName: 'srr' },
    ])
  })

  it('are the default list for a global saved before the field, or without any', () => {
    expect(spokenLanguages(undefined)).toBe(DEFAULT_SPOKEN_LANGUAGES)
    expect(spokenLanguages([])).toBe(DEFAULT_SPOKEN_LANGUAGES)
  })
})
