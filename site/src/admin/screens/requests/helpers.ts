import { REQUEST_STAFF_TEXT as TEXT } from 'shared-types'

import { SessionExpiredError } from '../../api/session'
import type { Notify } from './types'

export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback

export const nameOf = (user: unknown): string => {
  if (typeof user !== 'object' || user === null) return ''
  const { displayName, email } = user as { displayName?: unknown; email?: unknown }
  return typeof displayName === 'string' && displayName.trim() ? displayName : typeof email === 'string' ? email : ''
}

/** Runs a save, tells its failure in a toast (the CMS's French message), and reports whether it worked. */
export async function attempt(notify: Notify, save: () => Promise<void>): Promise<void> {
  try {
    await save()
  } catch (error) {
    if (!(error instanceof SessionExpiredError)) notify(messageOf(error, TEXT.saveFailure), 'error')
  }
}
