import type { ServerProps } from 'payload'
import { CONTACT_FOLLOW_UPS, DASHBOARD_MESSAGES as TEXT, canPublish } from 'shared-types'

/**
 * « Messages des citoyens » on the panel's dashboard: how many contact messages are in each state
 * (nouveaux, en cours, répondus, clos), each a link to the list filtered on it, for the staff who may
 * read them (docs/product/staff-screens.md#the-payload-panel).
 */
export async function ContactInbox({ payload, user }: ServerProps) {
  if (!user || !canPublish((user as { role?: unknown }).role)) return null
  const counts = await Promise.all(
    CONTACT_FOLLOW_UPS.map(async (state) => {
      const { totalDocs } = await payload.count({
        collection: 'contact-messages',
        where: { followUp: { equals: state } },
        overrideAccess: true,
      })
      return { state, totalDocs }
    }),
  )
  const list = (state: string) =>
    `${payload.config.routes.admin}/collections/contact-messages?where[followUp][equals]=${state}`
  return (
    <section aria-labelledby="contact-inbox-title" style={{ marginBottom: 'var(--base)' }}>
      <h2 id="contact-inbox-title">{TEXT.contactHeading}</h2>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', listStyle: 'none', padding: 0 }}>
        {counts.map(({ state, totalDocs }) => (
          <li key={state}>
            <a href={list(state)}>
              <strong>{totalDocs}</strong> {TEXT.contactCounts[state]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
