import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { repoRoot, trackedFiles } from './repository'

/**
 * No hand-written source file grows past a few screens: past that, a file mixes subjects and is split
 * by subject (a folder of modules, a helper beside a script, a sub-component beside an island).
 */
const MAX_LINES = 300

const SOURCE = /\.(?:ts|tsx|astro|mjs)$/

/**
 * What nobody writes by hand or reads as a whole: first-run content, generated files (Payload's
 * types and migrations; its import map is JavaScript, outside SOURCE), and tests, whose length is
 * their cases.
 */
const EXEMPT = [
  /^cms\/src\/seed\//,
  /^cms\/src\/migrations\//,
  /^shared-types\/src\/payload-types\.ts$/,
  /\.(?:test|spec)\.ts$/,
  /(?:^|\/)(?:test|e2e|e2e-publish)\//,
]

/** The lines of a text as an editor numbers them: a final newline ends the last line, it starts none. */
function lineCount(text: string): number {
  if (text === '') return 0
  const lines = text.split('\n').length
  return text.endsWith('\n') ? lines - 1 : lines
}

const trackedSources = (): string[] =>
  trackedFiles().filter((file) => SOURCE.test(file) && !EXEMPT.some((pattern) => pattern.test(file)))

describe('the size of source files', () => {
  const sizes = trackedSources().map((file) => ({
    file,
    lines: lineCount(readFileSync(path.join(repoRoot, file), 'utf8')),
  }))

  it(`keeps every hand-written source file to ${MAX_LINES} lines`, () => {
    const over = sizes.filter(({ lines }) => lines > MAX_LINES).map(({ file, lines }) => `${file}: ${lines} lines`)
    expect(over, 'split the file by subject into modules beside it').toEqual([])
  })

  it('counts lines as an editor numbers them', () => {
    expect([lineCount(''), lineCount('a\n'), lineCount('a\nb'), lineCount('a\nb\n')]).toEqual([0, 1, 2, 2])
  })
})
