import type { FieldHook, PayloadRequest } from 'payload'

/**
 * News authors. The server records who wrote a news item, from the signed-in account (`req.user`),
 * never from the request body: both fields refuse writes through field access, so whatever a body
 * (native route, the /api contract's compatibility routes, the panel) says is dropped before these hooks run.
 *
 * Readers get `author`, a plain string (docs/product/news.md#author): the account's display name.
 * It follows later renames rather than being frozen at creation: a clerk who fixes a typo in her
 * name, or marries, expects her byline to change everywhere, and one indexed lookup per author
 * and request is cheap. The name stored at creation stays as the fallback for a deleted account,
 * and is the seeded news' own signature (they have no account).
 */

type AccountId = number | string

const NAMES_KEY = 'newsAuthorNames'

const signedInAccount = (req: PayloadRequest) => (req.user?.collection === 'users' ? req.user : null)

/** `createdBy` on create: the signed-in account; server code without a user (the seed) may set it. */
export const recordAccount: FieldHook = ({ operation, req, value }) => {
  if (operation !== 'create') return value
  return signedInAccount(req)?.id ?? value ?? null
}

/** `author` on create: the account's display name as it is now (the fallback should the account go). */
export const recordAuthorName: FieldHook = ({ operation, req, value }) => {
  if (operation !== 'create') return value
  const account = signedInAccount(req)
  if (!account) return value ?? null
  return account.displayName || null
}

/** The account's current display name (null without one), or undefined when the account is gone. */
async function currentDisplayName(req: PayloadRequest, id: AccountId): Promise<string | null | undefined> {
  // One lookup per account and request, however many of its news a list holds.
  req.context[NAMES_KEY] ??= new Map<string, Promise<string | null | undefined>>()
  const names = req.context[NAMES_KEY] as Map<string, Promise<string | null | undefined>>
  const key = String(id)
  let name = names.get(key)
  if (!name) {
    // The adapter directly: accounts are admin-read only, and this reads one column for the server itself.
    name = req.payload.db
      .findOne<{ id: AccountId; displayName?: string | null }>({
        collection: 'users',
        where: { id: { equals: id } },
        select: { displayName: true },
        req,
      })
      .then((account) => (account ? account.displayName || null : undefined))
    names.set(key, name)
  }
  return name
}

/**
 * afterRead of `createdBy`: puts the account's current name in `author`. It runs here, not on
 * `author`, because this field's hooks run before its own read access removes it from what
 * anonymous readers get (accounts and their ids stay private), whatever the order of the fields.
 */
export const resolveAuthorName: FieldHook = async ({ value, siblingData, req }) => {
  const id: unknown = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  if (typeof id !== 'number' && typeof id !== 'string') return value
  const name = await currentDisplayName(req, id)
  if (name !== undefined) siblingData.author = name
  return value
}
