import { REQUEST_STATE_LABELS, spellReference } from 'shared-types'
import { describe, expect, it } from 'vitest'

import { currentNote, timelineOf } from './timeline'

// docs/product/requests.md#tracking: the way of a request as /suivi draws it.
const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour)).toISOString()
const receivedAt = at(20)

const summary = (entries: ReturnType<typeof timelineOf>) =>
  entries.map((entry) => `${entry.state}:${entry.status}${entry.at ? `@${entry.at.slice(8, 10)}` : ''}`)

describe('timelineOf', () => {
  it('a request just received: the first step current, the three others to come', () => {
    const entries = timelineOf({
      state: 'received',
      receivedAt,
      steps: [{ state: 'received', label: 'Reçue', at: receivedAt }],
    })
    expect(summary(entries)).toEqual([
      'received:current@20',
      'processing:upcoming',
      'ready:upcoming',
      'collected:upcoming',
    ])
    expect(entries.map((entry) => entry.label)).toEqual(['Reçue', 'En traitement', 'Prête à retirer', 'Retirée'])
  })

  it('ready: the steps before passed and dated, the staff message with its step', () => {
    const entries = timelineOf({
      state: 'ready',
      receivedAt,
      steps: [
        { state: 'received', label: 'Reçue', at: receivedAt },
        { state: 'ready', label: 'Prête à retirer', at: at(22, 14), note: 'Venez mardi.' },
        { state: 'processing', label: 'En traitement', at: at(21) },
      ],
    })
    expect(summary(entries)).toEqual([
      'received:done@20',
      'processing:done@21',
      'ready:current@22',
      'collected:upcoming',
    ])
    expect(entries[2]!.notes).toEqual([{ at: at(22, 14), text: 'Venez mardi.' }])
  })

  it('a step passed over is passed, without a date', () => {
    const entries = timelineOf({
      state: 'ready',
      receivedAt,
      steps: [{ state: 'ready', label: 'Prête à retirer', at: at(21) }],
    })
    expect(summary(entries)).toEqual(['received:done@20', 'processing:done', 'ready:current@21', 'collected:upcoming'])
  })

  it('incomplete: drawn after the last step reached, the rest still to come', () => {
    const tracking = {
      state: 'incomplete' as const,
      receivedAt,
      steps: [
        { state: 'processing' as const, label: 'En traitement', at: at(21) },
        {
          state: 'incomplete' as const,
          label: 'Incomplète',
          at: at(22),
          note: 'Il manque la copie de la pièce d’identité.',
        },
      ],
    }
    const entries = timelineOf(tracking)
    expect(summary(entries)).toEqual([
      'received:done@20',
      'processing:done@21',
      'incomplete:current@22',
      'ready:upcoming',
      'collected:upcoming',
    ])
    expect(currentNote(tracking)).toBe('Il manque la copie de la pièce d’identité.')
  })

  it('refused: nothing comes after, the reason is the current note', () => {
    const tracking = {
      state: 'refused' as const,
      receivedAt,
      steps: [{ state: 'refused' as const, label: 'Refusée', at: at(21), note: 'Acte introuvable au registre.' }],
    }
    expect(summary(timelineOf(tracking))).toEqual(['received:done@20', 'refused:current@21'])
    expect(timelineOf(tracking)[1]!.label).toBe(REQUEST_STATE_LABELS.refused)
    expect(currentNote(tracking)).toBe('Acte introuvable au registre.')
  })

  it('a past « Incomplète » keeps its message, under the step it happened on', () => {
    const entries = timelineOf({
      state: 'processing',
      receivedAt,
      steps: [
        { state: 'processing', label: 'En traitement', at: at(21) },
        { state: 'incomplete', label: 'Incomplète', at: at(22), note: 'Photo floue.' },
        { state: 'processing', label: 'En traitement', at: at(23) },
      ],
    })
    expect(summary(entries)).toEqual([
      'received:done@20',
      'processing:current@23',
      'ready:upcoming',
      'collected:upcoming',
    ])
    expect(entries[1]!.notes).toEqual([{ at: at(22), text: 'Photo floue.', state: 'incomplete' }])
  })
})

describe('spellReference', () => {
  it('reads a reference a character at a time', () => {
    expect(spellReference('DS-2026-00042')).toBe('D S, tiret, 2 0 2 6, tiret, 0 0 0 4 2')
  })
})
