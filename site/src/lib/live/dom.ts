/**
 * The states a live page shows before or instead of its view (./view.ts): loading, and an error.
 * Built with the DOM, text through text nodes, so no message can become markup.
 */

function el<K extends keyof HTMLElementTagNameMap>(
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
      el('span', 'size-6 animate-spin rounded-full border-4 border-primary-100 border-t-primary-700', [], {
        'aria-hidden': 'true',
      }),
      el('p', '', [text], { role: 'status' }),
    ]),
  )
}

/** An error state: the message as the page's heading and one way out. */
export function showError(target: HTMLElement, message: string, link: { href: string; text: string }): void {
  target.replaceChildren(
    el('div', 'container-page py-24 text-center', [
      el(
        'p',
        'mx-auto flex size-14 items-center justify-center rounded-full bg-red-100 text-2xl font-bold text-red-800',
        ['!'],
        { 'aria-hidden': 'true' },
      ),
      el('h1', 'mt-5 text-2xl font-bold text-gray-900 sm:text-3xl', [message], { 'data-testid': 'live-error' }),
      el('p', 'mt-8', [el('a', 'btn-primary', [link.text], { href: link.href })]),
    ]),
  )
}
