import { createHash, createHmac } from 'node:crypto'
import { createServer } from 'node:http'

import { describe, expect, it } from 'vitest'

import { deployNotifier, signDeployNotification } from '../scripts/deployNotifier.ts'

const SECRET = 'secret-du-lancement-local'
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))

describe('the local builder’s deploy reports', () => {
  it('are signed as Netlify signs its deploy notifications: HS256, issued by netlify, the body’s SHA-256', () => {
    const body = '{"id":"1","state":"ready"}'
    const [header, payload, signature] = signDeployNotification(body, SECRET).split('.')
    expect(decode(header!)).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(decode(payload!)).toEqual({ iss: 'netlify', sha256: createHash('sha256').update(body).digest('hex') })
    expect(signature).toBe(createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url'))
  })

  it('reach the CMS one after the other, as JSON with their signature', async () => {
    const received: { body: string; signature: string | undefined }[] = []
    const server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        received.push({ body, signature: request.headers['x-webhook-signature'] as string | undefined })
        response.writeHead(200).end('{}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/site-deploys/notify`
    const send = deployNotifier(url, SECRET, () => {})
    const report = {
      id: 'a',
      title: 'Démarrage du site local',
      error_message: null,
      created_at: '2026-11-26T10:00:00Z',
    }
    send({ ...report, state: 'building', deploy_time: null })
    send({ ...report, state: 'ready', deploy_time: 12 })
    for (let wait = 0; received.length < 2 && wait < 100; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 50))
    server.close()
    expect(received.map((each) => JSON.parse(each.body).state)).toEqual(['building', 'ready'])
    for (const each of received) expect(each.signature).toBe(signDeployNotification(each.body, SECRET))
  })
})
