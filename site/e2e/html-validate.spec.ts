import path from 'node:path'

import { expect, test } from '@playwright/test'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'

import { builtPages, outDir } from './pages'

// The markup does not depend on the screen: validate once, in the desktop project.
test.describe('html-validate', () => {
  test.skip(({ isMobile }) => isMobile, 'une seule fois')
  // Reads site/.htmlvalidate.json, like the command-line tool.
  const validator = new HtmlValidate(new FileSystemConfigLoader())

  test('chaque page construite est du HTML valide', async () => {
    const pages = builtPages()
    expect(pages.length).toBeGreaterThan(20)
    for (const pagePath of pages) {
      const file = pagePath === '/404' ? path.join(outDir, '404.html') : path.join(outDir, pagePath, 'index.html')
      const report = await validator.validateFile(file)
      const messages = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`),
      )
      expect.soft(messages, pagePath).toEqual([])
    }
  })
})
