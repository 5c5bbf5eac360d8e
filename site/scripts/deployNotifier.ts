/**
 * `npm start`'s builder reports each build to the CMS as Netlify's outgoing deploy notifications do
 * (docs/product/workflow.md#deploy-notifications): a POST of the deploy as JSON to /api/site-deploys/notify, signed
 * in `X-Webhook-Signature` with a JWS (HS256, the run's DEPLOY_NOTIFICATION_SECRET) whose payload is
 * `{"iss":"netlify","sha256":"<hex SHA-256 of the body>"}`. The local stack then shows the true state.
 */
import { createHash, createHmac } from 'node:crypto'

import type { DeployReport } from './site-builder.ts'

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** The signature Netlify puts on a notification's body. */
export function signDeployNotification(body: string, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = base64url(JSON.stringify({ iss: 'netlify', sha256: createHash('sha256').update(body).digest('hex') }))
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
  return `${header}.${payload}.${base64url(signature)}`
}

/**
 * Sends each report to `url`, one after the other (a build's start before its end). A CMS that does
 * not answer only loses the report: the build itself goes on.
 */
export function deployNotifier(
  url: string,
  secret: string,
  log: (line: string) => void = console.warn,
): (report: DeployReport) => void {
  let queue = Promise.resolve()
  return (report) => {
    queue = queue.then(async () => {
      const body = JSON.stringify(report)
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Webhook-Signature': signDeployNotification(body, secret) },
          body,
          signal: AbortSignal.timeout(10_000),
        })
        await response.arrayBuffer().catch(() => undefined)
        if (!response.ok) log(`[site] Le CMS a refusé le compte rendu de la construction (${response.status}).`)
      } catch {
        log('[site] Le CMS est injoignable : le compte rendu de la construction est perdu.')
      }
    })
  }
}
