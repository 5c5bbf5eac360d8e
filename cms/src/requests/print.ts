import { html, type SafeHtml } from '@remix-run/html-template'
import type { Endpoint, PayloadRequest } from 'payload'
import {
  CITIZEN_REQUEST_STAFF_MESSAGES as TEXT,
  NOT_FOUND_MESSAGES,
  REQUEST_BENEFICIARY_LABELS,
  REQUEST_MESSAGES,
  REQUEST_PRINT_CSS,
  REQUEST_STATE_LABELS,
  ROLE_LABELS,
  WORKFLOW_MESSAGES,
  canHandleRequests,
  formatLongDate,
  formatLongDateTime,
  isRequestState,
  type RequestBeneficiary,
} from 'shared-types'

import { roleOf } from '../access'
import { parseId } from '../api/contractRoutes'
import { communeContact } from '../messaging/contact/commune'
import { CITIZEN_REQUESTS } from './slugs'
import { logRequestAction } from './hooks/accessLog'

type Row = Record<string, unknown>

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
const rows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null) : []

/** Who did it: the account's display name, else its e-mail; nothing for an account since removed. */
const nameOf = (user: unknown): string => {
  if (typeof user !== 'object' || user === null) return ''
  const { displayName, email } = user as Row
  return text(displayName).trim() || text(email)
}

const stateLabel = (state: unknown): string => (isRequestState(state) ? REQUEST_STATE_LABELS[state] : text(state))

function page(title: string, body: SafeHtml, status = 200): Response {
  const document = html`<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<style>${html.raw`${REQUEST_PRINT_CSS}`}</style>
</head>
<body>
${body}
</body>
</html>
`
  return new Response(String(document), {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // Personal data: never kept by a browser's cache or a proxy.
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}

const refusal = (message: string, status: number) => page(message, html`<main><h1>${message}</h1></main>`, status)

/** The request as one A4 sheet, every value escaped. */
export function requestSheet(request: Row, commune: string, printedAt: Date): { title: string; body: SafeHtml } {
  const reference = text(request.reference)
  const erased = text(request.personalDataErasedAt)
  const beneficiary = text(request.beneficiary) as RequestBeneficiary
  const answers = rows(request.answers)
  const attachments = rows(request.attachments)
  const history = rows(request.history)
  const due = formatLongDate(text(request.dueAt))
  const requester = erased
    ? html`<p>${TEXT.erased} (${formatLongDate(erased)})</p>`
    : html`<dl>
<dt>Nom et prénom</dt><dd>${text(request.requesterName)}</dd>
<dt>Téléphone</dt><dd>${text(request.phone)}</dd>
${request.email ? html`<dt>E-mail</dt><dd>${text(request.email)}</dd>` : ''}
<dt>Pour qui</dt><dd>${REQUEST_BENEFICIARY_LABELS[beneficiary] ?? ''}${
        beneficiary === 'relative' && request.relation ? ` (${text(request.relation)})` : ''
      }</dd>
</dl>`
  const body = html`<header>
<div>
<p class="small">${commune} — Demande en ligne</p>
<h1>${reference}</h1>
</div>
<div>
<p class="state">${stateLabel(request.state)}</p>
${due ? html`<p>${TEXT.dueOn(due)}</p>` : ''}
</div>
</header>
<main>
<h2>Démarche</h2>
<p>${text(request.procedureTitle)}</p>
<p class="small">Reçue le ${formatLongDateTime(text(request.createdAt))}</p>
<h2>Demandeur</h2>
${requester}
${
  erased || answers.length === 0
    ? ''
    : html`<h2>Réponses du formulaire</h2>
<dl>
${answers.map((answer) => html`<dt>${text(answer.label)}</dt><dd>${text(answer.value)}</dd>`)}
</dl>`
}
<h2>Pièces jointes</h2>
${
  attachments.length === 0
    ? html`<p>Aucune pièce jointe.</p>`
    : html`<ul>
${attachments.map(
  (file) => html`<li>${text(file.label) ? `${text(file.label)} : ` : ''}${text(file.filename) || text(file.id)}</li>`,
)}
</ul>`
}
<h2>Historique</h2>
${
  history.length === 0
    ? html`<p>${stateLabel('received')}, ${formatLongDateTime(text(request.createdAt))}.</p>`
    : html`<table>
<thead><tr><th scope="col">Date</th><th scope="col">État</th><th scope="col">Par</th><th scope="col">Message au demandeur</th></tr></thead>
<tbody>
${history.map(
  (step) =>
    html`<tr><td>${formatLongDateTime(text(step.at))}</td><td>${stateLabel(step.state)}</td><td>${nameOf(step.by)}</td><td>${text(step.note)}</td></tr>`,
)}
</tbody>
</table>`
}
</main>
<footer>Imprimée le ${formatLongDateTime(printedAt)}.</footer>`
  return { title: `${reference} — ${TEXT.print}`, body }
}

/**
 * `GET /api/citizen-requests/:id/print`: the request as one A4 sheet to print for the counter
 * (docs/product/requests.md#printing), in French, for administrators and agents d'état civil only
 * (others get a French page with 401, 403 or 404), never cached, written in « Journal des demandes ».
 */
export const printRequestEndpoint: Endpoint = {
  path: '/:id/print',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    const role = roleOf(req)
    if (!role) return refusal(REQUEST_MESSAGES.signInRequired, 401)
    if (!canHandleRequests(role)) return refusal(WORKFLOW_MESSAGES.forbiddenForRole(ROLE_LABELS[role]), 403)
    const notFound = NOT_FOUND_MESSAGES[CITIZEN_REQUESTS].notFound
    let id: number | string
    try {
      id = parseId(req)
    } catch {
      return refusal(notFound, 404)
    }
    // Read as the CMS: the print itself is what « Journal des demandes » records, once.
    const request = (await req.payload
      .findByID({ collection: CITIZEN_REQUESTS, id, depth: 1, overrideAccess: true, req })
      .catch(() => null)) as Row | null
    if (!request) return refusal(notFound, 404)
    const { name } = await communeContact(req)
    const { title, body } = requestSheet(request, name, new Date())
    await logRequestAction(req, 'print', text(request.reference))
    return page(title, body)
  },
}
