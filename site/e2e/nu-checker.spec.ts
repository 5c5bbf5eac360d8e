import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { ADMIN_ROUTES, signIn } from './admin-support'
import { nuErrors } from './nu'
import { builtPages, outDir } from './pages'

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
