import { html, type SafeHtml } from '@remix-run/html-template'

/** One e-mail's content, laid out by renderEmail as a plain-text part and a phone-width HTML part. */
export interface EmailContent {
  subject: string
  /** Paragraphs before the button. */
  paragraphs: string[]
  /** The one thing to do, as a large button (and its address on a line of its own in the text part). */
  action?: { label: string; url: string }
  /** Linked entries (a digest's news items): a title, its address, a line under it. */
  items?: { title: string; url: string; summary?: string }[]
  /** Paragraphs after the button. */
  after?: string[]
  /** Small print: why the reader gets this message. */
  footer?: string[]
  /** Shown in the small print as « Se désabonner » (the headers carry it too). */
  unsubscribeUrl?: string
}

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

const UNSUBSCRIBE = 'Se désabonner'
const font = 'font-family:Arial,Helvetica,sans-serif;'

/**
 * French, in two parts: plain text (what a basic phone's mail app shows) and HTML readable on a
 * 320 px screen (one column, 16 px text, a button as wide as the thumb, no images to download).
 * Every value is escaped (Remix's html-template).
 */
export function renderEmail(content: EmailContent, communeName: string): RenderedEmail {
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label} : ${content.action.url}`] : []),
    ...(content.items ?? []).map((item) => [item.title, item.summary, item.url].filter(Boolean).join('\n')),
    ...(content.after ?? []),
    '—',
    communeName,
    ...(content.footer ?? []),
    ...(content.unsubscribeUrl ? [`${UNSUBSCRIBE} : ${content.unsubscribeUrl}`] : []),
  ].join('\n\n')

  const paragraph = (value: string): SafeHtml =>
    html`<p style="margin:0 0 16px;${font}font-size:16px;line-height:1.5;color:#1f2937">${value}</p>`
  const small = (value: SafeHtml | string): SafeHtml =>
    html`<p style="margin:0 0 8px;${font}font-size:13px;line-height:1.5;color:#4b5563">${value}</p>`

  const body = html`<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${content.subject}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="max-width:600px;margin:0 auto;padding:16px">
<div style="background:#ffffff;border-radius:8px;padding:20px">
<p style="margin:0 0 16px;${font}font-size:14px;font-weight:bold;color:#166534">${communeName}</p>
${content.paragraphs.map(paragraph)}
${
  content.action
    ? html`<p style="margin:24px 0"><a href="${content.action.url}" style="display:block;background:#166534;color:#ffffff;text-align:center;padding:14px 16px;border-radius:8px;${font}font-size:16px;font-weight:bold;text-decoration:none">${content.action.label}</a></p>`
    : ''
}
${(content.items ?? []).map(
  (item) =>
    html`<div style="margin:0 0 16px;padding:0 0 16px;border-bottom:1px solid #e5e7eb"><p style="margin:0 0 4px;${font}font-size:17px;font-weight:bold;line-height:1.4"><a href="${item.url}" style="color:#166534">${item.title}</a></p>${item.summary ? html`<p style="margin:0;${font}font-size:15px;line-height:1.5;color:#374151">${item.summary}</p>` : ''}</div>`,
)}
${(content.after ?? []).map(paragraph)}
</div>
<div style="padding:16px 8px">
${(content.footer ?? []).map((line) => small(line))}
${content.unsubscribeUrl ? small(html`<a href="${content.unsubscribeUrl}" style="color:#4b5563">${UNSUBSCRIBE}</a>`) : ''}
</div>
</div>
</body>
</html>`
  return { subject: content.subject, text, html: String(body) }
}
