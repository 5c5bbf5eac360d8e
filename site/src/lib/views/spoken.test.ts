// @vitest-environment happy-dom
import type { SpokenVersion } from 'shared-types'
import { describe, expect, it } from 'vitest'

import { spokenVersionsOf } from '../spoken'
import { listeningView, readAloudView, spokenVersionsView } from './spoken'
import { HOSTILE, injected, parse, text } from './testing'

const versions: SpokenVersion[] = spokenVersionsOf([
  {
    language: 'wo',
    conversion: 'ready',
    durationSeconds: 80,
    summary: 'Lu war nekk ci kayit yi.',
    listening: [
      { format: 'opus', filename: 'wo.ogg', bytes: 297_000 },
      { format: 'mp3', filename: 'wo.mp3', bytes: 320_000 },
    ],
  },
  {
    language: 'srr',
    conversion: 'ready',
    durationSeconds: 45,
    listening: [{ format: 'mp3', filename: 's.mp3', bytes: 90_000 }],
  },
])

describe('the spoken versions as a page draws them', () => {
  const page = parse(spokenVersionsView(versions, { id: 'ecouter', class: 'mt-6' })!)
  const group = page.querySelector('[data-spoken]')!

  it('a group of players named for screen readers, which hear that the French text is their written version', () => {
    expect(group.getAttribute('role')).toBe('group')
    expect(group.getAttribute('aria-label')).toBe('Versions parlées')
    expect(group.id).toBe('ecouter')
    expect(group.className).toBe('mt-6 print:hidden')
    expect(text(group.querySelector('.sr-only'))).toMatch(/texte en français de cette page/)
  })

  it('each language: « Écouter en … », its own name in its language, and what pressing costs', () => {
    const labels = [...group.querySelectorAll('[data-spoken-control]')]
    expect(labels.map(text)).toEqual([
      // (`text` reads no-break spaces as spaces)
      'Écouter en wolof (Wolof) 1 min 20 — 290 Ko',
      'Écouter en sérère (Seereer) 45 s — 88 Ko',
    ])
    expect(labels[0]?.querySelector('[lang="wo"]')?.textContent).toBe('(Wolof)')
    expect(labels[0]?.querySelector('[data-spoken-text]')?.textContent).toBe('Écouter en wolof')
    // The script's words and the button's look, given by the page.
    expect(labels[0]?.getAttribute('data-pause')).toBe('Pause')
    expect(labels[0]?.getAttribute('data-button')).toMatch(/bg-primary-700/)
    expect(labels[0]?.querySelectorAll('svg.lucide-volume-2, svg.lucide-pause')).toHaveLength(2)
  })

  it('a native player in the recording’s language that downloads nothing before it is played, Opus first', () => {
    const [wolof, serer] = [...group.querySelectorAll('audio')]
    expect(wolof?.getAttribute('preload')).toBe('none')
    expect(wolof?.hasAttribute('controls')).toBe(true)
    expect(wolof?.getAttribute('lang')).toBe('wo')
    expect(
      [...(wolof?.querySelectorAll('source') ?? [])].map((source) => [source.getAttribute('src'), source.type]),
    ).toEqual([
      ['/api/spoken-audio/file/wo.ogg', 'audio/ogg; codecs=opus'],
      ['/api/spoken-audio/file/wo.mp3', 'audio/mpeg'],
    ])
    expect(serer?.getAttribute('lang')).toBe('srr')
    expect(serer?.querySelectorAll('source')).toHaveLength(1)
  })

  it('the summary under its player, in its language', () => {
    const summary = group.querySelector('li p[lang]:not([data-spoken-control])')
    expect(summary?.getAttribute('lang')).toBe('wo')
    expect(text(summary)).toBe('Lu war nekk ci kayit yi.')
    expect(group.querySelectorAll('li')[1]?.querySelector('p[lang]')).toBeNull()
  })

  it('in the banner: smaller, light on a dark band, without the note about the page', () => {
    const banner = parse(spokenVersionsView(versions, { surface: 'dark', compact: true })!)
    expect(banner.querySelector('.sr-only')).toBeNull()
    expect(banner.querySelector('[data-spoken-control]')?.getAttribute('data-button')).toMatch(/bg-white/)
    expect(banner.querySelector('[data-spoken-control]')?.className).toMatch(/text-sm/)
  })

  it('is nothing on a page without recordings, and writes hostile text as text', () => {
    expect(spokenVersionsView([])).toBeNull()
    const hostile = parse(spokenVersionsView([{ ...versions[0]!, label: HOSTILE, name: HOSTILE, summary: HOSTILE }])!)
    expect(injected(hostile)).toEqual([])
    expect(hostile.querySelector('[data-spoken-text]')?.textContent).toBe(HOSTILE)
  })
})

describe('« Lire à voix haute »', () => {
  it('stands where there is no recording, hidden until the script finds a French voice', () => {
    const button = parse(listeningView([], { class: 'mt-6' })).querySelector('button')
    expect(button?.hasAttribute('hidden')).toBe(true)
    expect(button?.getAttribute('type')).toBe('button')
    expect(button?.getAttribute('data-stop')).toBe('Arrêter la lecture')
    expect(text(button)).toBe('Lire à voix haute')
    expect(button?.className).toMatch(/\bmt-6\b/)
    expect(parse(readAloudView('dark')).querySelector('button')?.className).toMatch(/btn-light/)
  })

  it('gives way to the recordings when there are some', () => {
    const page = parse(listeningView(versions))
    expect(page.querySelector('[data-read-aloud]')).toBeNull()
    expect(page.querySelectorAll('audio')).toHaveLength(2)
  })
})
