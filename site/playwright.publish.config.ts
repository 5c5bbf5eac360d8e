import { defineConfig } from '@playwright/test'

import { chromium, reporter } from './playwright.config'

/**
 * Publish → rebuild, end to end: the specs share the whole product as `npm start` runs it (CMS,
 * local build hook, site, started once on a fresh database by e2e-publish/product.ts) and publish
 * through the API and the panel. One worker: the product under test builds the site, which needs
 * the machine to itself.
 */
export default defineConfig({
  testDir: './e2e-publish',
  // Beside the browser tests' folder, not in it: they empty theirs as they start, while this suite may still run.
  outputDir: './test-results-publish',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    locale: 'fr-FR',
    timezoneId: 'Africa/Dakar',
    viewport: { width: 1280, height: 800 },
    launchOptions: chromium,
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
})
