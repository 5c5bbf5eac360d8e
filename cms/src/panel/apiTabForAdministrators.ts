import type { CollectionConfig, DocumentTabCondition, GlobalConfig, Plugin } from 'payload'
import { canManageAccounts } from 'shared-types'

import { roleOf } from '../access'

/** The « API » tab shows a document as JSON: a developer's view, which only administrators are offered. */
const forAdministrators: DocumentTabCondition = ({ req }) => canManageAccounts(roleOf(req))

const withAdminOnlyApiTab = <T extends CollectionConfig | GlobalConfig>(entity: T): T => ({
  ...entity,
  admin: {
    ...entity.admin,
    components: {
      ...entity.admin?.components,
      views: {
        ...entity.admin?.components?.views,
        edit: {
          ...entity.admin?.components?.views?.edit,
          api: {
            ...entity.admin?.components?.views?.edit?.api,
            tab: { ...entity.admin?.components?.views?.edit?.api?.tab, condition: forAdministrators },
          },
        },
      },
    },
  },
})

/** Every collection and global, those added later included: rédacteurs and éditeurs see no developer tab. */
export const apiTabForAdministrators = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map(withAdminOnlyApiTab),
  globals: config.globals?.map(withAdminOnlyApiTab),
})
