'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { NEWSLETTER_STAFF_MESSAGES } from 'shared-types'

/** Sends the one invitation to confirm, then shows how many left and refreshes the count. */
export function NewsletterInviteButton({ endpoint }: { endpoint: string }) {
  const router = useRouter()
  const [sending, setSending] = useState(false)
  const send = async () => {
    setSending(true)
    try {
      const response = await fetch(endpoint, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (response.ok) toast.success(body.message ?? NEWSLETTER_STAFF_MESSAGES.invitationsSent(0))
      else toast.error(body.message ?? NEWSLETTER_STAFF_MESSAGES.sendFailed)
      router.refresh()
    } catch {
      toast.error(NEWSLETTER_STAFF_MESSAGES.sendFailed)
    } finally {
      setSending(false)
    }
  }
  return (
    <Button buttonStyle="secondary" size="small" margin={false} disabled={sending} onClick={send}>
      {sending ? NEWSLETTER_STAFF_MESSAGES.sending : NEWSLETTER_STAFF_MESSAGES.sendInvitation}
    </Button>
  )
}
