import { RECORDING_LIMITS, SPOKEN_MAX_BYTES_PER_MINUTE, SPOKEN_MESSAGES } from 'shared-types'
import { describe, expect, inject, it } from 'vitest'

import { api, fileOf, imageBytes, loginAsAdmin } from './api'
import { type Container, MIME_OF, audioStreamOf, recordingBytes } from './spokenAudio'
import { until } from './until'

/**
 * Spoken versions (docs/product/spoken.md#recording): a recording uploaded as phones and apps make
 * it is checked by its content, converted by a job into what every phone plays, served by byte
 * ranges, and goes with its files when deleted.
 */
type Served = { format: string; filename: string; mimeType: string; bytes: number }
type Recording = {
  id: number | string
  conversion: string
  listening?: Served[]
  durationSeconds?: number
  url?: string
  filename?: string
}

async function upload(container: Container, bytes: Buffer, name = `voix.${container}`, language = 'wo') {
  const token = await loginAsAdmin()
  const form = new FormData()
  form.append('_payload', JSON.stringify({ title: `Démarche en ${language} (${container})`, language }))
  form.append('file', fileOf(bytes, name, MIME_OF[container]))
  return api<{ doc: Recording; message?: string; errors?: { message: string }[] }>('POST', '/recordings', {
    token,
    form,
  })
}

const converted = (id: Recording['id']) =>
  until(`la conversion de l’enregistrement ${id}`, async () => {
    const { body } = await api<Recording>('GET', `/recordings/${id}?depth=0`)
    if (body.conversion === 'pending') return undefined
    return body
  })

async function served(file: Served, headers: Record<string, string> = {}) {
  const response = await fetch(`${inject('cmsUrl')}/api/spoken-audio/file/${encodeURIComponent(file.filename)}`, {
    headers,
  })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** Long enough for the served files' weight per minute to mean something, short enough to convert at once. */
const SECONDS = 20

const errorOf = (body: { message?: string; errors?: { message: string }[] }) =>
  body.errors?.[0]?.message ?? body.message

describe('recordings', () => {
  it.each<Container>(['wav', 'ogg', 'webm', 'm4a'])(
    'converts a %s recording into Opus and MP3 of speech bitrates',
    async (container) => {
      const created = await upload(container, recordingBytes(container, SECONDS))
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const recording = await converted(created.body.doc.id)
      expect(recording.conversion).toBe('ready')
      expect(recording.durationSeconds).toBeCloseTo(SECONDS, 0)
      expect(recording.listening?.map((file) => file.format)).toEqual(['opus', 'mp3'])
      const [opus, mp3] = recording.listening ?? []
      const opusFile = await served(opus!)
      expect(opusFile.status).toBe(200)
      expect(opusFile.headers.get('content-type')).toMatch(/^audio\/ogg/)
      expect(audioStreamOf(opusFile.bytes, `${container}.ogg`)).toMatch(/Audio: opus, 48000 Hz, mono/)
      const mp3File = await served(mp3!)
      expect(mp3File.headers.get('content-type')).toBe('audio/mpeg')
      expect(audioStreamOf(mp3File.bytes, `${container}.mp3`)).toMatch(/Audio: mp3.*mono.*32 kb\/s/)
      for (const file of [opusFile, mp3File]) {
        expect(file.bytes.length / (SECONDS / 60)).toBeLessThanOrEqual(SPOKEN_MAX_BYTES_PER_MINUTE)
      }
      // An audio element seeks by byte ranges.
      const part = await served(opus!, { Range: 'bytes=100-199' })
      expect(part.status).toBe(206)
      expect(part.bytes.length).toBe(100)
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${opusFile.bytes.length}`)
    },
  )

  it('keeps the original for staff: visitors read what a recording is, never its file', async () => {
    const token = await loginAsAdmin()
    const created = await upload('mp3', recordingBytes('mp3', 3))
    expect(created.status).toBe(201)
    const { id, filename } = created.body.doc
    const asVisitor = await api<Recording>('GET', `/recordings/${id}`)
    expect(asVisitor.status).toBe(200)
    expect(asVisitor.body.url).toBeUndefined()
    expect(asVisitor.body.filename).toBeUndefined()
    expect([401, 403]).toContain((await api('GET', `/recordings/file/${encodeURIComponent(filename ?? '')}`)).status)
    expect((await api('GET', `/recordings/file/${encodeURIComponent(filename ?? '')}`, { token })).status).toBe(200)
  })

  it.each([
    [
      'a text file named .mp3',
      () => Buffer.from('Ceci est un texte, pas un son.\n'.repeat(50)),
      SPOKEN_MESSAGES.unsupportedFile,
    ],
    ['a script named .mp3', () => Buffer.from('#!/bin/sh\nrm -rf /\n'), SPOKEN_MESSAGES.unsupportedFile],
    ['an image named .mp3', () => imageBytes('png', 200), SPOKEN_MESSAGES.unsupportedFile],
  ])('refuses %s in French and stores nothing', async (_what, bytes, message) => {
    const token = await loginAsAdmin()
    const before = await api('GET', '/recordings/count', { token })
    const refused = await upload('mp3', await bytes(), 'voix.mp3')
    expect(refused.status).toBe(415)
    expect(errorOf(refused.body)).toBe(message)
    expect((await api('GET', '/recordings/count', { token })).body.totalDocs).toBe(before.body.totalDocs)
  })

  it('refuses an 11-minute recording for its length, however small', async () => {
    const long = recordingBytes('mp3', 11 * 60, ['-ar', '8000', '-b:a', '8k'])
    expect(long.length).toBeLessThan(RECORDING_LIMITS.maxBytes)
    const refused = await upload('mp3', long)
    expect(refused.status).toBe(413)
    expect(errorOf(refused.body)).toBe(SPOKEN_MESSAGES.tooLong(10))
  })

  it('refuses an upload from a visitor', async () => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ title: 'Anonyme', language: 'wo' }))
    form.append('file', fileOf(recordingBytes('mp3', 2), 'voix.mp3', 'audio/mpeg'))
    const refused = await api('POST', '/recordings', { form })
    expect([401, 403]).toContain(refused.status)
  })

  it('takes a language of the commune only, and one recording per language on a page', async () => {
    const token = await loginAsAdmin()
    const unknown = await upload('mp3', recordingBytes('mp3', 2), 'voix.mp3', 'xx')
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(unknown.body)).toContain(SPOKEN_MESSAGES.unknownLanguage)
    const first = await upload('mp3', recordingBytes('mp3', 2))
    const second = await upload('mp3', recordingBytes('mp3', 3))
    const pulaar = await upload('mp3', recordingBytes('mp3', 2), 'voix.mp3', 'ff')
    const procedure = {
      title: 'Certificat de vie',
      description: 'Pour les pensions',
      category: 'ETAT_CIVIL',
      requiredDocs: ['Carte d’identité'],
      processingTime: 1,
    }
    const twice = await api('POST', '/procedures', {
      token,
      json: { ...procedure, spokenVersions: [first.body.doc.id, second.body.doc.id] },
    })
    expect(twice.status).toBe(400)
    expect(JSON.stringify(twice.body)).toContain(SPOKEN_MESSAGES.oneByLanguage('wolof'))
    const both = await api('POST', '/procedures', {
      token,
      json: { ...procedure, spokenVersions: [first.body.doc.id, pulaar.body.doc.id] },
    })
    expect(both.status, JSON.stringify(both.body)).toBe(201)
    await api('DELETE', `/procedures/${both.body.doc.id}`, { token })
  })

  it('deletes a recording with its files, original and served', async () => {
    const token = await loginAsAdmin()
    const created = await upload('wav', recordingBytes('wav', 4))
    const recording = await converted(created.body.doc.id)
    const original = created.body.doc.filename ?? ''
    expect((await served(recording.listening![0]!)).status).toBe(200)
    expect((await api('DELETE', `/recordings/${recording.id}`, { token })).status).toBe(200)
    for (const file of recording.listening ?? []) expect((await served(file)).status).toBe(404)
    expect((await api('GET', `/recordings/file/${encodeURIComponent(original)}`, { token })).status).toBe(404)
  })
})
