import type { GlobalConfig } from 'payload'

import { isAdmin } from '../access'

/** Remembers that first-run content was written, so a restart never writes it again over staff edits. */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  label: 'Contenu initial',
  admin: { hidden: true },
  access: { read: isAdmin, update: () => false },
  fields: [{ name: 'seededAt', type: 'date', label: 'Contenu initial créé le' }],
}
