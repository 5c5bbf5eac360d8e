import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { loadNewsList } from '../cms/content'
import { REUSE_MANIFEST, assetsOf, reuseEnabled, reuseState, type ReuseManifest } from './pageReuse'

/** The pages reused: one per news item (see pageReuse.ts for the rule). */
const NEWS_PAGE = /^\/actualites\/(\d+)\/?$/

const pagePath = (id: string | number) => `/actualites/${id}`

let keys: Promise<ReuseManifest> | undefined
/** This build's key of each news page: a hash of its item as read from the CMS. */
function currentKeys(): Promise<ReuseManifest> {
  keys ??= loadNewsList().then(({ docs }) => {
    const manifest = { pages: Object.fromEntries(docs.map((news) => [pagePath(news.id), createHash('sha256').update(JSON.stringify(news)).digest('hex')])) }
    reuseState().manifest = manifest
    return manifest
  })
  return keys
}

let previous: Promise<ReuseManifest | null> | undefined
function previousKeys(dir: string): Promise<ReuseManifest | null> {
  previous ??= readFile(path.join(dir, REUSE_MANIFEST), 'utf8').then(
    (text) => JSON.parse(text) as ReuseManifest,
    () => null,
  )
  return previous
}

/** The probe: the first reusable page is rendered anew, and decides for all the others. */
let probe: Promise<boolean> | undefined

/**
 * The response for a page being pre-rendered: `render()`, or for an unchanged news item the page
 * of the previous build, once the probe showed that nothing the pages share has changed.
 */
export async function withPageReuse(pathname: string, render: () => Promise<Response>): Promise<Response> {
  const id = NEWS_PAGE.exec(pathname)?.[1]
  if (id === undefined || !reuseEnabled()) return render()
  const key = (await currentKeys()).pages[pagePath(id)]
  const previousDir = process.env.PREVIOUS_BUILD_DIR
  const file = previousDir ? path.join(previousDir, 'actualites', id, 'index.html') : ''
  if (!previousDir || !key || (await previousKeys(previousDir))?.pages[pagePath(id)] !== key || !existsSync(file)) return render()

  const before = await readFile(file, 'utf8')
  const state = reuseState()
  if (!probe) {
    let decide: (same: boolean) => void = () => undefined
    probe = new Promise((resolve) => (decide = resolve))
    const response = await render()
    const html = await response.text()
    state.sharedUnchanged = html === before
    decide(state.sharedUnchanged)
    return new Response(html, { status: response.status, headers: response.headers })
  }
  if (!(await probe)) return render()
  for (const asset of assetsOf(before)) state.assets.add(asset)
  state.reused += 1
  return new Response(before, { headers: { 'content-type': 'text/html' } })
}
