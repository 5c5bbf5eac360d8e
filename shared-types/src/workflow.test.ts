import { describe, expect, it } from 'vitest'

import { EDITORIAL_LABELS, editorialBadges, editorialState } from './workflow'

describe('editorialState', () => {
  it('a published document whose latest version is published is published', () => {
    expect(editorialState('published', 'published')).toBe('published')
  })

  it('a document never published is a draft', () => {
    expect(editorialState('draft', 'draft')).toBe('draft')
    expect(editorialState('draft', undefined)).toBe('draft')
  })

  it('a published document with a newer draft has changed', () => {
    expect(editorialState('published', 'draft')).toBe('changed')
  })

  it('content without a status (stored before drafts, or a collection without them) is published', () => {
    expect(editorialState(undefined, undefined)).toBe('published')
    expect(editorialState(null, null)).toBe('published')
  })
})

describe('editorialBadges', () => {
  it('published content gets no badge, even if a flag was left', () => {
    expect(editorialBadges('published', true)).toEqual([])
  })

  it('a draft says so, and « À relire » once submitted', () => {
    expect(editorialBadges('draft', false).map((badge) => badge.label)).toEqual([EDITORIAL_LABELS.draft])
    expect(editorialBadges('draft', true).map((badge) => badge.label)).toEqual(['Brouillon', 'À relire'])
  })

  it('a newer draft of published content is told apart from a first draft', () => {
    expect(editorialBadges('changed', null).map((badge) => badge.label)).toEqual(['Brouillon en cours'])
    expect(editorialBadges('changed', true).map((badge) => badge.label)).toEqual(['Brouillon en cours', 'À relire'])
  })
})
