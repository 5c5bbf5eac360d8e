import type { ServerProps } from 'payload'
import { SMS_STAFF_MESSAGES, canManageAccounts } from 'shared-types'

import { SMS_SUBSCRIBERS } from '../../messaging/sms/SmsSubscribers'

/** Above the SMS subscribers' list, for administrators: how many numbers receive SMS, how many stopped, the export. */
export async function SmsSubscriberTools({ payload, user }: ServerProps) {
  if (!user || !canManageAccounts((user as { role?: unknown }).role)) return null
  const count = async (stopped: boolean) =>
    (
      await payload.count({
        collection: SMS_SUBSCRIBERS,
        where: stopped
          ? { stopped: { equals: true } }
          : { and: [{ confirmedAt: { exists: true } }, { stopped: { not_equals: true } }] },
        overrideAccess: true,
      })
    ).totalDocs
  const api = `${payload.config.routes.api}/${SMS_SUBSCRIBERS}`
  return (
    <section
      aria-label="Outils des abonnés SMS"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 'var(--base)',
        alignItems: 'center',
        marginBottom: 'var(--base)',
      }}
    >
      <p style={{ margin: 0 }}>{SMS_STAFF_MESSAGES.counts(await count(false), await count(true))}</p>
      <a href={`${api}/export`} download>
        {SMS_STAFF_MESSAGES.exportList}
      </a>
    </section>
  )
}
