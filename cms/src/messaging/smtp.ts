import { createTransport, type Transporter } from 'nodemailer'

/**
 * The SMTP relay every e-mail leaves through (docs/product/messages.md#sending): SMTP_URL
 * (`smtp://user:pass@host:587`, `smtps://…` for TLS from the first byte), from SMTP_FROM, signed with
 * DKIM when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are all set. Unset SMTP_URL: nothing is
 * sent, every message waits in « Envois » (`npm start` sets it to its local mail catcher).
 */
export const smtpUrl = (): string | undefined => process.env.SMTP_URL?.trim() || undefined

/** The sender's address: SMTP_FROM, else an address of the CMS's own host name. */
export function senderAddress(): { address: string; name: string } {
  const name = process.env.SMTP_FROM_NAME?.trim() || 'La commune'
  const from = process.env.SMTP_FROM?.trim()
  if (from) return { address: from, name }
  const host = new URL(process.env.SERVER_URL ?? 'http://localhost').hostname
  return { address: `ne-pas-repondre@${host.includes('.') ? host : 'commune.local'}`, name }
}

function dkim() {
  const domainName = process.env.DKIM_DOMAIN?.trim()
  const keySelector = process.env.DKIM_SELECTOR?.trim()
  // A key in an environment variable usually has its line breaks written as « \n ».
  const privateKey = process.env.DKIM_PRIVATE_KEY?.replace(/\\n/g, '\n').trim()
  return domainName && keySelector && privateKey ? { domainName, keySelector, privateKey } : undefined
}

let cached: { url: string; transporter: Transporter } | undefined

/** One pooled transport per SMTP_URL, made on first use. */
export function smtpTransport(): Transporter | undefined {
  const url = smtpUrl()
  if (!url) return undefined
  if (cached?.url !== url) {
    cached = {
      url,
      transporter: createTransport({
        url,
        dkim: dkim(),
        // A relay that does not answer is an outage like any other: the message is tried again later.
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      }),
    }
  }
  return cached.transporter
}
