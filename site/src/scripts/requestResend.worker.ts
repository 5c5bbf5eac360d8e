/// <reference lib="webworker" />
/**
 * Sends the requests kept on this phone while offline (lib/requests/queue.ts,
 * docs/product/requests.md#offline-and-without-javascript). Started by scripts/offline.ts only when
 * its flag says one waits and the page is open with a network. A worker rather than a module the
 * page imports: every page carries that script, and a dynamic import would bring Vite's preload
 * helper to all of them; the sending (a new proof of work for each request) runs off the page's
 * thread as well. Each answer goes back to the page as the sentence to show; then how many are left.
 * One sender at a time (Web Locks), so that two pages opened together do not send a request twice.
 */
import { CITIZEN_REQUEST_MESSAGES as MESSAGES, CITIZEN_REQUEST_SCRIPT_LABELS, REQUEST_FORM_PATH } from 'shared-types'

import { resendWaiting, waitingRequests } from '../lib/requests/queue'
import { sendWithNewProof } from '../lib/requests/send'

declare const self: DedicatedWorkerGlobalScope

/** What the page says (scripts/offline.ts): the sentence, and for a refused one the link to its form. */
export interface ResendNotice {
  text: string
  href?: string
  linkText?: string
}

const resend = async (): Promise<number> =>
  resendWaiting({
    send: sendWithNewProof,
    tell: (outcome, request, body) => {
      const reference = (body as { receipt?: { reference?: unknown } } | null)?.receipt?.reference
      const notice: ResendNotice =
        outcome === 'sent' && typeof reference === 'string'
          ? { text: MESSAGES.offlineSent(reference) }
          : {
              text: MESSAGES.offlineFailed,
              href: REQUEST_FORM_PATH(request.procedure),
              linkText: CITIZEN_REQUEST_SCRIPT_LABELS.openForm,
            }
      self.postMessage(notice)
    },
  })

async function main(): Promise<void> {
  let left: number
  if (self.navigator.locks)
    left = await self.navigator.locks.request('demandes-en-attente', { ifAvailable: true }, (lock) =>
      // Another page is sending: what it leaves is its to tell.
      lock ? resend() : waitingRequests().then((waiting) => waiting.length),
    )
  else left = await resend()
  self.postMessage({ left })
}

void main()
  .catch(() => undefined)
  .finally(() => self.close())
