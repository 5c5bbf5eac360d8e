import { defineConfig } from 'vitest/config'

// Unit tests of the site's pure code; browser tests in e2e/ belong to Playwright.
export default defineConfig({
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
})
