import type { ServerProps } from 'payload'
import { canPublish } from 'shared-types'

/**
 * « Messages des citoyens » on the panel's dashboard: how many contact messages nobody has taken up
 * yet (their « Suivi » still « Nouveau »), for the staff who may read them.
 */
export async function ContactInbox({ payload, user }: ServerProps) {
  if (!user || !canPublish((user as { role?: unknown }).role)) return null
  const { totalDocs } = await payload.count({
    collection: 'contact-messages',
    where: { followUp: { equals: 'new' } },
    overrideAccess: true,
  })
  const list = `${payload.config.routes.admin}/collections/contact-messages?where[followUp][equals]=new`
  return (
    <section aria-labelledby="contact-inbox-title" style={{ marginBottom: 'var(--base)' }}>
      <h2 id="contact-inbox-title">Messages des citoyens</h2>
      <p>
        {totalDocs === 0 ? (
          'Aucun nouveau message de contact.'
        ) : (
          <a href={list}>
            {totalDocs === 1
              ? '1 nouveau message de contact à traiter'
              : `${totalDocs} nouveaux messages de contact à traiter`}
          </a>
        )}
      </p>
    </section>
  )
}
