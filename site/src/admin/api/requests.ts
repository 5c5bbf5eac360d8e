import { ERRORS, REQUEST_STAFF_TEXT as TEXT, type RequestState } from 'shared-types'
import type { CitizenRequest, RequestAttachment, User } from 'shared-types/payload-types'

import { ApiError } from '../../lib/cms/client'
import { SESSION_MESSAGES, authRequest, getToken, redirectToLogin } from './session'

/**
 * The « Demandes » screen's calls (docs/product/requests.md#the-queue): the queue, one request, a
 * change of state with its message to the citizen, the agent in charge, internal notes, and the
 * files and the print sheet, which need the session's token and so are fetched, not linked.
 */

export type StaffRequest = CitizenRequest
export type Attachment = RequestAttachment
export type Id = number | string

const path = (id: Id) => `/citizen-requests/${encodeURIComponent(String(id))}`

/** Every request, newest first, without relations (the list's columns need none). */
export async function listRequests(): Promise<StaffRequest[]> {
  const body = await authRequest<{ docs?: StaffRequest[] } | null>(
    '/citizen-requests?pagination=false&depth=0&sort=-createdAt',
    { fallback: TEXT.loadFailure },
  )
  if (!body || !Array.isArray(body.docs)) throw new ApiError(TEXT.loadFailure, 0)
  return body.docs
}

/** One request with its files and the accounts of its history. */
export async function findRequest(id: Id): Promise<StaffRequest> {
  const doc = await authRequest<StaffRequest | null>(`${path(id)}?depth=1`, { fallback: TEXT.loadFailure })
  if (!doc || typeof doc !== 'object') throw new ApiError(TEXT.loadFailure, 0)
  return doc
}

const update = async (id: Id, body: Record<string, unknown>): Promise<StaffRequest> =>
  (
    await authRequest<{ doc: StaffRequest }>(`${path(id)}?depth=1`, {
      method: 'PATCH',
      body,
      fallback: TEXT.saveFailure,
    })
  ).doc

/** A new state with the message the citizen receives by SMS and e-mail (cms/src/requests/hooks/stateChange.ts). */
export const changeState = (id: Id, state: RequestState, messageToCitizen: string) =>
  update(id, { state, messageToCitizen })

export const assignTo = (id: Id, user: Id | null) => update(id, { assignedTo: user })

const idOf = (value: unknown): Id | null =>
  typeof value === 'object' && value !== null ? (value as { id: Id }).id : ((value as Id | null | undefined) ?? null)

/** The notes kept as they are, and one more: the CMS gives it its author and its time. */
export const addInternalNote = (request: StaffRequest, note: string) =>
  update(request.id, {
    internalNotes: [
      ...(request.internalNotes ?? []).map((row) => ({ id: row.id, note: row.note, by: idOf(row.by), at: row.at })),
      { note },
    ],
  })

/** The accounts a request may be given to: an agent sees only itself, an administrator every agent and administrator. */
export async function listHandlers(): Promise<Pick<User, 'id' | 'email' | 'displayName'>[]> {
  const body = await authRequest<{ docs?: User[] } | null>(
    '/users?pagination=false&depth=0&where[role][in][0]=admin&where[role][in][1]=agent',
    { fallback: TEXT.loadFailure },
  )
  return (body?.docs ?? []).map(({ id, email, displayName }) => ({ id, email, displayName }))
}

/** A staff file (an attachment, the print sheet) as the CMS serves it to the session's token. */
async function fetchWithSession(apiPath: string, fallback: string): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(`/api${apiPath}`, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } })
  } catch {
    throw new ApiError(ERRORS.serverUnreachable, 0, true)
  }
  if (response.status === 401) {
    redirectToLogin({ text: SESSION_MESSAGES.expired, tone: 'warning' })
    throw new ApiError(SESSION_MESSAGES.expired, 401)
  }
  if (!response.ok) throw new ApiError(fallback, response.status)
  return response.blob()
}

const REVOKE_AFTER_MS = 60_000

/** The attachment's own address on the site (`/api/request-attachments/file/<name>`), for its link. */
export const attachmentPath = (file: Attachment): string =>
  `/api/request-attachments/file/${encodeURIComponent(file.filename ?? '')}`

/** Downloads an attachment under its own name. */
export async function downloadAttachment(file: Attachment): Promise<void> {
  const blob = await fetchWithSession(attachmentPath(file).slice('/api'.length), TEXT.fileFailure)
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.filename ?? 'piece-jointe'
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}

/** The print route's address (cms/src/requests/print.ts), for the link. */
export const printPath = (id: Id): string => `/api${path(id)}/print`

/**
 * Opens the request's A4 sheet in a new tab: the tab is opened at once (a browser lets a click open
 * one), then shows the sheet fetched with the session's token. Its style is allowed by the site's
 * Content-Security-Policy (astro.config.ts).
 */
export async function openPrintSheet(id: Id): Promise<void> {
  const tab = window.open('', '_blank')
  try {
    const blob = await fetchWithSession(`${path(id)}/print`, TEXT.printFailure)
    const url = URL.createObjectURL(new Blob([blob], { type: 'text/html;charset=utf-8' }))
    if (tab) tab.location.href = url
    else window.location.assign(url)
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
  } catch (error) {
    tab?.close()
    throw error
  }
}
