import type { PayloadRequest } from 'payload'

/** The commune's name (signature of every e-mail) and its contact address, as published. */
export async function communeContact(req: PayloadRequest): Promise<{ name: string; email: string | undefined }> {
  const commune = (await req.payload
    .findGlobal({ slug: 'commune', depth: 0, overrideAccess: true, req })
    .catch(() => null)) as { name?: unknown; email?: unknown } | null
  const name = typeof commune?.name === 'string' && commune.name.trim() !== '' ? commune.name.trim() : 'La mairie'
  const email = typeof commune?.email === 'string' && commune.email.trim() !== '' ? commune.email.trim() : undefined
  return { name, email }
}
