import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { repoRoot, trackedFiles } from './repository'

/**
 * The repository documents itself (docs/README.md, « Citing these pages from code »): a comment,
 * a test or a page that explains a rule points to a page of docs/, which a reader can open. This
 * checks every tracked text file for citations of documents that are not in the repository (a
 * specification or design note by name, an issue number), and every link to docs/ for a page and
 * a heading that exist.
 */
const thisFile = path.relative(repoRoot, import.meta.filename)

/** Generated or vendored files that nobody writes comments in. */
const SKIPPED = new Set(['pnpm-lock.yaml'])

/** The text of a tracked file, or null for a binary one (or a folder: a submodule). */
function textOf(file: string): string | null {
  const full = path.join(repoRoot, file)
  if (!statSync(full).isFile()) return null
  const bytes = readFileSync(full)
  return bytes.includes(0) ? null : bytes.toString('utf8')
}

const files = trackedFiles()
  .filter((file) => !SKIPPED.has(file) && file !== thisFile)
  .map((file) => ({ file, text: textOf(file) }))
  .filter((entry): entry is { file: string; text: string } => entry.text !== null)

interface Finding {
  file: string
  line: number
  text: string
}

function findAll(pattern: RegExp, select = (_file: string) => true): Finding[] {
  const findings: Finding[] = []
  for (const { file, text } of files) {
    if (!select(file)) continue
    text.split('\n').forEach((content, index) => {
      for (const match of content.matchAll(pattern)) findings.push({ file, line: index + 1, text: match[0] })
    })
  }
  return findings
}

const where = (findings: Finding[]) => findings.map(({ file, line, text }) => `${file}:${line}: ${text}`)

/**
 * A heading's anchor as GitHub writes it: lower case, punctuation dropped (letters of any script,
 * digits, spaces, hyphens and underscores kept), spaces turned into hyphens; a repeated heading
 * gets -1, -2…
 */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const title = fenced ? undefined : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1]
    if (title === undefined) continue
    const base = title
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

/** What is wrong with a link to a repository path (from the root), or null when it leads somewhere. */
function brokenLink(target: string): string | null {
  const [pathPart = '', anchor] = target.split('#')
  const full = path.join(repoRoot, pathPart)
  if (!full.startsWith(repoRoot) || !existsSync(full)) return `${pathPart} does not exist`
  if (!anchor) return null
  if (!pathPart.endsWith('.md')) return `${pathPart} has no headings`
  return headingAnchors(readFileSync(full, 'utf8')).has(anchor) ? null : `${pathPart} has no heading #${anchor}`
}

describe('citations in the repository', () => {
  it('cites no document that is not in the repository', () => {
    const citations = [
      // The product specification and the design notes, by name: « SPEC §2 », « DESIGN: workflow ».
      ...findAll(/\b(?:SPEC|DESIGN)\b(?:\.md|\s*§\s*\d+)?/g),
      // A section of the specification cited in lower case: « spec §4 ».
      ...findAll(/\b[Ss]pec(?:ification)?\s*§\s*\d*/g),
      // An issue of a tracker: « issue 12 », « Issue 25 », « issues #3 ».
      ...findAll(/\bissues?\s+#?\d+/gi),
    ]
    expect(where(citations), 'cite a page of docs/ instead (docs/README.md)').toEqual([])
  })

  it('points every docs/ citation at an existing page and heading', () => {
    const broken = findAll(/(?<![\w./-])docs\/[\w./-]*[\w/](?:#[\w-]+)?/g).flatMap((finding) => {
      const problem = brokenLink(finding.text)
      return problem ? [{ ...finding, text: `${finding.text} (${problem})` }] : []
    })
    expect(where(broken)).toEqual([])
  })

  it('names only source files and folders that exist', () => {
    // A path from the repository's root, as comments and pages name them: `cms/src/storage/db.ts`.
    const named = /(?<![\w./-])(?:cms|site|shared-types)\/(?:src|test|e2e|e2e-publish|scripts)\/[\w.()[\]/-]*[\w/]/g
    const missing = findAll(named).filter((finding) => !existsSync(path.join(repoRoot, finding.text)))
    expect(where(missing), 'a file moved: name it where it is now').toEqual([])
  })

  it('keeps the relative links of the documentation working', () => {
    const isDocumentation = (file: string) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md'))
    const broken = findAll(/\]\(([^)\s]+)\)/g, isDocumentation).flatMap((finding) => {
      const target = finding.text.slice(2, -1)
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return []
      const fromRoot = target.startsWith('#')
        ? `${finding.file}${target}`
        : path.posix.normalize(path.posix.join(path.posix.dirname(finding.file), target))
      const problem = brokenLink(fromRoot)
      return problem ? [{ ...finding, text: `${target} (${problem})` }] : []
    })
    expect(where(broken)).toEqual([])
  })

  it('reads anchors as GitHub writes them', () => {
    const anchors = headingAnchors(
      '# Title\n## The site’s state for staff\n```\n## not a heading\n```\n### POST /api/auth/login\n## Drafts\n## Drafts\n',
    )
    expect([...anchors]).toEqual(['title', 'the-sites-state-for-staff', 'post-apiauthlogin', 'drafts', 'drafts-1'])
  })
})
