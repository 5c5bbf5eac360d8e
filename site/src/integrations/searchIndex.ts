import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'
import * as pagefind from 'pagefind'

import { reuseState } from '../lib/build/pageReuse'
import { writeQuickSearchIndex } from '../lib/build/quickSearchIndex'
import { createSearchIndex, indexPages } from '../lib/build/searchIndexing'

/**
 * The site's search index, written by Pagefind after each build into `pagefind/` beside the pages:
 * a static index in small fragments that the search page's script downloads only when a visitor
 * searches (src/lib/search.ts). Pagefind indexes the pages whose layout marks their content
 * (`data-pagefind-body`, BaseLayout's `searchType`) and nothing else: not the navigation, the
 * footer, the staff screens, the 404 or the preview page. A build that reuses news pages began the
 * index with them while it rendered the others (lib/build/pageReuse.ts); it is finished here,
 * before those pages join the build. The quick search's index of titles and keywords
 * (lib/build/quickSearchIndex.ts) is written beside it.
 */
export function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir)
        try {
          const { index, pages: reused } = (await reuseState().searchIndex) ?? {
            index: await createSearchIndex(),
            pages: 0,
          }
          const pages = reused + (await indexPages(index, root))
          const written = await index.writeFiles({ outputPath: path.join(root, 'pagefind') })
          if (written.errors.length > 0) throw new Error(written.errors.join(' ; '))
          logger.info(
            `index de recherche : ${pages} page(s), ${await writeQuickSearchIndex(root)} entrée(s) de la recherche rapide`,
          )
        } finally {
          await pagefind.close()
        }
      },
    },
  }
}
