import { createHash } from 'node:crypto'

import { html, type SafeHtml } from '@remix-run/html-template'
import {
  REQUEST_INPUTS as INPUT,
  REQUEST_STATE_LABELS,
  REQUEST_TIMELINE,
  REQUEST_TRACKING_PATH,
  formatLongDateTime,
  processingTimeLabel,
  type RequestReceipt,
  type RequestTracking,
} from 'shared-types'

import type { FieldError } from './formAnswers'

/**
 * The pages a citizen gets without JavaScript (docs/product/requests.md#offline-and-without-javascript):
 * the form and /suivi post to the CMS through the site's /api, and the CMS answers with a whole page,
 * French, readable at 390 px and at 200 % text, every value escaped. No script; one style sheet,
 * allowed by its hash.
 */
const STYLE = `body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111827;background:#f9fafb}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}.card{background:#fff;border:1px solid #d1d5db;border-radius:.75rem;padding:1rem 1.25rem;margin:1rem 0}
.reference{font-size:1.75rem;font-weight:700;letter-spacing:.05em;word-break:break-all}.error{border-color:#b91c1c;background:#fef2f2}
ol{padding-left:1.25rem}li{margin:.25rem 0}.current{font-weight:700}a{color:#065f46}.button{display:inline-block;margin-top:.5rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#065f46;color:#fff;font-weight:600;text-decoration:none}
label{display:block;font-weight:600;margin-top:1rem}input,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.375rem}
button{margin-top:1rem;font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:.5rem;background:#065f46;color:#fff}`
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64')

/** The page's headers: never stored (it names a request), never indexed, nothing but its own style. */
export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  'Referrer-Policy': 'no-referrer',
}

function page(title: string, body: SafeHtml): string {
  return String(html`<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<style>${html.raw`${STYLE}`}</style>
</head>
<body>
<main>
${body}
<p><a href="/espace-citoyen/demarches">Retour aux démarches</a> · <a href="${REQUEST_TRACKING_PATH}">Suivre une demande</a></p>
</main>
</body>
</html>`)
}

/** A request received: its reference, to write down or read out over the phone, and what comes next. */
export function receiptPage(receipt: RequestReceipt): string {
  return page(
    `Demande ${receipt.reference} enregistrée`,
    html`<h1>Votre demande est enregistrée</h1>
<div class="card" role="status">
<p>Votre référence :</p>
<p class="reference">${receipt.reference}</p>
<p>Gardez-la : elle vous permet de suivre votre demande.${receipt.notified.sms ? ' Vous la recevez aussi par SMS.' : ''}</p>
</div>
<h2>Et maintenant ?</h2>
<ul>
<li>Délai habituel : ${processingTimeLabel(receipt.processingDays)}. Nous vous prévenons par SMS à chaque étape.</li>
<li>Coût, à payer au guichet : ${receipt.cost}.</li>
${receipt.bring.length > 0 ? html`<li>À apporter au retrait : ${receipt.bring.join(', ')}.</li>` : ''}
<li>Où : ${receipt.office}.${receipt.hours ? ` Horaires : ${receipt.hours}.` : ''}</li>
</ul>
<p><a class="button" href="${receipt.trackingUrl}">Suivre ma demande</a></p>`,
  )
}

/** A refused sending: every error, and the way back to the form (the browser keeps what was typed). */
export function refusalPage(errors: FieldError[], title = 'La demande n’est pas envoyée'): string {
  return page(
    title,
    html`<h1>${title}</h1>
<div class="card error" role="alert">
<ul>${errors.map((error) => html`<li>${error.message}</li>`)}</ul>
</div>
<p>Revenez au formulaire avec le bouton « Retour » du navigateur pour corriger : ce que vous avez écrit y est encore.</p>`,
  )
}

/** The timeline, as /suivi draws it with JavaScript. */
export function trackingPage(tracking: RequestTracking): string {
  const reached = new Set(tracking.steps.map((step) => step.state))
  const aside = tracking.state === 'incomplete' || tracking.state === 'refused'
  return page(
    `Demande ${tracking.reference} : ${tracking.stateLabel}`,
    html`<h1>Demande ${tracking.reference}</h1>
<p>${tracking.procedure}</p>
<div class="card${aside ? ' error' : ''}" role="status"><p><strong>${tracking.stateLabel}</strong></p><p>${tracking.explanation}</p></div>
<h2>Étapes</h2>
<ol>${REQUEST_TIMELINE.map((state) => {
      const step = [...tracking.steps].reverse().find((entry) => entry.state === state)
      const current = state === tracking.state
      return html`<li${current ? html.raw` class="current" aria-current="step"` : ''}>${REQUEST_STATE_LABELS[state]}${
        step ? html` — ${formatLongDateTime(step.at)}` : reached.has(state) ? '' : ' — à venir'
      }</li>`
    })}</ol>
${
  tracking.steps.some((step) => step.note)
    ? html`<h2>Messages de la mairie</h2><ul>${tracking.steps
        .filter((step) => step.note)
        .map((step) => html`<li>${formatLongDateTime(step.at)} : ${step.note}</li>`)}</ul>`
    : ''
}
${
  tracking.collection
    ? html`<h2>Retrait</h2><ul><li>Où : ${tracking.collection.office}.</li>${
        tracking.collection.hours ? html`<li>Horaires : ${tracking.collection.hours}.</li>` : ''
      }<li>Coût : ${tracking.collection.cost}.</li>${
        tracking.collection.bring.length > 0 ? html`<li>À apporter : ${tracking.collection.bring.join(', ')}.</li>` : ''
      }</ul>`
    : ''
}`,
  )
}

/** A refused look-up on /suivi, with the form again. */
export function trackingRefusalPage(errors: FieldError[]): string {
  return page(
    'Suivre une demande',
    html`<h1>Suivre une demande</h1>
<div class="card error" role="alert"><ul>${errors.map((error) => html`<li>${error.message}</li>`)}</ul></div>
<form method="post" action="/api/citizen-requests/track">
<label for="reference">Référence de la demande</label>
<input id="reference" name="${INPUT.reference}" autocomplete="off" required>
<label for="chiffres">4 derniers chiffres de votre téléphone</label>
<input id="chiffres" name="${INPUT.digits}" inputmode="numeric" pattern="[0-9]{4}" maxlength="4" required>
<button type="submit">Voir ma demande</button>
</form>`,
  )
}

/** A complement received. */
export function completedPage(tracking: RequestTracking, message: string): string {
  return trackingPage(tracking).replace(
    '<main>',
    String(html`<main><div class="card" role="status"><p>${message}</p></div>`),
  )
}
