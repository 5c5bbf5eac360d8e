import { describe, expect, it } from 'vitest'
import { foldAccents } from './fold'
import {
  officeAsSubject,
  EXCERPT_LENGTH,
  DOCUMENT_TITLE_MAX,
  SHARE_TEXT_LENGTH,
  documentTitle,
  excerpt,
  readTimeMinutes,
  stripLightFormatting,
  truncate,
  truncateAtWord,
} from './text'

describe('readTimeMinutes', () => {
  it('is at least one minute', () => {
    expect(readTimeMinutes('')).toBe(1)
    expect(readTimeMinutes('court')).toBe(1)
    expect(readTimeMinutes(null)).toBe(1)
  })

  it('rounds up per 1000 characters', () => {
    expect(readTimeMinutes('a'.repeat(1000))).toBe(1)
    expect(readTimeMinutes('a'.repeat(1001))).toBe(2)
    expect(readTimeMinutes('a'.repeat(4500))).toBe(5)
  })
})

describe('truncate', () => {
  it('keeps short text unchanged', () => {
    expect(truncate('Bonjour')).toBe('Bonjour')
    expect(truncate('a'.repeat(150))).toBe('a'.repeat(150))
  })

  it('cuts long text at max characters and adds an ellipsis', () => {
    expect(truncate('a'.repeat(151))).toBe(`${'a'.repeat(150)}...`)
    expect(truncate('abcdef', 3)).toBe('abc...')
  })

  it('trims trailing spaces before the ellipsis', () => {
    expect(truncate('Une phrase assez longue', 4)).toBe('Une...')
  })

  it('does not split a surrogate pair', () => {
    expect(truncate('ab😀cd', 3)).toBe('ab...')
  })

  it('uses the spec lengths', () => {
    expect(EXCERPT_LENGTH).toBe(150)
    expect(SHARE_TEXT_LENGTH).toBe(200)
    expect(truncate('x'.repeat(300), SHARE_TEXT_LENGTH)).toHaveLength(203)
  })
})

describe('excerpt', () => {
  it('removes light-formatting markers and collapses whitespace', () => {
    const content = '### Titre\n\nUn texte **important** et *souligné*.\n\n- premier\n- second'
    expect(stripLightFormatting(content)).toBe('Titre Un texte important et souligné. premier second')
    expect(excerpt(content)).toBe('Titre Un texte important et souligné. premier second')
  })

  it('keeps hyphens and asterisks that are not markup', () => {
    expect(excerpt('Saint-Louis - 5 * 3')).toBe('Saint-Louis - 5 * 3')
  })

  it('truncates after stripping', () => {
    const content = `**${'mot '.repeat(60)}**`
    const result = excerpt(content)
    expect(result.startsWith('mot mot')).toBe(true)
    expect(result.endsWith('...')).toBe(true)
    expect(result).not.toContain('*')
    expect(result.length).toBeLessThanOrEqual(153)
    expect(excerpt('### Court', 3)).toBe('Cou...')
  })
})

describe('truncateAtWord', () => {
  it('keeps a text that fits', () => {
    expect(truncateAtWord('Marché moderne', 20)).toBe('Marché moderne')
  })

  it('cuts at the last whole word, without trailing punctuation', () => {
    expect(truncateAtWord('Unité de transformation des produits agricoles et halieutiques', 45)).toBe(
      'Unité de transformation des produits…',
    )
    expect(truncateAtWord('Rentrée scolaire : 581 élèves ont repris', 20)).toBe('Rentrée scolaire…')
  })

  it('cuts a single word longer than the room', () => {
    expect(truncateAtWord('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`)
  })
})

describe('documentTitle', () => {
  const commune = 'Commune de Darou Salam'

  it('ends every title with the commune, within the limit, never inside a word', () => {
    const long = 'Distribution de semences certifiées avant l’hivernage dans les quatorze villages'
    const title = documentTitle(long, commune)
    expect(title.endsWith(` | ${commune}`)).toBe(true)
    expect(title.length).toBeLessThanOrEqual(DOCUMENT_TITLE_MAX)
    const kept = title.slice(0, -` | ${commune}`.length).replace(/…$/, '')
    expect(long.startsWith(kept)).toBe(true)
    expect(long[kept.length]).toMatch(/\s/)
  })

  it('is the commune alone on the home page', () => {
    expect(documentTitle(commune, commune)).toBe(commune)
    expect(documentTitle('Agenda', commune)).toBe(`Agenda | ${commune}`)
  })
})

describe('officeAsSubject', () => {
  it('gives an office name its article at the start of a sentence', () => {
    expect(officeAsSubject("Service économique de l'hôtel de ville")).toBe("Le service économique de l'hôtel de ville")
    expect(officeAsSubject('Direction du développement local')).toBe('La direction du développement local')
    expect(officeAsSubject('Agence régionale de développement')).toBe('L’agence régionale de développement')
    expect(officeAsSubject('le secrétariat municipal')).toBe('Le secrétariat municipal')
    expect(officeAsSubject("L'équipe municipale")).toBe("L'équipe municipale")
  })
})

describe('foldAccents', () => {
  it('lowers case and drops accents', () => {
    expect(foldAccents('Écoles ÉLÉMENTAIRES, Résidence')).toBe('ecoles elementaires, residence')
  })
})
