import { addDataAndFileToRequest, forgotPasswordOperation, headersWithCors, type Endpoint } from 'payload'
import { normalizeEmail } from 'shared-types'

import { queueEmail } from '../../messaging/outbox'
import { inTransaction } from '../../storage/ownTransaction'
import { reachFloor } from './hooks/signInGuard'
import { RESET_LINK_MS, passwordResetEmail } from './mail'

/**
 * Payload's forgotten-password route with the commune's own e-mail: Payload writes the reset token
 * (its operation, its limits in the Users hooks: limitPasswordRequests) but sends nothing; the French
 * « Réinitialiser votre mot de passe » is queued in the outbox in the same transaction as the token
 * (docs/product/accounts-and-security.md#e-mails). Its link is built from SERVER_URL, never from the
 * request's Host. Answered no sooner than the sign-in's failure floor: it answers the same for known
 * and unknown accounts, but a known one took longer (a token written, an e-mail queued), which told
 * who has an account. Listed before Payload's own route, which it replaces.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    const startedAt = Date.now()
    try {
      await addDataAndFileToRequest(req)
      const email = typeof req.data?.email === 'string' ? req.data.email : ''
      await inTransaction(req, async (tx) => {
        // Payload's generated type asks a password here too; its own handler sends the address alone.
        const token = await forgotPasswordOperation({
          collection: req.payload.collections.users,
          data: { email } as { email: string; password: string },
          disableEmail: true,
          expiration: RESET_LINK_MS,
          req: tx,
        })
        if (!token) return
        // Payload found the account by this address, lowercased and trimmed as it stores it.
        const to = normalizeEmail(email)
        await queueEmail(tx, { to, template: 'passwordReset', ...(await passwordResetEmail(tx, to, token)) })
      })
      return Response.json(
        { message: req.t('general:success') },
        { headers: headersWithCors({ headers: new Headers(), req }) },
      )
    } finally {
      await reachFloor(startedAt)
    }
  },
}
