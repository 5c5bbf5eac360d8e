import type { PayloadRequest } from 'payload'

type Version = { id: number | string; version?: { updatedBy?: unknown } | null }

const accountId = (updatedBy: unknown): number | string | undefined =>
  typeof updatedBy === 'object' && updatedBy !== null
    ? (updatedBy as { id?: number | string }).id
    : ((updatedBy as number | string | undefined) ?? undefined)

/**
 * Who saved each version, by the name staff know each other by (« Nom affiché », else « Nom », else
 * the e-mail): the history's author column and version labels (patched @payloadcms/next, as
 * `config.custom.versionAuthors`). Each version keeps its saver's account (`updatedBy`, publishing/workflow/fields.ts);
 * accounts are private to administrators, but whoever reads the history may know who wrote it.
 */
export async function versionAuthors({
  req,
  versions,
}: {
  req: PayloadRequest
  versions: Version[]
}): Promise<Record<string, string>> {
  const ids = [...new Set(versions.map((each) => accountId(each.version?.updatedBy)).filter((id) => id !== undefined))]
  if (ids.length === 0) return {}
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { displayName: true, name: true, email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const names = new Map(
    docs.map((account) => [String(account.id), account.displayName || account.name || account.email]),
  )
  const authors: Record<string, string> = {}
  for (const each of versions) {
    const name = names.get(String(accountId(each.version?.updatedBy)))
    if (name) authors[String(each.id)] = name
  }
  return authors
}
