import { expect, test, type Page } from '@playwright/test'
import { LISTENING_MESSAGES, SPOKEN_MESSAGES } from 'shared-types'
import type { Procedure } from 'shared-types/payload-types'

import { SPOKEN_PROCEDURE, SPOKEN_SUMMARY } from './spoken'
import { expectAccessible, publicRead } from './support'

/**
 * Spoken versions (docs/product/spoken.md#listening): a procedure recorded in Wolof by the global
 * setup (e2e/spoken.ts) offers « Écouter en wolof » under its title, which downloads nothing until
 * pressed, plays in place, and plays again offline once heard (docs/product/spoken.md#offline); a
 * page without a recording offers « Lire à voix haute » when the phone has a French voice.
 */

const recordedProcedure = async (request: Parameters<typeof publicRead>[0]) =>
  (await publicRead<Procedure>(request, 'procedures')).find((procedure) => procedure.title === SPOKEN_PROCEDURE)!

/** Where the players are, and the one of the Wolof version by what it says when stopped and playing. */
function players(page: Page) {
  const group = page.getByRole('main').getByRole('group', { name: LISTENING_MESSAGES.versions })
  return {
    group,
    listen: group.getByRole('button', { name: /^Écouter en wolof/ }),
    pause: group.getByRole('button', { name: new RegExp(`^${SPOKEN_MESSAGES.pause}`) }),
    audio: group.locator('audio'),
  }
}

const playedSeconds = (page: Page) => players(page).audio.evaluate((audio: HTMLAudioElement) => audio.currentTime)

test('une démarche enregistrée : « Écouter en wolof » sous son titre, rien de téléchargé avant d’appuyer, la lecture sur place', async ({
  page,
  request,
}) => {
  const procedure = await recordedProcedure(request)
  const audioRequests: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/spoken-audio/')) audioRequests.push(sent.url())
  })
  // The list offers the recording, and leads to it on the procedure's page.
  await page.goto('/espace-citoyen/demarches')
  const offered = page.getByRole('article', { name: SPOKEN_PROCEDURE }).getByRole('link', { name: 'Écouter en wolof' })
  await expect(offered).toHaveAttribute('href', `/espace-citoyen/demarches/${procedure.id}#ecouter`)
  await offered.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPOKEN_PROCEDURE)

  const { group, listen, pause, audio } = players(page)
  // What pressing costs, and the language's own name, in its language.
  await expect(listen).toHaveText(/^Écouter en wolof \(Wolof\)\s20\ss\s—\s\d+\sKo$/)
  await expect(listen.locator('[lang="wo"]')).toHaveText('(Wolof)')
  await expect(group.getByText(SPOKEN_SUMMARY)).toHaveAttribute('lang', 'wo')
  await expect(audio).toHaveAttribute('lang', 'wo')
  // The native controls stay where they are: nothing moves as the page loads.
  await expect(audio).toBeVisible()
  await expect(page.getByRole('button', { name: SPOKEN_MESSAGES.readAloud })).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(audioRequests, 'aucun fichier sonore avant d’appuyer').toEqual([])
  await expectAccessible(page)

  // From the keyboard: it plays in place and says « Pause »; the controls show how far it has gone.
  await listen.press('Enter')
  await expect(pause).toBeFocused()
  await expect.poll(() => playedSeconds(page), { message: 'la lecture avance' }).toBeGreaterThan(0.5)
  expect(audioRequests.length).toBeGreaterThan(0)
  await expect(audio).toBeVisible()
  await expect(audio).toHaveAttribute('controls', '')
  await pause.press('Space')
  await expect(listen).toBeFocused()
  expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true)
  await expectAccessible(page)

  // Search engines learn the file, its language, format and length.
  const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(graph['@graph'].filter((node: { '@type': string }) => node['@type'] === 'AudioObject')).toEqual([
    expect.objectContaining({
      inLanguage: 'wo',
      name: 'Écouter en wolof',
      encodingFormat: 'audio/ogg',
      contentUrl: expect.stringMatching(/\/api\/spoken-audio\/file\/[^/]+\.ogg$/),
      duration: 'PT20S',
      description: SPOKEN_SUMMARY,
    }),
  ])
})

test.describe('hors ligne', () => {
  test.use({ serviceWorkers: 'allow' })

  test('l’enregistrement écouté se réécoute sans réseau, avec sa page', async ({ page, context, request }) => {
    const procedure = await recordedProcedure(request)
    await page.goto(`/espace-citoyen/demarches/${procedure.id}`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    const { listen, pause } = players(page)
    await listen.click()
    await expect.poll(() => playedSeconds(page)).toBeGreaterThan(0.5)
    await pause.click()
    const savedUnderApi = () =>
      page.evaluate(async () => {
        const paths: string[] = []
        for (const name of await caches.keys())
          for (const saved of await (await caches.open(name)).keys()) paths.push(new URL(saved.url).pathname)
        return paths.filter((path) => path.startsWith('/api/'))
      })
    // The recording, and nothing else of the API.
    await expect
      .poll(savedUnderApi, { message: 'le fichier écouté est gardé' })
      .toEqual([expect.stringMatching(/^\/api\/spoken-audio\/file\/[^/]+$/)])

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' })).toBeVisible()
    await listen.click()
    await expect.poll(() => playedSeconds(page), { message: 'la lecture avance hors ligne' }).toBeGreaterThan(0.5)
    await expect(pause).toBeVisible()
  })
})

/**
 * The browser's speech synthesis as a phone has it, its voices arriving after the page as they do:
 * each line read takes a second; `spoken` keeps what was read and when reading was stopped.
 */
function fakeSpeech(voiceLanguage: string) {
  const events = new EventTarget()
  let voices: { lang: string; name: string; localService: boolean }[] = []
  const spoken: string[] = []
  let queue: { text: string; onend?: () => void }[] = []
  const next = () => {
    const current = queue[0]
    if (current)
      setTimeout(() => {
        if (queue[0] !== current) return
        queue.shift()
        current.onend?.()
        next()
      }, 1000)
  }
  Object.assign(window, {
    spoken,
    SpeechSynthesisUtterance: function (this: { text: string }, text: string) {
      this.text = text
    },
  })
  Object.defineProperty(window, 'speechSynthesis', {
    value: {
      getVoices: () => voices,
      addEventListener: events.addEventListener.bind(events),
      speak(utterance: { text: string; onend?: () => void }) {
        spoken.push(utterance.text)
        queue.push(utterance)
        if (queue.length === 1) next()
      },
      cancel() {
        if (queue.length > 0) spoken.push('(arrêt)')
        queue = []
      },
    },
  })
  setTimeout(() => {
    voices = [{ lang: voiceLanguage, name: 'Voix du téléphone', localService: true }]
    events.dispatchEvent(new Event('voiceschanged'))
  }, 200)
}

test('« Lire à voix haute » : la voix française du téléphone lit la page, sans rien télécharger ; sans elle, pas de bouton', async ({
  page,
  context,
  request,
}) => {
  const procedure = (await publicRead<Procedure>(request, 'procedures')).find(
    (each) => (each.spokenVersions ?? []).length === 0,
  )!
  await page.addInitScript(fakeSpeech, 'fr-FR')
  await page.goto(`/espace-citoyen/demarches/${procedure.id}`)
  const read = page.getByRole('button', { name: SPOKEN_MESSAGES.readAloud })
  await expect(read).toBeVisible()
  await page.waitForLoadState('networkidle')
  const requests: string[] = []
  page.on('request', (sent) => requests.push(sent.url()))
  await read.click()
  const stop = page.getByRole('button', { name: SPOKEN_MESSAGES.stopReading })
  await expect(stop).toBeFocused()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.slice(0, 2)))
    .toEqual([procedure.title, procedure.description])
  await expectAccessible(page)
  await stop.click()
  await expect(read).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.at(-1))).toBe('(arrêt)')
  expect(requests, 'rien n’est téléchargé pour lire').toEqual([])

  const withoutFrench = await context.newPage()
  await withoutFrench.addInitScript(fakeSpeech, 'en-US')
  await withoutFrench.goto(`/espace-citoyen/demarches/${procedure.id}`)
  // Once the phone's voices have come, none of them French: the button stays hidden.
  await expect.poll(() => withoutFrench.evaluate(() => speechSynthesis.getVoices().length)).toBe(1)
  const hidden = withoutFrench.getByRole('button', { name: SPOKEN_MESSAGES.readAloud, includeHidden: true })
  await expect(hidden).toHaveCount(1)
  await expect(hidden).toBeHidden()
})
