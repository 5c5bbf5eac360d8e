import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** One e-mail as the SMTP server received it, parsed. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[]
  from: string
  messageId: string
  subject: string
  text: string
  html: string
  replyTo: string
  /** Every header, names in lower case, as sent. */
  headers: Record<string, string>
  receivedAt: string
}

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`, the CMS's SMTP_URL. */
  url: string
  dir: string
  /** Stops accepting connections (the relay is down): a sender gets « connection refused ». */
  down: () => Promise<void>
  /**
   * Keeps each message, then waits this long before answering « 250 accepted »: a sender that dies
   * meanwhile has had its message delivered without knowing it.
   */
  holdReplyMs: number
  /** Listens again on the same port. */
  up: () => Promise<void>
  stop: () => Promise<void>
}

const headerText = (value: unknown): string => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'text' in value) return String((value as { text: unknown }).text)
  if (value && typeof value === 'object' && 'value' in value) return String((value as { value: unknown }).value)
  return JSON.stringify(value)
}

function toReceived(parsed: ParsedMail, envelope: { from: string; to: string[] }): ReceivedMail {
  const headers: Record<string, string> = {}
  for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim()
  return {
    to: envelope.to,
    from: envelope.from,
    messageId: parsed.messageId ? `<${parsed.messageId.replace(/^<|>$/g, '')}>` : '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    replyTo: parsed.replyTo ? headerText(parsed.replyTo) : '',
    headers,
    receivedAt: new Date().toISOString(),
  }
}

/**
 * A real SMTP server on this machine (smtp-server, the server half of nodemailer's project) that
 * keeps every accepted message as a JSON file in `dir`, so any test process can read what arrived
 * (receivedMail). No authentication, no TLS: the CMS speaks plain SMTP to it.
 */
export async function startMailbox(dir: string, port = 0): Promise<Mailbox> {
  mkdirSync(dir, { recursive: true })
  let count = readdirSync(dir).length
  let server: SMTPServer | undefined
  let boundPort = port
  const mailbox = { holdReplyMs: 0 }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((parsed) => {
              const envelope = {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
              }
              count += 1
              const name = `${String(count).padStart(5, '0')}-${Date.now()}.json`
              writeFileSync(path.join(dir, name), JSON.stringify(toReceived(parsed, envelope)))
              if (mailbox.holdReplyMs > 0) setTimeout(() => callback(), mailbox.holdReplyMs)
              else callback()
            })
            .catch((error: Error) => callback(error))
        },
      })
      const listening = server
      listening.once('error', reject)
      listening.listen(boundPort, '127.0.0.1', () => {
        boundPort = (listening.server.address() as { port: number }).port
        // A sender that goes away mid-message (a CMS killed on purpose) is no error of the mailbox's.
        listening.on('error', () => undefined)
        resolve()
      })
    })
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve()
      server.close(() => resolve())
      server = undefined
    })

  await listen()
  return Object.assign(mailbox, { url: `smtp://127.0.0.1:${boundPort}`, dir, down: close, up: listen, stop: close })
}

/** Every message received so far in `dir`, oldest first. */
export const receivedMail = (dir: string): ReceivedMail[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail)

/** Waits until a message matching `match` has arrived in `dir` (the newest one), or fails naming what did. */
export async function waitForMail(
  dir: string,
  match: (mail: ReceivedMail) => boolean,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = receivedMail(dir).filter(match).at(-1)
    if (found) return found
    if (Date.now() > deadline) {
      const seen = receivedMail(dir).map((mail) => `${mail.to.join(',')} « ${mail.subject} »`)
      throw new Error(`Aucun e-mail attendu reçu en ${timeoutMs / 1000} s ; reçus : ${seen.join(' ; ') || 'aucun'}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The first link of `mail`'s text part that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix))
  if (!link) throw new Error(`Pas de lien ${prefix}… dans « ${mail.subject} » : ${mail.text}`)
  return link
}
