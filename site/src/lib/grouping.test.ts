import { describe, expect, it } from 'vitest'

import { groupItems, pageOfGroups } from './grouping'

/** 25 documents: 12 forms, 3 budgets, 10 town-planning files, in the CMS's category order. */
const documents = [
  ...Array.from({ length: 12 }, (_, index) => ({ category: 'formulaires', title: `Formulaire ${index + 1}` })),
  ...Array.from({ length: 3 }, (_, index) => ({ category: 'budget', title: `Budget ${index + 1}` })),
  ...Array.from({ length: 10 }, (_, index) => ({ category: 'urbanisme', title: `Plan ${index + 1}` })),
]
const groups = groupItems(
  documents,
  (item) => item.category,
  (key) => key.toUpperCase(),
  ['formulaires', 'budget', 'urbanisme'],
  'categorie-',
)
const BASE = '/espace-citoyen/documents'

describe('pageOfGroups', () => {
  it('cuts the groups into pages of the size, in order, with no item lost or repeated', () => {
    const pages = [1, 2, 3].map((number) => pageOfGroups(groups, 10, number, BASE))
    expect(pages.map((page) => page.count)).toEqual([3, 3, 3])
    expect(pages.flatMap((page) => page.groups.flatMap((group) => group.items))).toEqual(documents)
    expect(pages.map((page) => page.groups.reduce((sum, group) => sum + group.items.length, 0))).toEqual([10, 10, 5])
  })

  it('marks a group that goes on from the page before', () => {
    const second = pageOfGroups(groups, 10, 2, BASE)
    expect(second.groups.map((group) => [group.key, group.items.length, group.continued])).toEqual([
      ['formulaires', 2, true],
      ['budget', 3, false],
      ['urbanisme', 5, false],
    ])
  })

  it('indexes every group with its full count, linked on this page or the page where it starts', () => {
    expect(pageOfGroups(groups, 10, 1, BASE).index).toEqual([
      { label: 'FORMULAIRES', count: 12, href: '#categorie-formulaires' },
      { label: 'BUDGET', count: 3, href: '/espace-citoyen/documents/page/2#categorie-budget' },
      { label: 'URBANISME', count: 10, href: '/espace-citoyen/documents/page/2#categorie-urbanisme' },
    ])
    expect(pageOfGroups(groups, 10, 3, BASE).index[0]!.href).toBe('/espace-citoyen/documents#categorie-formulaires')
  })
})
