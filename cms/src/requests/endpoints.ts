import { APIError, Forbidden, headersWithCors, type Endpoint, type PayloadRequest } from 'payload'
import {
  CITIZEN_REQUEST_MESSAGES as TEXT,
  REQUEST_INPUTS as INPUT,
  REQUEST_LIMITS,
  canManageAccounts,
} from 'shared-types'

import { roleOf } from '../access'
import { jsonAnswer, jsonBody } from '../api/routeHelpers'
import { newChallenge } from './challenge'
import { completeRequest } from './complete'
import { exportRequestData } from './exportData'
import { logRequestAction } from './hooks/accessLog'
import { PAGE_HEADERS, completedPage, receiptPage, refusalPage, trackingPage, trackingRefusalPage } from './htmlPages'
import { erasePersonalData } from './retention'
import { RequestFormRefusal, submitRequest } from './submit'
import { findTrackedRequest, trackingOf } from './tracking'

/**
 * The citizens' routes of « Demandes en ligne » (docs/API.md#online-requests) and the administrators'
 * export and erasure. Each citizens' route answers JSON to the site's scripts (`Accept: application/json`)
 * and a whole French page to a plain form post, so that the form and /suivi work without JavaScript.
 */

const wantsJson = (req: PayloadRequest): boolean => (req.headers.get('accept') ?? '').includes('application/json')

const htmlAnswer = (req: PayloadRequest, body: string, status: number): Response =>
  new Response(body, { status, headers: headersWithCors({ headers: new Headers(PAGE_HEADERS), req }) })

/** A refusal as the caller reads it: the form's errors in JSON, or the page that lists them. */
function refusalAnswer(
  req: PayloadRequest,
  error: unknown,
  page: (errors: RequestFormRefusal['errors']) => string,
): Response {
  const refusal =
    error instanceof RequestFormRefusal
      ? error
      : error instanceof APIError && error.isPublic && error.status < 500
        ? new RequestFormRefusal([{ message: error.message }], error.status)
        : undefined
  if (!refusal) throw error
  if (wantsJson(req)) {
    const response = jsonAnswer(req, { message: refusal.message, errors: refusal.errors }, refusal.status)
    req.responseHeaders?.forEach((value, name) => {
      response.headers.set(name, value)
    })
    return response
  }
  const response = htmlAnswer(req, page(refusal.errors), refusal.status)
  req.responseHeaders?.forEach((value, name) => {
    response.headers.set(name, value)
  })
  return response
}

/** The form's body, read once (the door checked it is readable multipart). */
async function formOf(req: PayloadRequest): Promise<FormData> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase()
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    try {
      return await req.formData!()
    } catch {
      throw new RequestFormRefusal([{ message: TEXT.procedureUnknown }])
    }
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(await jsonBody(req))) if (typeof value === 'string') form.set(name, value)
  return form
}

const challenge: Endpoint = {
  path: '/challenge',
  method: 'get',
  handler: async (req) => {
    const response = jsonAnswer(req, await newChallenge())
    response.headers.set('Cache-Control', 'no-store')
    return response
  },
}

const submit: Endpoint = {
  path: '/submit',
  method: 'post',
  custom: {
    checksItsCallers: true,
    maxFileBytes: REQUEST_LIMITS.attachmentBytes * REQUEST_LIMITS.attachmentsPerRequest,
  },
  handler: async (req) => {
    try {
      const receipt = await submitRequest(req, await formOf(req), !wantsJson(req))
      return wantsJson(req)
        ? jsonAnswer(req, { message: TEXT.sent(receipt.reference), receipt }, 201)
        : htmlAnswer(req, receiptPage(receipt), 201)
    } catch (error) {
      return refusalAnswer(req, error, (errors) => refusalPage(errors))
    }
  },
}

const track: Endpoint = {
  path: '/track',
  method: 'post',
  custom: { checksItsCallers: true, acceptsFormBody: true },
  handler: async (req) => {
    try {
      const form = await formOf(req)
      const request = await findTrackedRequest(req, {
        reference: form.get(INPUT.reference),
        digits: form.get(INPUT.digits) ?? undefined,
        key: form.get(INPUT.key) ?? undefined,
      })
      const tracking = await trackingOf(req, request)
      return wantsJson(req) ? jsonAnswer(req, { tracking }) : htmlAnswer(req, trackingPage(tracking), 200)
    } catch (error) {
      return refusalAnswer(req, error, trackingRefusalPage)
    }
  },
}

const complete: Endpoint = {
  path: '/complete',
  method: 'post',
  custom: { checksItsCallers: true, acceptsFormBody: true, maxFileBytes: REQUEST_LIMITS.attachmentBytes },
  handler: async (req) => {
    try {
      const tracking = await trackingOf(req, await completeRequest(req, await formOf(req)))
      return wantsJson(req)
        ? jsonAnswer(req, { message: TEXT.completed, tracking })
        : htmlAnswer(req, completedPage(tracking, TEXT.completed), 200)
    } catch (error) {
      return refusalAnswer(req, error, (errors) => refusalPage(errors, 'Le complément n’est pas envoyé'))
    }
  },
}

const requireAdministrator = (req: PayloadRequest): void => {
  if (!canManageAccounts(roleOf(req))) throw new Forbidden(req.t)
}

/** Everything kept about the citizen who sent this request, and their other requests: a right of access. */
const exportData: Endpoint = {
  path: '/:id/export',
  method: 'get',
  handler: async (req) => {
    requireAdministrator(req)
    const data = await exportRequestData(req, req.routeParams?.id as string)
    await logRequestAction(req, 'export', data.reference)
    return new Response(JSON.stringify(data, null, 2), {
      headers: headersWithCors({
        headers: new Headers({
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="demande-${data.reference}.json"`,
          'Cache-Control': 'no-store',
        }),
        req,
      }),
    })
  },
}

/** Erasure on the citizen's request, before the retention period ends. */
const erase: Endpoint = {
  path: '/:id/erase',
  method: 'post',
  handler: async (req) => {
    requireAdministrator(req)
    await erasePersonalData(req, req.routeParams?.id as string)
    return jsonAnswer(req, { message: 'Données personnelles effacées.' })
  },
}

export const requestEndpoints: Endpoint[] = [challenge, submit, track, complete, exportData, erase]
