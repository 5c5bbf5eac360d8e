import { describe, expect, it } from 'vitest'

import { PAGE_SIZES, laterPageNumbers, pageCount, pageHref, pageLinks, pageOf, pagedTitle } from './pagination'

describe('pageOf', () => {
  const items = Array.from({ length: 25 }, (_, index) => index + 1)

  it('cuts the list into pages of the size, the last one shorter', () => {
    expect(pageOf(items, 12, 1)).toEqual({ items: items.slice(0, 12), number: 1, count: 3, total: 25 })
    expect(pageOf(items, 12, 3).items).toEqual([25])
  })

  it('loses and repeats no item across the pages', () => {
    const pages = [1, 2, 3].map((number) => pageOf(items, 12, number).items)
    expect(pages.flat()).toEqual(items)
  })

  it('gives an empty list its one page', () => {
    expect(pageOf([], 12, 1)).toEqual({ items: [], number: 1, count: 1, total: 0 })
  })

  it('refuses a page outside the list', () => {
    expect(() => pageOf(items, 12, 4)).toThrow(RangeError)
    expect(() => pageOf(items, 12, 0)).toThrow(RangeError)
  })
})

describe('pageCount and laterPageNumbers', () => {
  it('counts whole pages', () => {
    expect(pageCount(24, 12)).toBe(2)
    expect(pageCount(25, 12)).toBe(3)
    expect(pageCount(0, 12)).toBe(1)
  })

  it('names the pages after the first', () => {
    expect(laterPageNumbers(25, 12)).toEqual([2, 3])
    expect(laterPageNumbers(12, 12)).toEqual([])
  })
})

describe('pagedTitle', () => {
  it('keeps the list title on page 1 and names the later pages', () => {
    expect(pagedTitle('Actualités', 1)).toBe('Actualités')
    expect(pagedTitle('Actualités', 2)).toBe('Actualités, page 2')
  })
})

describe('pageHref', () => {
  it('keeps page 1 at the list address', () => {
    expect(pageHref('/actualites', 1)).toBe('/actualites')
    expect(pageHref('/actualites', 2)).toBe('/actualites/page/2')
  })
})

describe('pageLinks', () => {
  it('shows every page of a short list', () => {
    expect(pageLinks(1, 1)).toEqual([1])
    expect(pageLinks(2, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(pageLinks(1, 417)).toEqual([1, 2, null, 417])
    expect(pageLinks(200, 417)).toEqual([1, null, 199, 200, 201, null, 417])
    expect(pageLinks(417, 417)).toEqual([1, null, 416, 417])
  })

  it('shows a lone hidden page instead of a gap', () => {
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10])
  })
})

describe('PAGE_SIZES', () => {
  it('fills whole rows of the gallery at two, three and four columns', () => {
    for (const columns of [2, 3, 4]) expect(PAGE_SIZES.gallery % columns).toBe(0)
  })
})
