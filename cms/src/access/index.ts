import type { Access, FieldAccess } from 'payload'

/** Every signed-in account is an administrator of the commune (the spec knows one role only). */
export const isAdmin: Access = ({ req }) => req.user?.collection === 'users' && req.user.role === 'admin'

export const isAdminField: FieldAccess = ({ req }) =>
  req.user?.collection === 'users' && req.user.role === 'admin'

export const anyone: Access = () => true

/** Public content: anyone reads, only administrators write. */
export const publicContentAccess = {
  read: anyone,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}
