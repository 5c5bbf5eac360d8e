import { describe, expect, it } from 'vitest'

import { countTests, namedProblems } from '../../scripts/test-report.mjs'

/**
 * The closing report of `npm test` (scripts/test-report.mjs): a CI log keeps only its tail, so the
 * report itself must name each test that failed or passed only on a retry, from the runners' output.
 */
const PLAYWRIGHT = `
Running 386 tests using 1 worker
··×·°·
  1) [mobile] › e2e/offline.spec.ts:42:3 › Hors ligne › une page gardée s’ouvre sans réseau ───────────

    Error: expect(locator).toBeVisible() failed

  1 failed
    [mobile] › e2e/offline.spec.ts:42:3 › Hors ligne › une page gardée s’ouvre sans réseau ────────────
  1 flaky
    [desktop] › e2e/spoken.spec.ts:18:1 › Écouter en wolof ─────────────────────────────────────────────
  86 skipped
  298 passed (13.3m)
`
const VITEST = `
 FAIL  |shared-server| test/requests.test.ts > demandes > 50 envois simultanés 1203ms
 ✓ test/content.test.ts (12 tests) 3021ms
 Test Files  1 failed | 40 passed (41)
      Tests  1 failed | 445 passed (446)
`

describe('the report of npm test', () => {
  it('names the failed and the flaky browser tests', () => {
    expect(namedProblems(PLAYWRIGHT)).toEqual([
      'failed: [mobile] › e2e/offline.spec.ts:42:3 › Hors ligne › une page gardée s’ouvre sans réseau',
      'flaky: [desktop] › e2e/spoken.spec.ts:18:1 › Écouter en wolof',
    ])
    expect(countTests(PLAYWRIGHT)).toBe('1 failed, 1 flaky, 86 skipped, 298 passed')
  })

  it('names the failed Vitest tests, colours and pnpm prefixes aside', () => {
    const coloured = VITEST.replace('FAIL', '\x1b[31mFAIL\x1b[39m')
    expect(namedProblems(coloured)).toEqual([
      'failed: |shared-server| test/requests.test.ts > demandes > 50 envois simultanés',
    ])
    expect(namedProblems(`cms test:contract: ${VITEST.trim()}`)).toHaveLength(1)
  })

  it('names nothing when everything passed', () => {
    expect(namedProblems('  300 passed (13.3m)\n Tests  477 passed (477)')).toEqual([])
  })
})
