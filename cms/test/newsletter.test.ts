import { describe, expect, it } from 'vitest'

import { api, loginAsAdmin, storedDocs } from './api'

const SUBSCRIBED = "Merci ! Votre inscription à la lettre d'information est confirmée."
const ALREADY = "Cette adresse est déjà inscrite à la lettre d'information."
const SIGN_IN = 'Vous devez être connecté avec un compte du personnel communal pour effectuer cette action'

type Subscriber = { id: number; email: string; createdAt: string }

const stored = async () => (await storedDocs('newsletter-subscribers')) as Subscriber[]
const withEmail = async (email: string) => (await stored()).filter((doc) => doc.email === email)

describe('/api/newsletter-subscribers', () => {
  it('subscribes anyone, storing the address trimmed and in lower case', async () => {
    const created = await api('POST', '/newsletter-subscribers', { json: { email: '  Awa.Diallo@Exemple.SN ' } })
    expect(created.status).toBe(201)
    expect(created.body.message).toBe(SUBSCRIBED)
    expect(created.body.doc.email).toBe('awa.diallo@exemple.sn')
    expect(created.body.doc.createdAt).toBeTruthy()
    expect(await withEmail('awa.diallo@exemple.sn')).toHaveLength(1)
  })

  it('refuses the same address twice, in any case, with 409 and one sentence', async () => {
    const email = 'moussa.ba@exemple.sn'
    expect((await api('POST', '/newsletter-subscribers', { json: { email } })).status).toBe(201)
    for (const again of [email, 'Moussa.BA@EXEMPLE.sn', ` ${email.toUpperCase()}  `]) {
      const duplicate = await api('POST', '/newsletter-subscribers', { json: { email: again } })
      expect(duplicate.status, again).toBe(409)
      expect(duplicate.body, again).toEqual({ message: ALREADY, errors: [{ message: ALREADY }] })
    }
    expect(await withEmail(email)).toHaveLength(1)
  })

  it('keeps one subscription when the same address is sent several times at once', async () => {
    const email = 'double.clic@exemple.sn'
    const responses = await Promise.all(
      ['double.clic@exemple.sn', 'Double.Clic@exemple.sn', 'DOUBLE.CLIC@EXEMPLE.SN', 'double.clic@Exemple.sn'].map(
        (address) => api('POST', '/newsletter-subscribers', { json: { email: address } }),
      ),
    )
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409])
    for (const response of responses.filter((r) => r.status === 409)) expect(response.body.message).toBe(ALREADY)
    expect(await withEmail(email)).toHaveLength(1)
  })

  it('asks for an address, then for a valid one, storing nothing', async () => {
    const before = await stored()
    for (const body of [{}, { email: '' }, { email: '   ' }]) {
      const response = await api('POST', '/newsletter-subscribers', { json: body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.message, JSON.stringify(body)).toBe('Veuillez saisir votre adresse email')
    }
    for (const email of ['pas-un-email', 'awa@exemple', 'a b@exemple.sn', `${'a'.repeat(320)}@exemple.sn`]) {
      const response = await api('POST', '/newsletter-subscribers', { json: { email } })
      expect(response.status, email).toBe(400)
      expect(response.body.message, email).toBe('Veuillez saisir une adresse email valide')
    }
    expect(await stored()).toEqual(before)
  })

  it('lets only administrators read, change and delete the list', async () => {
    const list = await api('GET', '/newsletter-subscribers')
    expect(list.status).toBe(401)
    expect(list.body.message).toBe(SIGN_IN)
    const [first] = await stored()
    expect((await api('GET', `/newsletter-subscribers/${first!.id}`)).status).toBe(401)
    expect(
      (await api('PUT', `/newsletter-subscribers/${first!.id}`, { json: { email: 'pirate@exemple.sn' } })).status,
    ).toBe(401)
    expect((await api('DELETE', `/newsletter-subscribers/${first!.id}`)).status).toBe(401)
    expect((await api('GET', '/newsletter-subscribers/abc')).body.message).toBe("Identifiant d'abonné invalide")

    const token = await loginAsAdmin()
    const read = await api('GET', '/newsletter-subscribers?limit=100', { token })
    expect(read.status).toBe(200)
    expect(read.body.docs.map((doc: Subscriber) => doc.email)).toContain(first!.email)
    expect((await api('GET', '/newsletter-subscribers/987654', { token })).body.message).toBe('Abonné non trouvé')
  })

  it('refuses an administrator’s change to an address already on the list, and re-subscribes after a deletion', async () => {
    const token = await loginAsAdmin()
    const a = await api('POST', '/newsletter-subscribers', { json: { email: 'fatou@exemple.sn' } })
    const b = await api('POST', '/newsletter-subscribers', { json: { email: 'ibrahima@exemple.sn' } })
    const clash = await api('PUT', `/newsletter-subscribers/${b.body.doc.id}`, {
      token,
      json: { email: 'FATOU@exemple.sn' },
    })
    expect(clash.status).toBe(409)
    expect(clash.body.message).toBe(ALREADY)
    const same = await api('PUT', `/newsletter-subscribers/${a.body.doc.id}`, {
      token,
      json: { email: 'Fatou@Exemple.sn' },
    })
    expect(same.status).toBe(200)
    expect(same.body.doc.email).toBe('fatou@exemple.sn')

    const deleted = await api('DELETE', `/newsletter-subscribers/${a.body.doc.id}`, { token })
    expect(deleted.status).toBe(200)
    expect(deleted.body.message).toBe('Abonné supprimé avec succès')
    expect((await api('POST', '/newsletter-subscribers', { json: { email: 'fatou@exemple.sn' } })).status).toBe(201)
  })
})
