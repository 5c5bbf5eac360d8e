import { describe, expect, it } from 'vitest'

import { asLines, joinParagraphs, paragraphsOf, textsOf } from './builtIn'
import { BUILT_IN_PRESENTATION_PAGE } from './presentationPage'

describe('paragraphs typed by staff', () => {
  it('start a new paragraph at each blank line, whatever the line ends', () => {
    expect(paragraphsOf('Un.\n\nDeux.\r\n\r\nTrois.\n  \nQuatre.')).toEqual(['Un.', 'Deux.', 'Trois.', 'Quatre.'])
  })

  it('keep a single line break inside a paragraph and drop empty ones', () => {
    expect(paragraphsOf('\n\nUne ligne\net la suite\n\n\n\n')).toEqual(['Une ligne\net la suite'])
    expect(paragraphsOf(undefined)).toEqual([])
    expect(paragraphsOf(null)).toEqual([])
  })

  it('read back what the built-in values join', () => {
    expect(paragraphsOf(joinParagraphs('A', 'B'))).toEqual(['A', 'B'])
    expect(paragraphsOf(BUILT_IN_PRESENTATION_PAGE.mayorMessage.text)).toHaveLength(4)
  })
})

describe('rows of one sentence', () => {
  it('round-trip between strings and rows', () => {
    expect(textsOf(asLines(['a', 'b']))).toEqual(['a', 'b'])
    expect(textsOf(null)).toEqual([])
  })
})
