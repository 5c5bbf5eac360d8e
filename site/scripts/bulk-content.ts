import sharp from 'sharp'

/**
 * Bulk content through the CMS API, 20 writes at a time: realistic news items for the benches, and
 * the long lists the browser tests page through (old items, so the newest pages stay the seed's).
 */
const DAY_MS = 86_400_000

interface Account {
  email: string
  password: string
}

async function writer(cmsUrl: string, admin: Account) {
  const login = await fetch(`${cmsUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const { token } = (await login.json()) as { token: string }
  const authorization = `Bearer ${token}`
  // A JSON body, or Payload's multipart (`_payload` and the file) for an upload collection.
  return async (
    collection: string,
    count: number,
    data: (n: number) => Record<string, unknown> | Promise<FormData>,
    batch = 20,
  ) => {
    for (let start = 0; start < count; start += batch) {
      await Promise.all(
        Array.from({ length: Math.min(batch, count - start) }, async (_, offset) => {
          const n = start + offset + 1
          const body = await data(n)
          const request: RequestInit =
            body instanceof FormData
              ? { method: 'POST', headers: { Authorization: authorization }, body }
              : {
                  method: 'POST',
                  headers: { 'Content-Type': 'application/json', Authorization: authorization },
                  body: JSON.stringify(body),
                }
          const response = await fetch(`${cmsUrl}/api/${collection}`, request)
          if (!response.ok)
            throw new Error(`création dans ${collection} (${n}) : ${response.status} ${await response.text()}`)
        }),
      )
    }
  }
}

export interface NewsOptions {
  /** Item n is dated `n - 1` days before this day (default: no date, so the creation time). */
  datedFrom?: Date
}

/** `count` news items, all with the first seeded image. */
export async function addNews(
  cmsUrl: string,
  admin: Account,
  count: number,
  { datedFrom }: NewsOptions = {},
): Promise<void> {
  const write = await writer(cmsUrl, admin)
  const media = (await (await fetch(`${cmsUrl}/api/media?limit=1`)).json()) as { docs: { id: number }[] }
  const image = media.docs[0]?.id
  await write('news', count, (n) => ({
    title: `Communiqué n° ${n} de la mairie`,
    content: `### Communiqué\nLa mairie informe les habitants de la commune.\n\n- Point **${n}**\n- Suite au prochain conseil\n\n${'Texte du communiqué. '.repeat(40)}`,
    category: 'evenements',
    image,
    ...(datedFrom ? { date: new Date(datedFrom.getTime() - (n - 1) * DAY_MS).toISOString() } : {}),
  }))
}

/** `count` past events, one a week going back from `endedBy`. */
export async function addPastEvents(cmsUrl: string, admin: Account, count: number, endedBy: Date): Promise<void> {
  const write = await writer(cmsUrl, admin)
  await write('events', count, (n) => {
    const start = new Date(endedBy.getTime() - n * 7 * DAY_MS)
    return {
      title: `Réunion de quartier n° ${n}`,
      start: start.toISOString(),
      end: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      place: 'Maison communautaire',
      description: 'Une réunion ouverte aux habitants du quartier.',
    }
  })
}

/** A small JPEG photo stand-in: a gradient of the item's own hue, so each thumbnail differs. */
async function galleryPicture(n: number): Promise<Blob> {
  const hue = (n * 47) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},55%,30%)"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/></svg>`
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer()
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' })
}

/**
 * `count` gallery photos, one after the other: the CMS dates a gallery item by its upload (it has
 * no date of its own), so each gets a moment of its own and the list's order is never a tie.
 * They are the newest items, item `count` first.
 */
export async function addGalleryItems(cmsUrl: string, admin: Account, count: number): Promise<void> {
  const write = await writer(cmsUrl, admin)
  await write(
    'gallery',
    count,
    async (n) => {
      const form = new FormData()
      form.set('_payload', JSON.stringify({ title: `Vue de la commune n° ${n}` }))
      form.set('file', await galleryPicture(n), `galerie-vue-${n}.jpg`)
      return form
    },
    1,
  )
}
