import type { CollectionConfig, GlobalConfig } from 'payload'

type CollectionVersions = Exclude<NonNullable<CollectionConfig['versions']>, boolean>
type GlobalVersions = Exclude<NonNullable<GlobalConfig['versions']>, boolean>
type Drafts = Exclude<NonNullable<CollectionVersions['drafts']>, boolean>

/**
 * Drafts and history for everything citizens read (docs/product/workflow.md#drafts): the panel autosaves a draft
 * while a clerk types (and keeps a « save draft » button for a rédacteur's deliberate save), publishes
 * when asked, now or at a set time (a job of Payload's queue, run inside the CMS), and keeps the last
 * versions of each document to compare and restore.
 */
const drafts: Drafts = {
  autosave: { interval: 2000, showSaveDraftButton: true },
  schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 5 },
}

/** How many versions of one document or global are kept (the oldest go first). */
const KEPT_VERSIONS = 50

export const contentVersions: CollectionVersions = { drafts, maxPerDoc: KEPT_VERSIONS }

export const globalVersions: GlobalVersions = { drafts, max: KEPT_VERSIONS }
