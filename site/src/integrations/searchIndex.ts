import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'
import * as pagefind from 'pagefind'

/**
 * The site's search index, written by Pagefind after each build into `pagefind/` beside the pages:
 * a static index in small fragments that the search page's script downloads only when a visitor
 * searches (src/lib/search.ts). Pagefind indexes the pages whose layout marks their content
 * (`data-pagefind-body`, BaseLayout's `searchType`) and nothing else: not the navigation, the
 * footer, the staff screens, the 404 or the preview page. French throughout, so that words are
 * stemmed as French (« démarches » finds « démarche ») and accents fold (« electricite » finds
 * « électricité »).
 */
export function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir)
        const { index, errors } = await pagefind.createIndex({ forceLanguage: 'fr' })
        if (!index) throw new Error(`Index de recherche impossible : ${errors.join(' ; ')}`)
        try {
          const added = await index.addDirectory({ path: root })
          if (added.errors.length > 0) throw new Error(added.errors.join(' ; '))
          const written = await index.writeFiles({ outputPath: path.join(root, 'pagefind') })
          if (written.errors.length > 0) throw new Error(written.errors.join(' ; '))
          logger.info(`index de recherche : ${added.page_count} page(s)`)
        } finally {
          await pagefind.close()
        }
      },
    },
  }
}
