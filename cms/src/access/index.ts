import type { Access, FieldAccess } from 'payload'

/** Every signed-in account is an administrator of the commune (the spec knows one role only). */
export const isAdmin: Access = ({ req }) => req.user?.collection === 'users' && req.user.role === 'admin'

export const isAdminField: FieldAccess = ({ req }) =>
  req.user?.collection === 'users' && req.user.role === 'admin'

/** Public content is read by anyone; what visitors send (contact messages, sign-ups) is created by anyone. */
export const anyone: Access = () => true
