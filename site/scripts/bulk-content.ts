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
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }
  return async (collection: string, count: number, data: (n: number) => Record<string, unknown>) => {
    for (let start = 0; start < count; start += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, count - start) }, async (_, offset) => {
          const n = start + offset + 1
          const response = await fetch(`${cmsUrl}/api/${collection}`, { method: 'POST', headers, body: JSON.stringify(data(n)) })
          if (!response.ok) throw new Error(`création dans ${collection} (${n}) : ${response.status} ${await response.text()}`)
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
export async function addNews(cmsUrl: string, admin: Account, count: number, { datedFrom }: NewsOptions = {}): Promise<void> {
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
