// `npm start`'s stand-in for an SMS operator: it takes the generic HTTP operator's requests
// (SMS_PROVIDER=http, docs/product/sms.md#operators) on loopback and shows every SMS on a web page,
// as MailDev does for e-mail, so that a citizen's code or an alert can be read without a phone.
// Messages stay in memory: nothing here reaches a real phone.
import { createServer } from 'node:http'

const MAX_MESSAGES = 500

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const time = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'UTC' })

function inboxPage(messages) {
  const items = messages
    .map(
      (sms) =>
        `<li><p><strong>${escapeHtml(sms.to)}</strong> — <time datetime="${sms.at}">${time.format(new Date(sms.at))}</time></p><p>${escapeHtml(sms.text)}</p></li>`,
    )
    .join('')
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5"><title>SMS envoyés par le site</title><style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem}li{border-bottom:1px solid #ccc;padding:.5rem 0;list-style:none}ul{padding:0}</style></head><body><h1>SMS envoyés par le site</h1><p>Boîte de réception locale : aucun de ces SMS n’a quitté cet ordinateur.</p>${items ? `<ul>${items}</ul>` : '<p>Aucun SMS pour le moment.</p>'}</body></html>`
}

/** Listens on `host:port`; resolves to a handle to stop it. */
export async function startLocalSmsInbox({ port, host }) {
  const messages = []
  const server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/send') {
      const chunks = []
      request.on('data', (chunk) => chunks.push(chunk))
      request.on('end', () => {
        try {
          const { to, from, text } = JSON.parse(Buffer.concat(chunks).toString('utf8'))
          messages.unshift({
            to: String(to),
            from: String(from ?? ''),
            text: String(text),
            at: new Date().toISOString(),
          })
          messages.length = Math.min(messages.length, MAX_MESSAGES)
          response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"accepted"}')
        } catch {
          response.writeHead(400).end()
        }
      })
      return
    }
    if (request.method === 'GET' && request.url === '/messages.json') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(messages))
      return
    }
    if (request.method === 'GET' && (request.url === '/' || request.url === '')) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(inboxPage(messages))
      return
    }
    response.writeHead(404).end()
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return { stop: () => new Promise((resolve) => server.close(() => resolve())) }
}
