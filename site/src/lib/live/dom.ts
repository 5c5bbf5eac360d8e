import type { Media } from 'shared-types/payload-types'

/**
 * The few DOM helpers of the live renderers. Text always goes through textContent, so nothing a
 * CMS editor typed can become markup (the news body is the one exception, through renderLightFormatting).
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  children: (Node | string)[] = [],
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (className) node.className = className
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  node.append(...children) // strings become text nodes
  return node
}

/** A loading state: spinner and a polite status message. */
export function showLoading(target: HTMLElement, text: string): void {
  target.replaceChildren(
    el('div', 'container-page flex items-center justify-center gap-3 py-24 text-gray-700', [
      el('span', 'size-6 animate-spin rounded-full border-4 border-primary-100 border-t-primary-700', [], { 'aria-hidden': 'true' }),
      el('p', '', [text], { role: 'status' }),
    ]),
  )
}

/** An error state: the message as the page's heading and one way out. */
export function showError(target: HTMLElement, message: string, link: { href: string; text: string }): void {
  target.replaceChildren(
    el('div', 'container-page py-24 text-center', [
      el('p', 'mx-auto flex size-14 items-center justify-center rounded-full bg-red-100 text-2xl font-bold text-red-800', ['!'], { 'aria-hidden': 'true' }),
      el('h1', 'mt-5 text-2xl font-bold text-gray-900 sm:text-3xl', [message], { 'data-testid': 'live-error' }),
      el('p', 'mt-8', [el('a', 'btn-primary', [link.text], { href: link.href })]),
    ]),
  )
}

/** The CMS address of an upload, only when it is http(s). */
export function safeMediaUrl(url: string | null | undefined, base: string): string | undefined {
  if (!url) return undefined
  try {
    const absolute = new URL(url, base)
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : undefined
  } catch {
    return undefined
  }
}

/**
 * Gives a live <img> the CMS upload and the sizes the CMS generated for it, so a phone downloads
 * the smallest that fits `sizes`; `onError` swaps in the page's fallback image.
 */
export function setCmsSources(img: HTMLImageElement, media: Media, src: string, sizes: string, base: string, onError: () => void): void {
  const candidates = [...Object.values(media.sizes ?? {}), { url: media.url, width: media.width }]
    .map((size) => ({ url: safeMediaUrl(size?.url, base), width: size?.width }))
    .filter((size): size is { url: string; width: number } => Boolean(size.url && size.width))
  img.addEventListener('error', onError, { once: true })
  if (candidates.length > 1) {
    img.srcset = candidates.map((size) => `${size.url} ${size.width}w`).join(', ')
    img.sizes = sizes
  }
  img.src = src
}
