import type { CollectionAfterLoginHook } from 'payload'

/**
 * An invited account stays « invited » (`invitedAt`) until its person is first in: choosing a password
 * from the invitation's link signs in (Payload's reset runs the afterLogin hooks), and so does a
 * sign-in with a password an administrator gave. From then on the address is taken: an invitation to
 * it is refused (users/invite.ts). Written straight to the database: nothing else about the account changes.
 */
export const acceptInvitation: CollectionAfterLoginHook = async ({ req, user }) => {
  if (!user?.invitedAt) return user
  await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { invitedAt: null }, req })
  return { ...user, invitedAt: null }
}
