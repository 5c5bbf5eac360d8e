import type { GlobalConfig, Payload, PayloadRequest } from 'payload'

import { isAdmin } from '../access'

/**
 * Remembers what the first run did, so a restart never does it again: the first-run content was
 * written (never again over staff edits), and the first account was created (registration without
 * a session stays closed for good, even if every account were gone). Nobody can change it through
 * the API (`update: () => false`); only the server's own code writes it.
 */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  label: 'Contenu initial',
  admin: { hidden: true },
  access: { read: isAdmin, update: () => false },
  fields: [
    { name: 'seededAt', type: 'date', label: 'Contenu initial créé le' },
    { name: 'firstAccountCreatedAt', type: 'date', label: 'Premier compte administrateur créé le' },
  ],
}

export async function firstAccountWasCreated(req: PayloadRequest): Promise<boolean> {
  const state = await req.payload.findGlobal({ slug: 'seed-state', depth: 0, overrideAccess: true, req })
  return Boolean(state.firstAccountCreatedAt)
}

/** Marks registration closed; `req` keeps the write in the account creation's transaction. */
export async function rememberFirstAccount(payload: Payload, req?: PayloadRequest): Promise<void> {
  const state = await payload.findGlobal({ slug: 'seed-state', depth: 0, overrideAccess: true, req })
  if (state.firstAccountCreatedAt) return
  await payload.updateGlobal({
    slug: 'seed-state',
    data: { firstAccountCreatedAt: new Date().toISOString() },
    overrideAccess: true,
    req,
  })
}

/** On start: a database whose accounts predate the marker (or were restored) gets it too. */
export async function rememberExistingAccounts(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) await rememberFirstAccount(payload)
}
