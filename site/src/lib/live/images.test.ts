import type { Media } from 'shared-types/payload-types'
import { describe, expect, it } from 'vitest'

import { liveImage } from './images'

const FALLBACK = { src: '/_astro/fallback-news.svg', width: 1200, height: 800 }
const ASKED = {
  fallback: FALLBACK,
  alt: 'Une photo',
  widths: [480, 720],
  sizes: '100vw',
  class: 'w-full',
  priority: true,
}

const media = (fields: Partial<Media>): Media => ({ id: 1, updatedAt: '', createdAt: '', ...fields })

describe('liveImage', () => {
  it('offers the sizes the CMS made, through the site, with the fallback for a failed load', async () => {
    const image = await liveImage({
      ...ASKED,
      media: media({
        url: 'http://cms.example/api/media/file/photo.jpg',
        width: 1600,
        height: 1067,
        sizes: { card: { url: '/api/media/file/photo-640.jpg', width: 640 }, hero: { url: null, width: 1200 } },
      }),
    })
    expect(image).toEqual({
      sources: [],
      img: {
        src: '/api/media/file/photo.jpg',
        srcset: '/api/media/file/photo-640.jpg 640w, /api/media/file/photo.jpg 1600w',
        sizes: '100vw',
        alt: 'Une photo',
        loading: 'eager',
        decoding: 'async',
        'data-fallback': FALLBACK.src,
        width: 1600,
        height: 1067,
        class: 'w-full',
      },
    })
  })

  it('draws the fallback for no upload, an upload read as an id, or an address it will not load', async () => {
    for (const value of [null, 7, media({ url: 'javascript:alert(1)' })]) {
      expect((await liveImage({ ...ASKED, media: value, priority: false })).img).toEqual({
        src: FALLBACK.src,
        width: 1200,
        height: 800,
        alt: 'Une photo',
        loading: 'lazy',
        decoding: 'async',
        class: 'w-full',
      })
    }
  })
})
