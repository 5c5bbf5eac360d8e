import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { SPOKEN_MESSAGES } from 'shared-types'

import { chromium } from '../playwright.config'
import { admin, staffAccount, uniqueTitle } from './admin-support'
import { adminToken, cmsUrl, expectAccessible } from './support'

/**
 * Recording a spoken version from the microphone in the CMS's panel (docs/product/spoken.md#recording):
 * Chromium's fake microphone (a tone) stands in for the clerk's voice, and answers yes without a prompt.
 * On a desktop only (playwright.config.ts): the panel is Payload's, the same at every width.
 */
test.use({
  launchOptions: {
    ...chromium,
    args: [...chromium.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
})

const KEPT = 'Prise gardée : elle partira quand vous cliquerez sur « Sauvegarder »'

type Recording = { conversion: string; listening?: { format: string; bytes: number }[]; durationSeconds?: number }

/** The panel's session cookie, as its sign-in form gets it (other specs go through the form itself). */
async function signInToPanel(page: Page, account: { email: string; password: string }) {
  const response = await page.context().request.post(cmsUrl('/api/users/login'), { data: account })
  expect(response.status(), await response.text()).toBe(200)
}

/** Tabs forward until `target` has the focus, as a keyboard user would: the player's own buttons come first. */
async function tabTo(page: Page, target: Locator, most = 12) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

async function createProcedure(request: APIRequestContext, headers: Record<string, string>, title: string) {
  const created = await request.post(cmsUrl('/api/procedures'), {
    headers,
    data: {
      title,
      description: 'Une démarche dont la version en wolof est enregistrée au micro du panneau.',
      requiredDocs: ['Pièce d’identité'],
      processingTime: 3,
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

test.describe('enregistrer une version parlée au micro du panneau', () => {
  test('un éditeur enregistre la version en wolof d’une démarche depuis « Versions parlées », la garde, la publie, et elle est convertie', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    const headers = { Authorization: `Bearer ${await adminToken(request)}` }
    const procedureTitle = uniqueTitle('Certificat de résidence', testInfo.project.name)
    const [procedureId, editor] = await Promise.all([
      createProcedure(request, headers, procedureTitle),
      staffAccount(request, 'Awa Sarr', testInfo.project.name, 'editor'),
    ])
    let recordingId: number | undefined
    try {
      await page.context().grantPermissions(['microphone'], { origin: new URL(cmsUrl()).origin })
      await signInToPanel(page, editor)
      const opened = await page.goto(cmsUrl(`/admin/collections/procedures/${procedureId}`))
      // The panel's pages may use the microphone; nothing else the CMS serves may.
      expect(opened!.headers()['permissions-policy']).toBe('camera=(), microphone=(self), geolocation=()')
      const api = await request.get(cmsUrl(`/api/procedures/${procedureId}`))
      expect(api.headers()['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()')

      const field = page.locator('#field-spokenVersions')
      await field.getByRole('button', { name: 'Enregistrer au micro' }).click()
      const drawer = page.locator('.doc-drawer').filter({ has: page.locator('.voice-recorder') })
      const recorder = drawer.getByRole('group', { name: 'Enregistrer au micro' })
      await expect(recorder).toBeVisible({ timeout: 15_000 })

      await recorder.getByRole('button', { name: 'Enregistrer', exact: true }).click()
      const stop = recorder.getByRole('button', { name: 'Arrêter' })
      await expect(stop).toBeFocused()
      const status = recorder.getByRole('status')
      await expect(status).toHaveText(/^Enregistrement en cours… 0:0\d$/)
      await expectAccessible(page, '.voice-recorder')
      // The level's bar moves with the fake microphone's beeps.
      const heard = await recorder.locator('[title="Niveau du micro"] > span').evaluate(
        (bar: HTMLElement) =>
          new Promise<boolean>((resolve) => {
            const moved = () => bar.style.transform !== 'scaleX(0)'
            const observer = new MutationObserver(() => moved() && resolve(true))
            observer.observe(bar, { attributes: true })
            setTimeout(() => resolve(moved()), 4_000)
          }),
      )
      expect(heard).toBe(true)
      // About three seconds of them.
      await expect(status).toHaveText(/^Enregistrement en cours… 0:(0[3-9]|[1-5]\d)$/, { timeout: 10_000 })
      // With the keyboard: the focus is still on « Arrêter ».
      await expect(stop).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(status).toHaveText(
        /^Enregistrement de 0:\d\d terminé : réécoutez-le, puis gardez-le ou recommencez\.$/,
      )

      // « Réécouter »: the player has the whole take, its length known, and plays it.
      const player = recorder.locator('audio[aria-label="Réécouter"]')
      await expect(player).toBeFocused()
      await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThan(2.5)
      await player.evaluate((audio: HTMLAudioElement) => audio.play())
      await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0.3)
      await player.evaluate((audio: HTMLAudioElement) => audio.pause())
      await expectAccessible(page, '.voice-recorder')

      await tabTo(page, recorder.getByRole('button', { name: 'Garder cet enregistrement' }))
      await page.keyboard.press('Enter')
      await expect(status).toHaveText(KEPT)
      // The take is the upload's file, as if chosen on disk, named after its day and time.
      await expect(drawer.locator('.file-field__filename')).toHaveValue(/^voix-\d{4}-\d{2}-\d{2}-\d{4}\.webm$/)

      const title = `${procedureTitle} — wolof`
      // In a drawer, Payload's text inputs are not tied to their labels: found by their field's name.
      await drawer.locator('input[name="title"]').fill(title)
      await drawer
        .getByRole('group', { name: /^Langue/ })
        .getByRole('radio', { name: /^wolof/ })
        .check()
      const saved = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/recordings' && response.request().method() === 'POST',
      )
      await drawer.getByRole('button', { name: 'Sauvegarder' }).click()
      const answer = await saved
      expect(answer.status(), await answer.text()).toBe(201)
      recordingId = ((await answer.json()) as { doc: { id: number } }).doc.id
      await expect(drawer).toHaveCount(0)
      await expect(field).toContainText(/voix-\d{4}-\d{2}-\d{2}-\d{4}\.webm|wolof/)

      const published = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === `/api/procedures/${procedureId}` &&
          response.request().method() === 'PATCH',
      )
      await page.getByRole('button', { name: 'Publier les modifications' }).click()
      expect((await published).status()).toBe(200)

      // Converted by the CMS's job into what phones play.
      let recording: Recording | undefined
      await expect
        .poll(
          async () => {
            const response = await request.get(cmsUrl(`/api/recordings/${recordingId}?depth=0`), { headers })
            recording = (await response.json()) as Recording
            return recording.conversion
          },
          { timeout: 20_000 },
        )
        .toBe('ready')
      expect(recording!.listening?.map((file) => file.format)).toEqual(['opus', 'mp3'])
      expect(recording!.durationSeconds).toBeGreaterThan(2.5)
      const procedure = (await (await request.get(cmsUrl(`/api/procedures/${procedureId}?depth=0`))).json()) as {
        spokenVersions?: number[]
      }
      expect(procedure.spokenVersions).toEqual([recordingId])
    } finally {
      await request.delete(cmsUrl(`/api/procedures/${procedureId}`), { headers })
      if (recordingId !== undefined) await request.delete(cmsUrl(`/api/recordings/${recordingId}`), { headers })
      await editor.remove()
    }
  })

  test('hors connexion sécurisée ou micro refusé, le panneau le dit en français et garde l’envoi de fichier ; une prise s’arrête seule à 10 minutes', async ({
    page,
  }) => {
    test.setTimeout(45_000)
    // As at http://192.168.1.20:3000: no secure context, so no navigator.mediaDevices.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'isSecureContext', { value: false })
      delete (Navigator.prototype as { mediaDevices?: unknown }).mediaDevices
    })
    await signInToPanel(page, admin())
    await page.goto(cmsUrl('/admin/collections/recordings/create'))
    const recorder = page.getByRole('group', { name: 'Enregistrer au micro' })
    await expect(recorder).toContainText(SPOKEN_MESSAGES.insecureContext)
    await expect(recorder.getByRole('button')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Sélectionnez un fichier' })).toBeVisible()
    await expectAccessible(page, '.voice-recorder')

    // The browser refuses the microphone (the clerk said no, or a setting does).
    const refused = await page.context().newPage()
    await refused.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('refusé', 'NotAllowedError'))
    })
    await refused.goto(cmsUrl('/admin/collections/recordings/create'))
    const again = refused.getByRole('group', { name: 'Enregistrer au micro' })
    await again.getByRole('button', { name: 'Enregistrer', exact: true }).click()
    await expect(again.getByRole('alert')).toHaveText(SPOKEN_MESSAGES.microphoneRefused)
    await expect(again.getByRole('button', { name: 'Enregistrer', exact: true })).toBeEnabled()

    // A take stops by itself at ten minutes, where the CMS would refuse it: the page's clock jumps ahead.
    await page.context().grantPermissions(['microphone'], { origin: new URL(cmsUrl()).origin })
    const long = await page.context().newPage()
    await long.clock.install()
    await long.goto(cmsUrl('/admin/collections/recordings/create'))
    const timed = long.getByRole('group', { name: 'Enregistrer au micro' })
    await timed.getByRole('button', { name: 'Enregistrer', exact: true }).click()
    await expect(timed.getByRole('status')).toHaveText(/^Enregistrement en cours… 0:0\d$/)
    await long.clock.fastForward('10:00')
    await expect(timed.getByRole('status')).toHaveText(
      'Enregistrement arrêté à 10:00, la durée maximale : réécoutez-le, puis gardez-le ou recommencez.',
    )
    await expect(timed.getByRole('button', { name: 'Garder cet enregistrement' })).toBeVisible()
  })
})
