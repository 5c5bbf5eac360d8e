/**
 * Sends the requests kept on this phone while offline (lib/requests/queue.ts), loaded by
 * scripts/offline.ts only when its flag says one waits and the page is open with a network
 * (docs/product/requests.md#offline-and-without-javascript). Each leaves with a new proof of work;
 * what became of it is said at the top of the page. One tab at a time sends (Web Locks), so that
 * two pages opened together do not send a request twice.
 */
import { CITIZEN_REQUEST_LABELS, CITIZEN_REQUEST_MESSAGES as MESSAGES, REQUEST_FORM_PATH } from 'shared-types'

import { type QueuedRequest, resendWaiting } from '../lib/requests/queue'
import { sendWithNewProof } from '../lib/requests/send'

/** A notice at the top of the page's content, read out by screen readers. */
function tell(outcome: 'sent' | 'refused', request: QueuedRequest, body: unknown): void {
  const notice = document.createElement('div')
  notice.setAttribute('role', 'status')
  notice.dataset.requestNotice = outcome
  notice.className =
    outcome === 'sent'
      ? 'container-page my-4 rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900 ring-1 ring-green-200'
      : 'container-page my-4 rounded-lg bg-red-50 px-4 py-3 font-medium text-red-900 ring-1 ring-red-200'
  const reference = (body as { receipt?: { reference?: string } } | null)?.receipt?.reference
  if (outcome === 'sent' && reference) {
    notice.textContent = MESSAGES.offlineSent(reference)
  } else {
    notice.textContent = `${MESSAGES.offlineFailed} `
    const link = document.createElement('a')
    link.href = REQUEST_FORM_PATH(request.procedure)
    link.className = 'underline'
    link.textContent = CITIZEN_REQUEST_LABELS.openForm
    notice.append(link)
  }
  document.querySelector('main')?.prepend(notice)
}

const resend = () => resendWaiting({ send: sendWithNewProof, tell })

export function sendWaiting(): void {
  if (navigator.locks)
    void navigator.locks.request('demandes-en-attente', { ifAvailable: true }, (lock) => (lock ? resend() : undefined))
  else void resend()
}
