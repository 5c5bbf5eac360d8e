import { foldAccents, pageHref, pageOf } from 'shared-types'

/**
 * Groups for the in-page category indexes (procedures, documents, decisions, investments):
 * plain anchors and sections, so sorting content needs no JavaScript.
 */
export interface Group<T> {
  key: string
  label: string
  /** Anchor of the group's section. */
  id: string
  items: T[]
}

/** 'Énergie verte' → 'energie-verte': an id that survives any label the CMS holds. */
export function slugify(text: string): string {
  return (
    foldAccents(text)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'autres'
  )
}

/**
 * Items grouped by `keyOf`, groups in the order of `order` (the CMS's own select order), then any
 * other key in the order met, so a value added later in the CMS still shows up.
 */
export function groupItems<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  labelOf: (key: string) => string,
  order: readonly string[] = [],
  idPrefix = '',
): Group<T>[] {
  const byKey = new Map<string, T[]>()
  for (const key of order) byKey.set(key, [])
  for (const item of items) {
    const key = keyOf(item)
    const list = byKey.get(key) ?? []
    list.push(item)
    byKey.set(key, list)
  }
  return [...byKey.entries()]
    .filter(([, list]) => list.length > 0)
    .map(([key, list]) => ({ key, label: labelOf(key), id: `${idPrefix}${slugify(key)}`, items: list }))
}

/** One link of a category index: to the group's section, on this page or on the page where it starts. */
export interface IndexEntry {
  label: string
  count: number
  href: string
}

/** The index of groups all shown on one page. */
export const inPageIndex = (groups: readonly Group<unknown>[]): IndexEntry[] =>
  groups.map((group) => ({ label: group.label, count: group.items.length, href: `#${group.id}` }))

export interface GroupPage<T> {
  /** This page's part of each group met on it; `continued` when the group began on an earlier page. */
  groups: (Group<T> & { continued: boolean })[]
  /** Every group of the whole list, each linked to the page where it starts. */
  index: IndexEntry[]
  number: number
  count: number
}

/**
 * Page `number` of a grouped list cut into pages of `size` items (lists at `base`, see shared-types
 * pagination): the groups keep their order, a long group runs over several pages, and the index
 * still names every group with its full count.
 */
export function pageOfGroups<T>(groups: readonly Group<T>[], size: number, number: number, base: string): GroupPage<T> {
  const page = pageOf(
    groups.flatMap((group) => group.items.map((item, position) => ({ group, item, position }))),
    size,
    number,
  )
  const onPage: GroupPage<T>['groups'] = []
  for (const { group, item, position } of page.items) {
    const last = onPage.at(-1)
    if (last?.key === group.key) last.items.push(item)
    else onPage.push({ ...group, items: [item], continued: position > 0 })
  }
  let before = 0
  const index = groups.map((group) => {
    const starts = Math.floor(before / size) + 1
    before += group.items.length
    const href = starts === page.number ? `#${group.id}` : `${pageHref(base, starts)}#${group.id}`
    return { label: group.label, count: group.items.length, href }
  })
  return { groups: onPage, index, number: page.number, count: page.count }
}
