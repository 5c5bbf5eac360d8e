import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  BUILT_IN_COMMUNE,
  MESSAGES,
  PAGE_SIZES,
  PAGINATION_LABELS,
  SHARE_TEXT_LENGTH,
  excerpt,
  formatLongDate,
  newsCategoryLabel,
  readTimeMinutes,
} from 'shared-types'
import type { News } from 'shared-types/payload-types'

import { archivedNews } from '../src/lib/cms/fallbacks'
import { staffAccount } from './admin-support'
import { adminSession, adminToken, cmsUrl, expectAccessible, publicRead, scrollThrough } from './support'

const FRENCH_LONG_DATE =
  /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/
const dateOf = (news: News) => news.date || news.createdAt

/** What the build shows: the CMS's items (not those the tests add later) plus the archived ones it lacks, newest first. */
async function builtNews(request: APIRequestContext): Promise<News[]> {
  const docs = (await publicRead<News>(request, 'news')).filter((news) => !news.title.startsWith('E2E '))
  const known = new Set(docs.map((news) => news.id))
  return [...docs, ...archivedNews.filter((news) => !known.has(news.id))].sort(
    (a, b) => Date.parse(dateOf(b)) - Date.parse(dateOf(a)),
  )
}

/** Creates a news item as the administrator, after the build: only the live fallback can show it. */
async function createNews(
  request: APIRequestContext,
  data: Partial<News>,
  account?: { email: string; password: string },
) {
  const token = account ? (await adminSession(request, account)).token : await adminToken(request)
  const response = await request.post(cmsUrl('/api/news'), { headers: { Authorization: `Bearer ${token}` }, data })
  expect(response.status()).toBe(201)
  const { doc } = (await response.json()) as { doc: News }
  return {
    doc,
    remove: () => request.delete(cmsUrl(`/api/news/${doc.id}`), { headers: { Authorization: `Bearer ${token}` } }),
  }
}

/** Waits until the plain script of the share button or the newsletter form has run (it marks them `data-ready`). */
async function ready(page: Page, selector: string) {
  const element = page.locator(selector)
  await element.scrollIntoViewIfNeeded()
  await expect(element).toHaveAttribute('data-ready', '')
}

test.describe('liste des actualités', () => {
  test('des pages de 12 cartes : celles du CMS plus les archives absentes, les plus récentes d’abord, aucune perdue ni répétée', async ({
    page,
    request,
  }) => {
    const expected = await builtNews(request)
    const pageCount = Math.ceil(expected.length / PAGE_SIZES.news)
    expect(pageCount, 'la liste du test court sur plusieurs pages').toBeGreaterThanOrEqual(3)
    await page.goto('/actualites')
    await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible()
    await expect(page.getByText('Impossible de charger les dernières actualités')).toHaveCount(0)

    const seen: string[] = []
    for (let number = 1; number <= pageCount; number += 1) {
      await expect(page).toHaveURL(new RegExp(`/actualites${number === 1 ? '' : `/page/${number}`}/?$`))
      const shown = expected.slice((number - 1) * PAGE_SIZES.news, number * PAGE_SIZES.news)
      const cards = page.locator('#actualites article')
      await expect(cards.getByRole('heading')).toHaveText(shown.map((news) => news.title))
      for (const [index, news] of shown.entries()) {
        const card = cards.nth(index)
        const date = card.locator('time')
        await expect(date).toHaveText(formatLongDate(dateOf(news)))
        await expect(date).toHaveText(FRENCH_LONG_DATE)
        await expect(card).toContainText(`${news.readTime || readTimeMinutes(news.content)} min de lecture`)
        await expect(card).toContainText(excerpt(news.content))
        if (news.category) await expect(card.getByTestId('news-category')).toHaveText(newsCategoryLabel(news.category))
        await expect(card.getByRole('link', { name: `Lire plus : ${news.title}` })).toHaveAttribute(
          'href',
          `/actualites/${news.id}`,
        )
        seen.push(String(news.id))
      }
      const pagination = page.getByRole('navigation', { name: PAGINATION_LABELS.navigation })
      await expect(pagination.getByRole('link', { name: PAGINATION_LABELS.page(number), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(pagination.getByRole('link', { name: PAGINATION_LABELS.previous })).toHaveCount(number === 1 ? 0 : 1)
      await expect(page).toHaveTitle(number === 1 ? /^Actualités \|/ : new RegExp(`^Actualités, page ${number} \\|`))
      if (number === 1) {
        await scrollThrough(page)
        await expectAccessible(page)
      }
      const next = pagination.getByRole('link', { name: PAGINATION_LABELS.next })
      if (number < pageCount) await next.click()
      else await expect(next).toHaveCount(0)
    }
    expect(seen).toEqual(expected.map((news) => String(news.id)))
    expect(new Set(seen).size).toBe(expected.length)
  })

  test('« Voir toutes les actualités » au clavier mène à la suite de la liste', async ({ page, request }) => {
    const expected = await builtNews(request)
    await page.goto('/actualites')
    await page.getByRole('link', { name: 'Voir toutes les actualités' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/actualites\/page\/2\/?$/)
    await expect(page.locator('#actualites article').first().getByRole('heading')).toHaveText(
      expected[PAGE_SIZES.news]!.title,
    )
  })

  test('sans JavaScript, les liens de pages mènent d’une page à l’autre', async ({ browser, request }) => {
    const expected = await builtNews(request)
    const last = Math.ceil(expected.length / PAGE_SIZES.news)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/actualites')
    const pagination = page.getByRole('navigation', { name: PAGINATION_LABELS.navigation })
    await pagination.getByRole('link', { name: PAGINATION_LABELS.page(last), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/actualites/page/${last}/?$`))
    await expect(page.locator('#actualites article').last().getByRole('heading')).toHaveText(expected.at(-1)!.title)
    await pagination.getByRole('link', { name: PAGINATION_LABELS.page(1), exact: true }).click()
    await expect(page).toHaveURL(/\/actualites\/?$/)
    await context.close()
  })

  test('une page au-delà de la liste n’existe pas', async ({ request }) => {
    const pages = Math.ceil((await builtNews(request)).length / PAGE_SIZES.news)
    expect((await request.get(`/actualites/page/${pages}`)).status()).toBe(200)
    expect((await request.get(`/actualites/page/${pages + 1}`)).status()).toBe(404)
  })

  test('« Lire plus » ouvre le détail', async ({ page, request }) => {
    const [newest] = await builtNews(request)
    await page.goto('/actualites')
    await page.getByRole('link', { name: `Lire plus : ${newest!.title}` }).click()
    await expect(page).toHaveURL(new RegExp(`/actualites/${newest!.id}/?$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title)
  })
})

test.describe('détail d’une actualité', () => {
  test('titre, auteur, date, lecture, catégorie, image, contenu mis en forme et mots-clés', async ({
    page,
    request,
  }) => {
    const all = await builtNews(request)
    const news = all.find(
      (item) =>
        item.content.includes('### ') && item.content.includes('**') && /^- /m.test(item.content) && item.tags?.length,
    )!
    expect(news, 'une actualité du seed avec titres, gras, listes et mots-clés').toBeTruthy()
    await page.goto(`/actualites/${news.id}`)

    await expect(page.getByRole('link', { name: 'Retour aux actualités' })).toHaveAttribute('href', '/actualites')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title)
    await expect(page.getByTestId('news-author')).toHaveText(news.author || 'Auteur inconnu')
    await expect(page.getByTestId('news-date')).toHaveText(formatLongDate(dateOf(news)))
    await expect(page.getByTestId('news-date')).toHaveText(FRENCH_LONG_DATE)
    await expect(page.getByTestId('news-read-time')).toHaveText(
      `${news.readTime || readTimeMinutes(news.content)} min de lecture`,
    )
    if (news.category) await expect(page.getByTestId('news-category')).toHaveText(newsCategoryLabel(news.category))
    await expect(page.locator('main article img').first()).toHaveAttribute('alt', /\S/)

    const content = page.getByTestId('news-content')
    const headings = news.content
      .split('\n')
      .filter((line) => line.startsWith('### '))
      .map((line) => line.slice(4).trim())
    // The body's `###` sit one level under the page's title: no level is skipped.
    await expect(content.getByRole('heading', { level: 2 })).toHaveText(headings)
    await expect(content.locator('strong').first()).toBeVisible()
    await expect(content.locator('li')).toHaveCount(news.content.split('\n').filter((line) => /^- /.test(line)).length)
    await expect(content).not.toContainText('###')
    await expect(content).not.toContainText('**')
    await expect(page.getByTestId('news-tags').getByRole('listitem')).toHaveText(
      (news.tags ?? []).map((tag) => `#${tag}`),
    )
    await scrollThrough(page)
    await expectAccessible(page)
  })

  test('partager sans partage natif copie le lien et le dit', async ({ page, context, request }) => {
    const [news] = await builtNews(request)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    })
    await page.goto(`/actualites/${news!.id}`)
    await ready(page, 'button:has-text("Partager")')
    const button = page.getByRole('button', { name: 'Partager' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Lien copié dans le presse-papiers' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    await expectAccessible(page)
  })

  test('partager avec le partage natif envoie le titre et 200 caractères au plus', async ({ page, request }) => {
    const news = (await builtNews(request)).find((item) => item.content.length > SHARE_TEXT_LENGTH)!
    await page.addInitScript(() => {
      const calls: ShareData[] = []
      Object.assign(window, { shareCalls: calls })
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => void calls.push(data),
        configurable: true,
      })
    })
    await page.goto(`/actualites/${news.id}`)
    await ready(page, 'button:has-text("Partager")')
    await page.getByRole('button', { name: 'Partager' }).click()
    const calls = await page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.title).toBe(news.title)
    expect(calls[0]!.url).toBe(page.url())
    expect(calls[0]!.text!.length).toBeLessThanOrEqual(SHARE_TEXT_LENGTH + 3)
    expect(calls[0]!.text).toBe(excerpt(news.content, SHARE_TEXT_LENGTH))
  })
})

test.describe('lettre d’information', () => {
  test('inscription, adresse déjà inscrite (la même réponse) et adresse invalide', async ({
    page,
    request,
  }, testInfo) => {
    const [news] = await builtNews(request)
    await page.goto(`/actualites/${news!.id}`)
    await ready(page, '[data-testid="newsletter"] form')
    const box = page.getByTestId('newsletter')
    const field = box.getByLabel('Votre adresse email')
    const subscribe = box.getByRole('button', { name: "S'abonner" })
    await expect(field).toHaveAttribute('type', 'email')

    await subscribe.click()
    await expect(box.getByRole('alert')).toHaveText(MESSAGES.newsletterEmailRequired)

    await field.fill('awa@exemple')
    await subscribe.click()
    await expect(box.getByRole('alert')).toHaveText(MESSAGES.invalidEmail)
    await expect(field).toHaveValue('awa@exemple')
    await expect(field).toHaveAttribute('aria-invalid', 'true')

    const email = `e2e-${testInfo.project.name}-${Date.now()}@exemple.sn`
    await field.fill(email)
    await field.press('Enter')
    await expect(box.getByRole('status')).toHaveText(MESSAGES.newsletterCheckInbox)
    await expect(field).toHaveValue('')
    await expect(box.getByRole('alert')).toHaveText('')
    await expectAccessible(page, '[data-testid="newsletter"]')

    // An address already there gets the same answer: the form never tells who is on the list.
    await field.fill(email.toUpperCase())
    await subscribe.click()
    await expect(box.getByRole('status')).toHaveText(MESSAGES.newsletterCheckInbox)
    await expect(box.getByRole('alert')).toHaveText('')
    await expectAccessible(page, '[data-testid="newsletter"]')
  })

  test('la liste des actualités a aussi sa boîte d’inscription', async ({ page }) => {
    await page.goto('/actualites')
    const box = page.getByTestId('newsletter')
    await expect(box.getByLabel('Votre adresse email')).toHaveAttribute('type', 'email')
    await expect(box.getByRole('button', { name: "S'abonner" })).toBeVisible()
  })
})

test.describe('actualité absente de la construction : lecture en direct', () => {
  test('un compte sans nom affiché signe du nom du service que la commune a choisi, jamais d’une adresse', async ({
    page,
    request,
  }, testInfo) => {
    const account = await staffAccount(request, '', testInfo.project.name)
    const { doc, remove } = await createNews(
      request,
      { title: `E2E Actualité sans signature (${testInfo.project.name})`, content: 'Une annonce de la mairie.' },
      account,
    )
    try {
      expect(doc.author ?? null).toBeNull()
      await page.goto(`/actualites/${doc.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `E2E Actualité sans signature (${testInfo.project.name})`,
      )
      await expect(page.getByTestId('news-author')).toHaveText(BUILT_IN_COMMUNE.newsSignature!)
    } finally {
      await remove()
      await account.remove()
    }
  })

  test('une actualité publiée après la construction est affichée', async ({ page, request }, testInfo) => {
    const title = `E2E Actualité publiée en direct (${testInfo.project.name})`
    // Signed by the display name of the account that writes it (a body's `author` is ignored).
    const account = await staffAccount(request, 'Service communication', testInfo.project.name)
    const { doc, remove } = await createNews(
      request,
      {
        title,
        content:
          '### Programme\nUne **réunion** publique est prévue.\n\n- Accueil des habitants\n- Questions et réponses',
        category: 'evenements',
        author: 'Quelqu’un d’autre',
        tags: ['réunion', 'budget'],
      },
      account,
    )
    try {
      await page.goto(`/actualites/${doc.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[()]/g, '\\$&')}`))
      await expect(page.getByTestId('news-author')).toHaveText('Service communication')
      await expect(page.getByTestId('news-date')).toHaveText(formatLongDate(dateOf(doc)))
      await expect(page.getByTestId('news-read-time')).toHaveText('1 min de lecture')
      await expect(page.getByTestId('news-category')).toHaveText('Événements')
      const content = page.getByTestId('news-content')
      await expect(content.getByRole('heading', { level: 2 })).toHaveText('Programme')
      await expect(content.locator('strong')).toHaveText('réunion')
      await expect(content.locator('li')).toHaveText(['Accueil des habitants', 'Questions et réponses'])
      await expect(page.getByTestId('news-tags').getByRole('listitem')).toHaveText(['#réunion', '#budget'])
      const image = page.locator('main article img')
      await expect(image).toHaveAttribute('alt', /\S/)
      await expect(image).toHaveAttribute('src', /fallback-news/)
      await expect(page.getByRole('link', { name: 'Retour aux actualités' })).toHaveAttribute('href', '/actualites')
      await expect(page.getByText('Page introuvable')).toBeHidden()
      await expectAccessible(page)
    } finally {
      await remove()
      await account.remove()
    }
  })

  test('le HTML brut du contenu est affiché tel quel, jamais exécuté', async ({ page, request }, testInfo) => {
    const raw = '<img src=x onerror=alert(1)>'
    const { doc, remove } = await createNews(request, {
      title: `E2E Contenu piégé (${testInfo.project.name})`,
      content: `Avant ${raw} après.\n\n<script>alert(2)</script>`,
    })
    const dialogs: string[] = []
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })
    try {
      await page.goto(`/actualites/${doc.id}`)
      const content = page.getByTestId('news-content')
      await expect(content).toContainText(`Avant ${raw} après.`)
      await expect(content).toContainText('<script>alert(2)</script>')
      await expect(content.locator('img, script')).toHaveCount(0)
      // Written by the first administrator, named « Secrétariat municipal » by default (ADMIN_NAME) at first start.
      await expect(page.getByTestId('news-author')).toHaveText('Secrétariat municipal')
      await page.waitForTimeout(300)
      expect(dialogs).toEqual([])
    } finally {
      await remove()
    }
  })

  test('« abc » : ID d’actualité invalide', async ({ page }) => {
    await page.goto('/actualites/abc')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.newsInvalidId)
    await expect(page.getByRole('link', { name: 'Retour aux actualités' })).toHaveAttribute('href', '/actualites')
    await expectAccessible(page)
  })

  test('un id inconnu : Actualité non trouvée, et le retour mène à la liste', async ({ page }) => {
    await page.goto('/actualites/999999')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.newsNotFound)
    await page.getByRole('link', { name: 'Retour aux actualités' }).click()
    await expect(page).toHaveURL(/\/actualites\/?$/)
  })

  test('CMS injoignable : le message du serveur, sinon le message par défaut', async ({ page }) => {
    await page.route('**/api/news/424242*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Erreur interne du serveur' } }),
    )
    await page.goto('/actualites/424242')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erreur interne du serveur')
    await page.route('**/api/news/434343*', (route) => route.abort())
    await page.goto('/actualites/434343')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Impossible de charger les détails de l'actualité")
    await expect(page.getByRole('link', { name: 'Retour aux actualités' })).toBeVisible()
  })
})
