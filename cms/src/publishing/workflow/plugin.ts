import type { Plugin } from 'payload'
import { PREVIEW_PATH, isPreviewable } from 'shared-types'

import { scheduledPublicationsEndpoint, schedulePublishEndpoint } from './schedulePublish'
import { siteURL } from '../../lib/urls'
import { workflowFields } from './fields'
import { publishRestoredDocument, publishRestoredGlobal, settleCollectionStatus, settleGlobalStatus } from './hooks'
import { createPreviewToken } from '../preview/token'

const hasDrafts = (versions: unknown): boolean =>
  typeof versions === 'object' && versions !== null && Boolean((versions as { drafts?: unknown }).drafts)

/** « Retirer du site », confirmed by « Garder en ligne » / « Retirer ». */
const UNPUBLISH_BUTTON = '/panel/components/UnpublishButton#UnpublishButton'

/**
 * The editorial workflow (docs/product/workflow.md) on every collection and global with drafts: what a save
 * means for each role, a restored version published, who saved each version, and « Retirer du site »
 * answered in words. A plugin, so that content given drafts later cannot miss it; each collection's file
 * still says its access and versions.
 */
export const editorialWorkflow = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    hasDrafts(collection.versions)
      ? {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeOperation: [...(collection.hooks?.beforeOperation ?? []), settleCollectionStatus],
            beforeChange: [publishRestoredDocument, ...(collection.hooks?.beforeChange ?? [])],
          },
          fields: [...collection.fields, ...workflowFields],
          endpoints: [...(collection.endpoints || []), schedulePublishEndpoint, scheduledPublicationsEndpoint],
          admin: {
            ...collection.admin,
            components: {
              ...collection.admin?.components,
              edit: { ...collection.admin?.components?.edit, UnpublishButton: UNPUBLISH_BUTTON },
            },
            // « Aperçu » in the panel: the site's preview page, with a short-lived link to this draft.
            preview: isPreviewable(collection.slug)
              ? (doc, { req }) =>
                  `${siteURL()}${PREVIEW_PATH}?token=${createPreviewToken({ collection: collection.slug, id: String(doc.id) }, req.payload.secret)}`
              : collection.admin?.preview,
          },
        }
      : collection,
  ),
  globals: config.globals?.map((global) =>
    hasDrafts(global.versions)
      ? {
          ...global,
          hooks: {
            ...global.hooks,
            beforeOperation: [...(global.hooks?.beforeOperation ?? []), settleGlobalStatus],
            afterChange: [publishRestoredGlobal, ...(global.hooks?.afterChange ?? [])],
          },
          fields: [...global.fields, ...workflowFields],
          admin: {
            ...global.admin,
            components: {
              ...global.admin?.components,
              elements: { ...global.admin?.components?.elements, UnpublishButton: UNPUBLISH_BUTTON },
            },
          },
        }
      : global,
  ),
})
