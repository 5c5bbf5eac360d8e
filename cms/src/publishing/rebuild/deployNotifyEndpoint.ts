import { APIError, type Endpoint } from 'payload'
import { SITE_BUILD_MESSAGES } from 'shared-types'

import { DEPLOY_SIGNATURE_HEADER, isSignedDeployNotification } from './deploySignature'
import { applyDeployNotification, readDeployNotification } from './deployNotifications'

/** Netlify's deploy object is a few kilobytes; this leaves room for long build summaries. */
const NOTIFICATION_LIMIT = 256 * 1024

const refuse = (message: string, status: number) => new APIError(message, status, undefined, true)

/**
 * POST /api/site-deploys/notify: the host's outgoing deploy notifications (Netlify: deploy started,
 * succeeded, failed; `npm start`'s builder alike), signed with DEPLOY_NOTIFICATION_SECRET
 * (deploySignature.ts). A notification that is not signed, signed with another secret or whose body
 * was changed is refused with 401 and changes nothing; a repeat is answered 200 and changes nothing.
 * Without the secret the route does not exist: the hook's acceptance then counts as published.
 */
export const deployNotifyEndpoint: Endpoint = {
  path: '/site-deploys/notify',
  method: 'post',
  // Called by the host, which signs instead of signing in (apiGuard/index.ts lets it through, within its size).
  custom: { checksItsCallers: true, maxBodyBytes: NOTIFICATION_LIMIT },
  handler: async (req) => {
    const secret = process.env.DEPLOY_NOTIFICATION_SECRET?.trim()
    if (!secret) throw refuse(SITE_BUILD_MESSAGES.notifyDisabled, 404)
    const body = new Uint8Array((await req.arrayBuffer?.()) ?? new ArrayBuffer(0))
    const signature = req.headers.get(DEPLOY_SIGNATURE_HEADER)
    if (!signature?.trim()) throw refuse(SITE_BUILD_MESSAGES.notifyUnsigned, 401)
    if (!(await isSignedDeployNotification(body, signature, secret)))
      throw refuse(SITE_BUILD_MESSAGES.notifyForged, 401)
    let parsed: unknown
    try {
      parsed = JSON.parse(new TextDecoder().decode(body))
    } catch {
      throw refuse(SITE_BUILD_MESSAGES.notifyUnreadable, 400)
    }
    const deploy = readDeployNotification(parsed)
    if (deploy === null) throw refuse(SITE_BUILD_MESSAGES.notifyUnreadable, 400)
    const changed = deploy === 'ignored' ? false : await applyDeployNotification(req, deploy)
    return Response.json({ changed }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
