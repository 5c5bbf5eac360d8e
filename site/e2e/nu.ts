import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect } from '@playwright/test'

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
export function nuErrors(byFile: Map<string, string>): string[] {
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

/** The W3C checker's errors on pages as drawn in the browser (scripts run), each named by its label. */
export function nuErrorsOfRendered(pages: Map<string, string>): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'commune-nu-'))
  try {
    const byFile = new Map<string, string>()
    for (const [label, html] of pages) {
      const file = path.join(folder, `${label.replace(/\W+/g, '-')}.html`)
      writeFileSync(file, html)
      byFile.set(file, label)
    }
    return nuErrors(byFile)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
