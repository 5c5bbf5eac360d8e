import { Forbidden, headersWithCors, type Endpoint, type PayloadRequest } from 'payload'
import { MESSAGES, NEWSLETTER_STAFF_MESSAGES, normalizeEmail, validateNewsletterEmail } from 'shared-types'

import { isAdmin } from '../../../access'
import { idFrom, jsonAnswer as answer, jsonBody as bodyOf, refuse } from '../../../api/jsonEndpoint'
import { consumeLimit } from '../../../accounts/rateLimit'
import { reachFloor } from '../../../accounts/users/hooks/signInGuard'
import { clientAddress } from '../../../lib/clientAddress'
import { subscribersCsv } from '../../../messaging/newsletter/exportCsv'
import { isUnsubscribeToken } from '../../../messaging/newsletter/subscriberLinks'
import {
  confirmSubscription,
  forgetSubscriber,
  inviteNeverAsked,
  requestSubscription,
} from '../../../messaging/newsletter/subscriptions'

/**
 * The newsletter's own routes (docs/API.md#newsletter-subscribers), listed before the collection's
 * contract routes and Payload's, which would read `/confirm` as an id.
 */

const requireAdmin = (req: PayloadRequest) => {
  if (!isAdmin({ req })) throw new Forbidden(req.t)
}

/**
 * A sign-up: the same 202 and sentence for a new, an unconfirmed and a confirmed address, no sooner
 * than the sign-in's floor (a known address writes less, and would answer faster). Signed-in
 * administrators adding an address from the panel get the collection's own create.
 */
const subscribe = (panelCreate: Endpoint['handler']): Endpoint => ({
  path: '/',
  method: 'post',
  handler: async (req) => {
    const type = (req.headers.get('content-type') ?? '').toLowerCase()
    if (isAdmin({ req }) && type.startsWith('multipart/form-data')) return panelCreate(req)
    const startedAt = Date.now()
    try {
      if (!req.user) await consumeLimit(req, 'newsletter', await clientAddress(req))
      const { email } = await bodyOf(req)
      // Checked as it is stored: trimmed and in lower case.
      const address = typeof email === 'string' ? normalizeEmail(email) : email
      const refusal = validateNewsletterEmail(address)
      if (refusal) refuse(refusal)
      await requestSubscription(req, String(address))
      return answer(req, { message: MESSAGES.newsletterCheckInbox }, 202)
    } finally {
      await reachFloor(startedAt)
    }
  },
})

/** The confirmation page's call: the link's id and token, and the topics chosen. */
const confirm: Endpoint = {
  path: '/confirm',
  method: 'post',
  handler: async (req) => {
    const { subscriber, token, topics } = await bodyOf(req)
    const id = idFrom(req, subscriber)
    const result = id === undefined ? 'invalidLink' : await confirmSubscription(req, id, token, topics)
    if (result === 'invalidLink') refuse(MESSAGES.newsletterLinkInvalid)
    if (result === 'noTopic') refuse(MESSAGES.newsletterTopicsRequired)
    return answer(req, { message: MESSAGES.newsletterConfirmed })
  },
}

/**
 * Unsubscribing: the site's page sends the link's id and token as JSON; a mail client's one-click
 * (RFC 8058) posts `List-Unsubscribe=One-Click` as a form to the address of the List-Unsubscribe
 * header, which carries them in its query. The same answer when the row is already gone.
 */
const unsubscribe: Endpoint = {
  path: '/unsubscribe',
  method: 'post',
  // The API's door lets this form through (apiGuard/index.ts).
  custom: { acceptsFormBody: true },
  handler: async (req) => {
    const query = (req.query ?? {}) as Record<string, unknown>
    const body = await bodyOf(req)
    const [rawId, token] = query.abonne !== undefined ? [query.abonne, query.jeton] : [body.subscriber, body.token]
    const id = idFrom(req, rawId)
    if (id === undefined || !isUnsubscribeToken(token, id)) refuse(MESSAGES.newsletterLinkInvalid)
    await forgetSubscriber(req, id!)
    return answer(req, { message: MESSAGES.newsletterUnsubscribed })
  },
}

/** Staff's one invitation to the addresses stored before confirmation existed. */
const inviteUnconfirmed: Endpoint = {
  path: '/invite-unconfirmed',
  method: 'post',
  handler: async (req) => {
    requireAdmin(req)
    const count = await inviteNeverAsked(req)
    return answer(req, { message: NEWSLETTER_STAFF_MESSAGES.invitationsSent(count), count })
  },
}

/** The list as a spreadsheet, for administrators. */
const exportList: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    requireAdmin(req)
    const day = new Date().toISOString().slice(0, 10)
    return new Response(await subscribersCsv(req), {
      headers: headersWithCors({
        headers: new Headers({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="abonnes-lettre-${day}.csv"`,
          'Cache-Control': 'no-store',
        }),
        req,
      }),
    })
  },
}

/** The newsletter's routes, then the collection's contract routes (whose create serves the panel). */
export function newsletterEndpoints(contract: Endpoint[]): Endpoint[] {
  const panelCreate = contract.find((endpoint) => endpoint.path === '/' && endpoint.method === 'post')!.handler
  return [subscribe(panelCreate), confirm, unsubscribe, inviteUnconfirmed, exportList, ...contract]
}
