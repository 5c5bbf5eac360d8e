import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** The folder the global setup built the site into. */
export const outDir = path.resolve(import.meta.dirname, '..', process.env.SITE_OUT_DIR ?? 'dist')

/** Every page of the build, as the URL path a visitor types (`/`, `/actualites/3`, `/404`). */
export function builtPages(root: string = outDir): string[] {
  const pages: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== '_astro') walk(full)
      } else if (entry.name.endsWith('.html')) {
        const relative = path.relative(root, full).replace(/\\/g, '/')
        pages.push(`/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`)
      }
    }
  }
  walk(root)
  return pages.sort()
}

/** One page of each kind: detail pages repeat one template, so the first of each stands for all. */
export function onePagePerKind(root: string = outDir): string[] {
  const seen = new Set<string>()
  return builtPages(root).filter((page) => {
    const kind = page.replace(/\/\d+$/, '/:id')
    if (seen.has(kind)) return false
    seen.add(kind)
    return true
  })
}

/** The HTML file the build wrote for a page path (`/` → index.html, `/a/b` → a/b/index.html or a/b.html). */
export function builtHtml(pagePath: string, root: string = outDir): string {
  const relative = pagePath.replace(/^\//, '')
  const candidates = relative === '' ? ['index.html'] : [`${relative}/index.html`, `${relative}.html`]
  const file = candidates.map((candidate) => path.join(root, candidate)).find((candidate) => existsSync(candidate))
  if (!file) throw new Error(`aucun fichier construit pour ${pagePath}`)
  return readFileSync(file, 'utf8')
}

/**
 * The legal pages (editorial pages seeded by the CMS, also the offline fallback): built like any
 * page, so html-validate and the budgets cover them through builtPages(); legal-pages.spec.ts runs
 * axe on each and follows their footer links from every kind of page.
 */
export const LEGAL_PAGES = [
  { path: '/mentions-legales', title: 'Mentions légales' },
  { path: '/donnees-personnelles', title: 'Données personnelles' },
  { path: '/accessibilite', title: 'Accessibilité' },
] as const

/** Pages drawn without the public footer: the staff screens (AdminPageLayout). */
export const hasPublicFooter = (pagePath: string): boolean => !/^\/(admin\/|login$|welcome$)/.test(pagePath)
