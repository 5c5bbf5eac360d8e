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
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
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
