import type { TestProject } from 'vitest/node'

import { startCms } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string
  }
}

export default async function setup(project: TestProject) {
  // The jobs queue is looked at every 2 s (30 s by default), for the scheduled publications.
  const cms = await startCms({ env: { JOBS_AUTORUN_SECONDS: '2' } })
  project.provide('cmsUrl', cms.url)
  return cms.stop
}
