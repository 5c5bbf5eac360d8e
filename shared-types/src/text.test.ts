import { describe, expect, it } from 'vitest'
import {
  EXCERPT_LENGTH,
  SHARE_TEXT_LENGTH,
  excerpt,
  readTimeMinutes,
  stripLightFormatting,
  truncate,
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
