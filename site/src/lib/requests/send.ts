import { REQUEST_API } from 'shared-types'

import { solvedAltcha } from './altcha'
import type { SendResult } from './queue'

/**
 * Sends a request to the CMS as the form page and the offline sender both do
 * (docs/product/requests.md#the-form): multipart, the answer asked as JSON. Status 0: no network.
 */
export async function postRequest(data: FormData, route: string = REQUEST_API.submit): Promise<SendResult> {
  try {
    const response = await fetch(route, { method: 'POST', body: data, headers: { Accept: 'application/json' } })
    return { status: response.status, body: await response.json().catch(() => null) }
  } catch {
    return { status: 0, body: null }
  }
}

/** A kept request sent again: a new proof of work first (each sending needs its own). */
export async function sendWithNewProof(data: FormData): Promise<SendResult> {
  try {
    data.set('altcha', await solvedAltcha(REQUEST_API.challenge))
  } catch {
    return { status: 0, body: null }
  }
  return postRequest(data)
}
