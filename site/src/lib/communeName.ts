import { documentTitle } from 'shared-types'

/**
 * The commune's name in the browser (admin screens, live fallbacks): each build writes it from the
 * CMS into every page's head (components/DocumentHead.astro), so scripts never carry a copy.
 */
export const communeName = (): string =>
  document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ?? ''

/** A document title as the layouts write it: the page's own title, then the commune (shared-types documentTitle). */
export const titleWithCommune = (title: string): string => documentTitle(title, communeName())
