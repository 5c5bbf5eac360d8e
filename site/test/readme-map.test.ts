import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { repoRoot } from './repository'

/**
 * The README's map of the tree (« Where things are ») is how a newcomer finds their way: every folder
 * of the packages' sources is on it, and everything on it exists.
 */
const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8')
const map = /### Where things are\n+```\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''

/** Each package root of the map and the names listed under it (`lib/live/`, `pages/ layouts/`, `db.ts`). */
function entriesOfMap(): Map<string, string[]> {
  const entries = new Map<string, string[]>()
  let root = ''
  for (const line of map.split('\n')) {
    const top = /^(\S+\/)(?:\s|$)/.exec(line)?.[1]
    if (top) {
      root = top
      entries.set(root, [])
      continue
    }
    const names = /^ {2}(\S+(?: \S+)*?)(?: {2,}|$)/.exec(line)?.[1]
    if (root && names) entries.get(root)?.push(...names.split(' ').map((name) => name.replace(/<[^>]*>\/?$/, '')))
  }
  return entries
}

const folders = (dir: string) =>
  readdirSync(path.join(repoRoot, dir)).filter((name) => statSync(path.join(repoRoot, dir, name)).isDirectory())

describe("the README's map of the tree", () => {
  const entries = entriesOfMap()

  it('has the sources of each package', () => {
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['shared-types/src/', 'cms/src/', 'site/src/']))
  })

  it('names only what exists', () => {
    const missing = [...entries].flatMap(([root, names]) =>
      names
        .filter((name) => !name.includes('*') && !existsSync(path.join(repoRoot, root, name)))
        .map((name) => root + name),
    )
    expect(missing).toEqual([])
  })

  it('shows every folder of the CMS, of the site and of the site’s lib/', () => {
    /** A folder is on the map under its root by its own line (`offline/`) or by one inside it (`lib/cms/`). */
    const isOnMap = (root: string, folder: string) =>
      (entries.get(root) ?? []).some((name) => name === `${folder}/` || name.startsWith(`${folder}/`))
    const unlisted = [
      ...folders('cms/src')
        .filter((name) => !isOnMap('cms/src/', name))
        .map((name) => `cms/src/${name}`),
      ...folders('site/src')
        .filter((name) => !isOnMap('site/src/', name))
        .map((name) => `site/src/${name}`),
      ...folders('site/src/lib')
        .filter((name) => !isOnMap('site/src/', `lib/${name}`))
        .map((name) => `site/src/lib/${name}`),
    ]
    expect(unlisted).toEqual([])
  })
})
