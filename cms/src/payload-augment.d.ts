import type { Config } from 'shared-types/payload-types'

// Types the Local API with the collections of this CMS (generated into shared-types).
declare module 'payload' {
  export interface GeneratedTypes extends Config {}
}
