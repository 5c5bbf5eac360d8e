import type { Access, CollectionConfig, FieldAccess, GlobalConfig, PayloadRequest } from 'payload'
import {
  canHandleRequests,
  canManageAccounts,
  canPublish,
  canWriteContent,
  isStaffRole,
  type StaffRole,
} from 'shared-types'

/** The role of the signed-in staff account, or undefined for anyone else. */
export const roleOf = (req: PayloadRequest): StaffRole | undefined =>
  req.user?.collection === 'users' && isStaffRole(req.user.role) ? req.user.role : undefined

/** Administrators only: accounts and the CMS's own machinery (the job queue's too). */
export const isAdmin = ({ req }: { req: PayloadRequest }): boolean => canManageAccounts(roleOf(req))
export const isAdminField: FieldAccess = isAdmin

/** Any staff account who writes content (an agent d'état civil does not): images for the content. */
export const isContentStaff: Access = ({ req }) => canWriteContent(roleOf(req), true)

/** Any staff account: administrateur, éditeur, rédacteur or agent d'état civil. */
export const isStaff: Access = ({ req }) => roleOf(req) !== undefined
export const isStaffField: FieldAccess = ({ req }) => roleOf(req) !== undefined

/** Administrators and editors: publish, delete, and handle what visitors send. */
export const isPublisher: Access = ({ req }) => canPublish(roleOf(req))

/**
 * Marks a read rule whose answer to a caller without an account depends on nothing else: not the
 * time, not the address, not the request. What such callers read through it (with fields whose own
 * rules and read hooks look at the role and the stored data only, as they all do) may be answered
 * from the public read cache (apiGuard/publicReadCache.ts). A property, not a set of rules: it must survive the
 * copies of this module Next.js may bundle.
 */
const SAME_FOR_EVERY_VISITOR = 'sameForEveryVisitor'
const sameForEveryVisitor = <Rule extends Access>(rule: Rule): Rule =>
  Object.assign(rule, { [SAME_FOR_EVERY_VISITOR]: true })
export const isSameForEveryVisitor = (rule: unknown): boolean =>
  typeof rule === 'function' && (rule as unknown as Record<string, unknown>)[SAME_FOR_EVERY_VISITOR] === true

/** Citizens' online requests, their files and their log: administrators and agents d'état civil. */
export const mayHandleRequests = ({ req }: { req: PayloadRequest }): boolean => canHandleRequests(roleOf(req))

/** Public content is read by anyone; what visitors send (contact messages, sign-ups) is created by anyone. */
export const anyone: Access = sameForEveryVisitor(() => true)

/**
 * Recordings (docs/product/spoken.md#recording): what a recording is (its language, length and the
 * served files) is public like the pages that play it; the file as staff recorded or uploaded it is
 * for content staff only.
 */
export const publicDocumentStaffFile: Access = sameForEveryVisitor(({ req, isReadingStaticFile }) =>
  isReadingStaticFile ? canWriteContent(roleOf(req), true) : true,
)

/**
 * Content with drafts: staff read everything (drafts included, for the panel, the /admin screens
 * and previews); anyone else only what is published, on every route, list or document, native or
 * the /api contract's, and at any depth (Payload applies this rule to populated relations and to
 * `?draft=true` reads too).
 */
export const publishedOrStaff: Access = sameForEveryVisitor(
  ({ req }) => roleOf(req) !== undefined || { _status: { equals: 'published' } },
)

/**
 * Editing content with drafts: every staff account who writes content (not an agent d'état civil), but a
 * rédacteur only ever writes a draft.
 * Payload's panel asks this rule with `_status: 'published'` to decide whether to show « Publier »,
 * so a rédacteur does not see the button.
 */
export const canEditContent: Access = ({ req, data }) => {
  const role = roleOf(req)
  // An agent d'état civil edits no content, not even a draft (shared-types/src/roles.ts).
  if (!canWriteContent(role, true)) return false
  return canPublish(role) || (data as { _status?: unknown } | undefined)?._status !== 'published'
}

/** Writing content, with the rule the staff screens follow too (shared-types/src/roles.ts). */
const mayWriteContent =
  (hasDrafts: boolean): Access =>
  ({ req }) =>
    canWriteContent(roleOf(req), hasDrafts)

/** Content with drafts and history (news, services, projects, procedures, investments, events, pages). */
export const contentAccess = {
  read: publishedOrStaff,
  readVersions: isStaff,
  create: mayWriteContent(true),
  update: canEditContent,
  delete: isPublisher,
} satisfies CollectionConfig['access']

/** The commune's texts (globals with drafts and history). */
export const globalContentAccess = {
  read: publishedOrStaff,
  readVersions: isStaff,
  update: canEditContent,
} satisfies GlobalConfig['access']

/** Public content published as it is saved (gallery, documents, decisions): publishers only. */
export const publisherContentAccess = {
  read: anyone,
  create: mayWriteContent(false),
  update: mayWriteContent(false),
  delete: isPublisher,
} satisfies CollectionConfig['access']

/** What visitors send (contact messages, newsletter sign-ups): anyone sends, publishers handle. */
export const visitorSubmissionAccess = {
  create: anyone,
  read: isPublisher,
  update: isPublisher,
  delete: isPublisher,
} satisfies CollectionConfig['access']
