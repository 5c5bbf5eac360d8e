import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

/**
 * `client:painted`: an island hydrated once its page has been painted. Astro's `client:idle` waits
 * for the browser to be idle, which on a small page comes before the first paint: the staff screens'
 * script (React, about 66 KB) was then fetched and run ahead of the drawn screen, which a slow phone
 * shows later for it. No directive of Astro's or of a kept library waits for the paint, so this one
 * is written here (`directive.ts`).
 */
export function paintedDirective(): AstroIntegration {
  return {
    name: 'painted-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'painted', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) })
      },
    },
  }
}

declare global {
  namespace Astro {
    interface ClientDirectives {
      'client:painted'?: boolean
    }
  }
}
