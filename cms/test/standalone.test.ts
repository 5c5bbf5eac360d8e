import { cpSync, mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { prepareStandalone } from '../scripts/standalone.ts'
import { fileOf, formOf } from './api'
import { ADMIN, ownDatabase, type RunningCms, startCms } from './server'

/**
 * The Docker image's server (cms/Dockerfile): Next's standalone output of the build the suite already
 * has, with its static files, copied alone to a folder outside the repository (so that nothing it
 * loads can come from the workspace's node_modules) and started with `node cms/server.js`.
 */
const repository = path.resolve(import.meta.dirname, '../..')

let folder: string
let dataDir: string
let database: ReturnType<typeof ownDatabase>
let cms: RunningCms

/** Every symbolic link under `dir` (pnpm's layout) whose target is absolute, i.e. may leave the copy. */
function absoluteLinks(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return absoluteLinks(file)
    return entry.isSymbolicLink() && path.isAbsolute(readlinkSync(file)) ? [file] : []
  })
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'commune-standalone-'))
  expect(path.relative(repository, folder).startsWith('..')).toBe(true)
  // Relative links stay relative (verbatimSymlinks), as Docker's COPY keeps them.
  cpSync(prepareStandalone(), folder, { recursive: true, verbatimSymlinks: true })
  expect(absoluteLinks(folder)).toEqual([])
  dataDir = mkdtempSync(path.join(tmpdir(), 'commune-standalone-data-'))
  database = ownDatabase(dataDir)
  cms = await startCms({
    dataDir,
    databaseUri: database.uri,
    standaloneServer: path.join(folder, 'cms', 'server.js'),
    // The first administrator only, not the commune's initial content: the photo below exercises sharp.
    env: { SEED: 'false' },
  })
  // Longer than startCms's own wait: a server that never answers is stopped there, its log shown.
}, 200_000)

afterAll(async () => {
  await cms?.stop({ keepData: true })
  database?.drop()
  for (const dir of [dataDir, folder]) if (dir) rmSync(dir, { recursive: true, force: true })
})

const call = async (route: string, init: RequestInit & { token?: string } = {}) => {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
  return fetch(`${cms.url}${route}`, { ...init, headers })
}

const signIn = async (): Promise<string> => {
  const response = await call('/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  return body.token as string
}

describe('the standalone server of the Docker image, copied alone', () => {
  it('carries only the server: no sources, tests or local data of the CMS', () => {
    const top = readdirSync(path.join(folder, 'cms'))
    expect(top.sort()).toEqual(['.next', 'node_modules', 'package.json', 'server.js'])
  })

  it('signs in and lists the news', async () => {
    const token = await signIn()
    const response = await call('/api/news?limit=5', { token })
    expect(response.status).toBe(200)
    expect(Array.isArray((await response.json()).docs)).toBe(true)
  })

  it('serves the admin panel’s sign-in page with its scripts and styles', async () => {
    const page = await call('/admin/login')
    expect(page.status).toBe(200)
    const html = await page.text()
    const assets = [...new Set(html.match(/\/_next\/static\/[^"'\s)]+\.(?:js|css)/g) ?? [])]
    const script = assets.find((asset) => asset.endsWith('.js'))
    const style = assets.find((asset) => asset.endsWith('.css'))
    for (const [asset, type] of [
      [script, /javascript/],
      [style, /text\/css/],
    ] as const) {
      expect(asset, html.slice(0, 500)).toBeDefined()
      const response = await call(asset ?? '')
      expect(response.status, asset).toBe(200)
      expect(response.headers.get('content-type'), asset).toMatch(type)
      expect((await response.arrayBuffer()).byteLength, asset).toBeGreaterThan(0)
    }
  })

  it('stores an uploaded photo and serves its resized copies as images (sharp, libvips)', async () => {
    const token = await signIn()
    const photo = await sharp({
      create: { width: 1400, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer()
    const form = formOf({ alt: 'Le forage de Keur Ali', file: fileOf(photo, 'forage.jpg', 'image/jpeg') })
    const response = await call('/api/media', { method: 'POST', token, body: form })
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(201)
    const doc = body.doc as { url: string; sizes: Record<string, { url: string | null; width: number | null }> }
    const copies = Object.entries(doc.sizes)
    expect(copies.map(([name]) => name).sort()).toEqual(['card', 'hero', 'thumbnail'])
    for (const [name, copy] of copies) {
      expect(copy.url, name).toBeTruthy()
      const file = await call(new URL(copy.url ?? '', cms.url).pathname)
      expect(file.status, name).toBe(200)
      expect(file.headers.get('content-type'), name).toBe('image/webp')
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width, name).toBe(copy.width)
    }
    const original = await call(new URL(doc.url, cms.url).pathname)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    // Read to the end: an unread answer holds its keep-alive connection, and the server's stop waits for it.
    expect((await original.arrayBuffer()).byteLength).toBe(photo.byteLength)
  })
})
