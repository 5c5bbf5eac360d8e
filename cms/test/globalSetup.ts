import type { TestProject } from 'vitest/node'

import { startCms } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string
  }
}

export default async function setup(project: TestProject) {
  const cms = await startCms()
  project.provide('cmsUrl', cms.url)
  return cms.stop
}
