// @vitest-environment happy-dom
import type { News, Recording } from 'shared-types/payload-types'
import { describe, expect, it } from 'vitest'

import { NEWS_PAGE_CLASS, newsDetailModel, newsDetailView } from './newsDetail'
import { HOSTILE, injected, parse, recordingImages, testContext, text } from './testing'

const NEWS: News = {
  id: 7,
  title: 'Campagne de vaccination',
  content: '### Qui est concerné ?\n\nLes enfants de **9 mois à 14 ans**.\n\n- Gratuit\n- Dans chaque village',
  category: 'sante',
  author: 'Service communication',
  date: '2025-02-24T12:00:00.000Z',
  tags: ['santé', ' ', 'vaccination'],
  image: { id: 3, alt: 'Une infirmière', url: '/api/media/file/photo.jpg', updatedAt: '', createdAt: '' },
  updatedAt: '2025-02-24T12:00:00.000Z',
  createdAt: '2025-02-20T12:00:00.000Z',
}

async function draw(news: News, share = false) {
  const { images, asked } = recordingImages()
  const view = newsDetailView(await newsDetailModel(news, testContext(images), { share }))
  return { page: parse(view), asked }
}

describe('the news article view', () => {
  it('shows each field of the article where the page shows it', async () => {
    const { page, asked } = await draw(NEWS, true)
    expect(text(page.querySelector('h1'))).toBe('Campagne de vaccination')
    expect(text(page.querySelector('[data-testid="news-category"]'))).toBe('Santé')
    expect(page.querySelector('[data-testid="news-category"]')?.hasAttribute('hidden')).toBe(false)
    expect(text(page.querySelector('[data-testid="news-author"]')?.parentElement)).toBe(
      'Auteur : Service communication',
    )
    const date = page.querySelector('time[data-testid="news-date"]')
    expect(text(date)).toBe('24 février 2025')
    expect(date?.getAttribute('datetime')).toBe('2025-02-24T12:00:00.000Z')
    expect(text(page.querySelector('[data-testid="news-read-time"]'))).toBe('1 min de lecture')
    expect(page.querySelector('a.btn-secondary')?.getAttribute('href')).toBe('/actualites')
    expect(text(page.querySelector('a.btn-secondary'))).toBe('Retour aux actualités')

    const content = page.querySelector('[data-testid="news-content"]')
    expect(text(content?.querySelector('h2'))).toBe('Qui est concerné ?')
    expect(text(content?.querySelector('strong'))).toBe('9 mois à 14 ans')
    expect([...(content?.querySelectorAll('li') ?? [])].map(text)).toEqual(['Gratuit', 'Dans chaque village'])
    expect([...page.querySelectorAll('[data-testid="news-tags"] li')].map(text)).toEqual(['#santé', '#vaccination'])

    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({ media: NEWS.image, alt: 'Une infirmière', priority: true })
    const img = page.querySelector('article img')
    expect(img?.getAttribute('src')).toBe('/photo-1.jpg')
    expect(img?.getAttribute('alt')).toBe('Une infirmière')

    const share = page.querySelector('[data-share]')
    expect(share?.getAttribute('data-share-title')).toBe('Campagne de vaccination')
    expect(share?.getAttribute('data-share-text')).toMatch(/^Qui est concerné \? Les enfants de 9 mois à 14 ans/)
    expect(text(share?.querySelector('button'))).toBe('Partager')
  })

  it('signs with the commune where the author has no name, and hides what the item lacks', async () => {
    const { page } = await draw({ ...NEWS, author: null, category: null, tags: [], image: null })
    expect(text(page.querySelector('[data-testid="news-author"]'))).toBe('Secrétariat municipal')
    expect(page.querySelector('[data-testid="news-category"]')?.hasAttribute('hidden')).toBe(true)
    expect(page.querySelector('[data-testid="news-tags"]')?.parentElement?.hasAttribute('hidden')).toBe(true)
    // Without the share button, its column is empty, so `empty:hidden` applies.
    expect(page.querySelector('[data-share]')).toBeNull()
    expect(page.querySelector('footer > div:last-child')?.childNodes).toHaveLength(0)
  })

  it('shows hostile text as text, never as markup', async () => {
    const { page } = await draw(
      {
        ...NEWS,
        title: HOSTILE,
        author: HOSTILE,
        tags: [HOSTILE],
        content: `${HOSTILE}\n\n### ${HOSTILE}`,
        image: null,
      },
      true,
    )
    expect(injected(page)).toEqual([])
    expect(page.querySelector('h1')?.textContent).toBe(HOSTILE)
    expect(page.querySelector('[data-testid="news-author"]')?.textContent).toBe(HOSTILE)
    expect(page.querySelector('[data-testid="news-tags"] li')?.textContent).toBe(`#${HOSTILE}`)
    expect(page.querySelector('[data-testid="news-content"] p')?.textContent).toBe(HOSTILE)
    expect(page.querySelector('[data-testid="news-content"] h2')?.textContent).toBe(HOSTILE)
    expect(page.querySelector('[data-share]')?.getAttribute('data-share-title')).toBe(HOSTILE)
    expect(page.querySelector('article img')?.getAttribute('alt')).toBe(HOSTILE)
  })

  it('sits in the page container the built page and the live page share', () => {
    expect(NEWS_PAGE_CLASS).toBe('container-page py-10 sm:py-14')
  })

  it('offers its spoken versions under its title, or « Lire à voix haute » over its title and text', async () => {
    const recording: Recording = {
      title: 'Version parlée',
      updatedAt: '',
      createdAt: '',
      id: 4,
      language: 'wo',
      conversion: 'ready',
      durationSeconds: 80,
      summary: 'Ndimbal ci xaleyi.',
      listening: [{ format: 'mp3', filename: 'vaccination-wo.mp3', mimeType: 'audio/mpeg', bytes: 300_000 }],
    }
    const { page } = await draw({ ...NEWS, spokenVersions: [recording] })
    const header = page.querySelector('header')
    expect(text(header?.querySelector('[data-spoken-text]'))).toBe('Écouter en wolof')
    expect(header?.querySelector('[data-spoken]')?.id).toBe('ecouter')
    expect(text(header?.querySelector('p[lang="wo"]'))).toBe('Ndimbal ci xaleyi.')
    expect(page.querySelector('[data-read-aloud]')).toBeNull()

    const { page: silent } = await draw(NEWS)
    expect(silent.querySelector('header button[data-read-aloud]')?.hasAttribute('hidden')).toBe(true)
    expect([...silent.querySelectorAll('[data-read-aloud-text]')].map((element) => element.tagName)).toEqual([
      'H1',
      'DIV',
    ])
  })
})
