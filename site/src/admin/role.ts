import { createContext, useContext } from 'react'
import { ROLE_LABELS, isStaffRole, type StaffRole } from 'shared-types'

import type { SessionUser } from './api/session'

/**
 * The signed-in account's role, as `/api/auth/profile` (or the login answer) gives it. An account
 * whose role is unknown gets a rédacteur's screens, the least any staff account may do: the
 * server's access rules decide in any case, and the screens only avoid offering what it refuses.
 */
export const roleOfUser = (user: SessionUser): StaffRole => (isStaffRole(user.role) ? user.role : 'writer')

/** « Éditeur », or nothing for a role the site does not know. */
export const roleLabelOfUser = (user: SessionUser): string | null =>
  isStaffRole(user.role) ? ROLE_LABELS[user.role] : null

/**
 * Given by AdminLayout, read by the screens: null while the stored session is being checked (the
 * screen is drawn without anything that depends on who is signed in, as the built page shows it).
 */
export const RoleContext = createContext<StaffRole | null>(null)

export const useRole = (): StaffRole | null => useContext(RoleContext)
