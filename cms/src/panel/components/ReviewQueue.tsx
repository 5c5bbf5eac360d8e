import type { CollectionSlug, GlobalSlug, ServerProps } from 'payload'
import { canPublish, formatLongDate } from 'shared-types'

type WaitingItem = { key: string; href: string; title: string; kind: string; savedAt: string; savedBy: string }

const label = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback)

/**
 * « À relire » on the panel's dashboard: the drafts a rédacteur submitted for review, for the
 * administrateurs and éditeurs who publish them (docs/product/workflow.md#review). A server component: it reads
 * the latest draft of every versioned collection and global.
 */
export async function ReviewQueue({ payload, user }: ServerProps) {
  if (!user || !canPublish((user as { role?: unknown }).role)) return null
  const adminRoute = payload.config.routes.admin
  const waiting: WaitingItem[] = []
  const nameOf = (savedBy: unknown): string =>
    typeof savedBy === 'object' && savedBy !== null
      ? label((savedBy as { displayName?: unknown }).displayName, label((savedBy as { email?: unknown }).email, ''))
      : ''

  for (const collection of payload.config.collections.filter((each) => each.versions?.drafts)) {
    const { docs } = await payload.find({
      collection: collection.slug as CollectionSlug,
      draft: true,
      where: { reviewRequested: { equals: true } },
      depth: 1,
      limit: 50,
      sort: '-updatedAt',
      // Publishers only (checked above); the rights of the account would hide who saved (accounts are private).
      overrideAccess: true,
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      waiting.push({
        key: `${collection.slug}-${String(doc.id)}`,
        href: `${adminRoute}/collections/${collection.slug}/${String(doc.id)}`,
        title: label(doc[collection.admin.useAsTitle ?? 'id'], String(doc.id)),
        kind: label(collection.labels.singular, collection.slug),
        savedAt: String(doc.updatedAt),
        savedBy: nameOf(doc.updatedBy),
      })
    }
  }
  for (const global of payload.config.globals.filter((each) => each.versions?.drafts)) {
    const doc = (await payload.findGlobal({
      slug: global.slug as GlobalSlug,
      draft: true,
      depth: 1,
      overrideAccess: true,
    })) as unknown as Record<string, unknown>
    if (doc.reviewRequested !== true) continue
    const title = label(global.label, global.slug)
    waiting.push({
      key: global.slug,
      href: `${adminRoute}/globals/${global.slug}`,
      title,
      kind: 'Textes de la commune',
      savedAt: String(doc.updatedAt),
      savedBy: nameOf(doc.updatedBy),
    })
  }

  return (
    <section aria-labelledby="review-queue-title" style={{ marginBottom: 'var(--base)' }}>
      <h2 id="review-queue-title">À relire</h2>
      {waiting.length === 0 ? (
        <p>Aucun brouillon n’attend de relecture.</p>
      ) : (
        <ul>
          {waiting.map((item) => (
            <li key={item.key}>
              <a href={item.href}>{item.title}</a> — {item.kind}, soumis le {formatLongDate(item.savedAt)}
              {item.savedBy ? ` par ${item.savedBy}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
