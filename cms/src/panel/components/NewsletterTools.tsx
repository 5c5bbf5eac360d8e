import type { ServerProps } from 'payload'
import { NEWSLETTER_STAFF_MESSAGES, canManageAccounts } from 'shared-types'

import { NEVER_ASKED, SUBSCRIBERS } from '../../messaging/newsletter/subscriptions'
import { ListTools } from './ListTools'
import { NewsletterInviteButton } from './NewsletterInviteButton'

/**
 * Above the subscribers' list, for administrators: how many addresses from before confirmation
 * existed still wait for their one invitation, the button that sends it, and the CSV export
 * (docs/product/news.md#newsletter).
 */
export async function NewsletterTools({ payload, user }: ServerProps) {
  if (!user || !canManageAccounts((user as { role?: unknown }).role)) return null
  const { totalDocs } = await payload.count({ collection: SUBSCRIBERS, where: NEVER_ASKED, overrideAccess: true })
  const api = `${payload.config.routes.api}/${SUBSCRIBERS}`
  return (
    <ListTools label="Outils de la lettre d'information">
      {totalDocs > 0 ? (
        <p style={{ margin: 0 }}>
          {NEWSLETTER_STAFF_MESSAGES.waitingForInvitation(totalDocs)} —{' '}
          <NewsletterInviteButton endpoint={`${api}/invite-unconfirmed`} />
        </p>
      ) : (
        <p style={{ margin: 0 }}>{NEWSLETTER_STAFF_MESSAGES.noneWaiting}</p>
      )}
      <a href={`${api}/export`} download>
        {NEWSLETTER_STAFF_MESSAGES.exportCsv}
      </a>
    </ListTools>
  )
}
