/** Bulk content for the benches: creates `count` realistic news items through the API, 20 at a time, all with one seeded image. */
export async function addNews(cmsUrl: string, admin: { email: string; password: string }, count: number): Promise<void> {
  const login = await fetch(`${cmsUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const { token } = (await login.json()) as { token: string }
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }
  const media = (await (await fetch(`${cmsUrl}/api/media?limit=1`)).json()) as { docs: { id: number }[] }
  const image = media.docs[0]?.id
  for (let start = 0; start < count; start += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, count - start) }, async (_, offset) => {
        const n = start + offset + 1
        const response = await fetch(`${cmsUrl}/api/news`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            title: `Communiqué n° ${n} de la mairie`,
            content: `### Communiqué\nLa mairie informe les habitants de la commune.\n\n- Point **${n}**\n- Suite au prochain conseil\n\n${'Texte du communiqué. '.repeat(40)}`,
            category: 'evenements',
            image,
          }),
        })
        if (!response.ok) throw new Error(`création de l'actualité ${n} : ${response.status}`)
      }),
    )
  }
}
