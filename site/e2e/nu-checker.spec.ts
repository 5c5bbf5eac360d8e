import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { ADMIN_ROUTES, signIn } from './admin-support'
import { builtPages, outDir } from './pages'

/** The Nu Html Checker's jar, shipped by the `vnu-jar` package (run with the system's Java, never a downloaded one). */
const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
)

interface NuMessage {
  type: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

/** Runs the checker once over the files given; its errors, each with the page it is on. */
function nuErrors(byFile: Map<string, string>): string[] {
  // One JVM for every file: starting Java costs more than checking a page.
  const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...byFile.keys()], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  expect(run.error, 'java introuvable : installez default-jre-headless (npm test le fait)').toBeUndefined()
  const { messages } = JSON.parse(run.stdout) as { messages: NuMessage[] }
  return messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : ''
      return `${byFile.get(file) ?? file}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'} ${message.message} « ${message.extract?.trim() ?? ''} »`
    })
}

const fileOf = (pagePath: string) =>
  pagePath === '/404' ? path.join(outDir, '404.html') : path.join(outDir, pagePath, 'index.html')

// The W3C's own checker, beside html-validate: it knows the HTML standard's content models and
// ARIA rules in full. The markup does not depend on the screen: validate once, in the desktop project.
test.describe('W3C Nu HTML checker', () => {
  test.skip(({ isMobile }) => isMobile, 'une seule fois')

  test('chaque page construite passe le vérificateur W3C sans erreur', async () => {
    test.setTimeout(180_000)
    const pages = builtPages()
    expect(pages.length).toBeGreaterThan(20)
    const errors = nuErrors(new Map(pages.map((page) => [fileOf(page), page])))
    expect(errors).toEqual([])
  })

  // The staff screens are drawn in the browser: their markup, with a form open, is checked as rendered.
  test('les écrans d’administration, formulaire d’ajout ouvert, passent le vérificateur W3C', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, request)
    const folder = mkdtempSync(path.join(tmpdir(), 'commune-nu-admin-'))
    try {
      const byFile = new Map<string, string>()
      for (const route of ADMIN_ROUTES) {
        await page.goto(route)
        await page
          .getByRole('button', { name: /^Ajouter/ })
          .first()
          .click()
        await expect(page.getByRole('button', { name: 'Ajouter', exact: true })).toBeVisible()
        const file = path.join(folder, `${route.replace(/\W+/g, '-')}.html`)
        writeFileSync(file, await page.content())
        byFile.set(file, route)
      }
      expect(nuErrors(byFile)).toEqual([])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
