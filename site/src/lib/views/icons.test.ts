import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { CONTENT_ICON_OPTIONS } from 'shared-types'
import { describe, expect, it } from 'vitest'

import { contentIcon, documentPictogram } from './contentIcons'
import * as icons from './icons'
import type { IconData } from './icons'

/** The data @lucide/astro draws an icon with, read from its own file (its components cannot run here). */
function lucideAstroIcon(name: string): IconData {
  const file = fileURLToPath(import.meta.resolve(`@lucide/astro/icons/${name}`))
  const data = /const iconData: LucideIconData = (\{.*\});/.exec(readFileSync(file, 'utf8'))?.[1]
  if (!data) throw new Error(`${name}: no iconData in ${file}`)
  const { node, aliases } = JSON.parse(data) as IconData
  return aliases?.length ? { name, node, aliases } : { name, node }
}

const isIcon = (value: unknown): value is IconData =>
  typeof value === 'object' && value !== null && 'node' in value && 'name' in value

describe('icons', () => {
  const fixed = Object.values(icons).filter(isIcon)

  it.each(fixed.map((data) => [data.name, data] as const))('%s is drawn as @lucide/astro draws it', (name, data) => {
    expect(data).toEqual(lucideAstroIcon(name))
  })

  it.each(CONTENT_ICON_OPTIONS.map((option) => option.value))('the content icon « %s » is a Lucide drawing', (key) => {
    const name = /class="lucide lucide-([a-z0-9-]+)/.exec(String(contentIcon(key)))?.[1] ?? ''
    const data = lucideAstroIcon(name)
    const drawn = String(contentIcon(key, 22, 'extra'))
    expect(drawn).toBe(String(icons.icon(data, 22, 'extra')))
  })

  it('writes the <svg> of <Icon size class aria-hidden="true" />', () => {
    expect(String(icons.icon(icons.UserRound, 18, 'text-primary-700'))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-user-round lucide-user-2 text-primary-700" aria-hidden="true"><circle cx="12" cy="8" r="5"></circle><path d="M20 21a8 8 0 0 0-16 0"></path></svg>',
    )
  })

  it('draws a document without a pictogram as a plain sheet, decorative like every pictogram', () => {
    expect(String(documentPictogram(null))).toContain('lucide-file"')
    expect(String(documentPictogram('tax-stamp', 32))).toBe(String(contentIcon('tax-stamp', 32)))
    expect(String(documentPictogram('birth-extract'))).toContain('aria-hidden="true"')
  })

  it('draws a neutral book for a name it does not know', () => {
    expect(String(contentIcon('fa-unknown'))).toContain('lucide-book-open')
    expect(String(contentIcon(null))).toContain('lucide-book-open')
  })
})
