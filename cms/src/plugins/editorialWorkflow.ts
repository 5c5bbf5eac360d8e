import type { Plugin } from 'payload'
import { PREVIEW_PATH, isPreviewable } from 'shared-types'

import { schedulePublishEndpoint } from '../endpoints/schedulePublish'
import { siteURL } from '../lib/urls'
import { workflowFields } from '../workflow/fields'
import { publishRestoredDocument, publishRestoredGlobal, settleCollectionStatus, settleGlobalStatus } from '../workflow/hooks'
import { createPreviewToken } from '../workflow/previewToken'

const hasDrafts = (versions: unknown): boolean =>
  typeof versions === 'object' && versions !== null && Boolean((versions as { drafts?: unknown }).drafts)

/**
 * The editorial workflow (DESIGN: workflow) on every collection and global with drafts: what a save
 * means for each role, a restored version published, and who saved each version. A plugin, so that
 * content given drafts later cannot miss it; each collection's file still says its access and versions.
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
          endpoints: [...(collection.endpoints || []), schedulePublishEndpoint],
          // « Aperçu » in the panel: the site's preview page, with a short-lived link to this draft.
          admin: isPreviewable(collection.slug)
            ? {
                ...collection.admin,
                preview: (doc, { req }) =>
                  `${siteURL()}${PREVIEW_PATH}?token=${createPreviewToken({ collection: collection.slug, id: String(doc.id) }, req.payload.secret)}`,
              }
            : collection.admin,
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
        }
      : global,
  ),
})
