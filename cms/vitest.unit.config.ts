import { defineConfig } from 'vitest/config'

// Unit tests of the CMS's source (its layout, pure rules) and of its scripts; the API contract suite has its own config.
export default defineConfig({
  test: { include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] },
})
