import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { writeWorker } from './offlineWorker'

const builds: string[] = []

/** A built site in a temporary folder: one page and its stylesheet. */
async function builtSite(page: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-build-'))
  builds.push(root)
  await mkdir(path.join(root, 'espace-citoyen/demarches'), { recursive: true })
  await mkdir(path.join(root, '_astro'))
  await writeFile(path.join(root, 'espace-citoyen/demarches/index.html'), page)
  await writeFile(path.join(root, '_astro/BaseLayout.css'), 'body{color:#222}')
  return root
}

afterEach(async () => {
  await Promise.all(builds.splice(0).map((root) => rm(root, { recursive: true, force: true })))
})

describe('the service worker written after each build', () => {
  it('keeps its saved pages in a cache named after the build, which a new build replaces', async () => {
    const first = await builtSite('<h1>Démarches</h1><p>Acte de naissance</p>')
    const sameContent = await builtSite('<h1>Démarches</h1><p>Acte de naissance</p>')
    const newContent = await builtSite('<h1>Démarches</h1><p>Acte de naissance</p><p>Certificat de résidence</p>')

    const worker = await writeWorker(first)
    const script = await readFile(path.join(first, 'sw.js'), 'utf8')
    expect(worker.cache).toBe(`hors-ligne-${worker.id}`)
    expect(script).toContain(worker.id)
    // One classic script: no import left for the browser to resolve.
    expect(script).not.toMatch(/\bimport\b|\bexport\b/)

    // The same pages give the same cache: citizens keep their copies.
    expect((await writeWorker(sameContent)).cache).toBe(worker.cache)
    // A changed page gives a new cache, and the worker drops the others when it takes over.
    const next = await writeWorker(newContent)
    expect(next.cache).not.toBe(worker.cache)
    expect(await readFile(path.join(newContent, 'sw.js'), 'utf8')).toContain(next.id)

    // A page the worker never keeps does not count: a new news item leaves saved pages valid.
    await mkdir(path.join(first, 'actualites/9'), { recursive: true })
    await writeFile(path.join(first, 'actualites/9/index.html'), '<h1>Nouvelle actualité</h1>')
    expect((await writeWorker(first)).cache).toBe(worker.cache)
    // The offline page counts.
    await mkdir(path.join(first, 'hors-ligne'))
    await writeFile(path.join(first, 'hors-ligne/index.html'), '<h1>Hors ligne</h1>')
    const withOfflinePage = await writeWorker(first)
    expect(withOfflinePage.cache).not.toBe(worker.cache)
    await rm(path.join(first, 'hors-ligne'), { recursive: true })

    // Writing the worker does not change the build id (the worker is not counted in it).
    expect((await writeWorker(first)).cache).toBe(worker.cache)
  })
})
