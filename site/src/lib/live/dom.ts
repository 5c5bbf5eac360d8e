import type { Media } from 'shared-types/payload-types'

import { cmsAddress } from '../cms/client'
import { populated } from '../cms/shapes'

/**
 * The DOM helpers the live renderers share. A renderer's page is a model the build rendered into a
 * <template> of the page (src/components/LiveModels.astro: a detail view without data, whose hooks are marked `data-field`):
 * `cloneModel` copies it, `setText`, `fillList` and `fillImage` fill it. Text always goes through
 * textContent, so nothing a CMS editor typed can become markup (the news body is the one
 * exception, through renderLightFormatting).
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

/** A copy of the model kept in `<template id={templateId}>` (src/components/LiveModels.astro), owned by this document. */
export function cloneModel(templateId: string): DocumentFragment {
  const template = document.getElementById(templateId)
  if (!(template instanceof HTMLTemplateElement)) throw new Error(`page without <template id="${templateId}">`)
  return document.importNode(template.content, true)
}

/** The element of the model marked `data-field="{name}"`. */
export function field<T extends HTMLElement = HTMLElement>(root: ParentNode, name: string): T {
  const found = root.querySelector<T>(`[data-field="${name}"]`)
  if (!found) throw new Error(`model without data-field="${name}"`)
  return found
}

/** Writes `text` into the field, as text. */
export function setText(root: ParentNode, name: string, text: string): HTMLElement {
  const node = field(root, name)
  node.textContent = text
  return node
}

/**
 * Writes a date into the field as a <time>: the model holds a <span> there, since an empty <time>
 * is not valid HTML, and the span becomes a <time> carrying the same attributes.
 */
export function setDate(root: ParentNode, name: string, text: string, iso: string | undefined): HTMLElement {
  const placeholder = field(root, name)
  const time = document.createElement('time')
  for (const attribute of placeholder.attributes) time.setAttribute(attribute.name, attribute.value)
  time.textContent = text
  if (iso) time.dateTime = iso
  placeholder.replaceWith(time)
  return time
}

/** Writes `text` into the field, hidden when there is none (as the static page leaves it out). */
export function setOptionalText(root: ParentNode, name: string, text: string | null | undefined): HTMLElement {
  const node = setText(root, name, text?.trim() ? text : '')
  node.hidden = !node.textContent
  return node
}

/**
 * Fills a list from its model: the field's first element is the model item the view renders
 * without data; it is cloned once per entry and handed to `fill`, and the list then holds the
 * clones only. A section of its own is hidden when there is no entry (`section`: its field name).
 */
export function fillList<T>(
  root: ParentNode,
  name: string,
  entries: readonly T[],
  fill: (item: HTMLElement, entry: T, index: number) => void,
  section?: string,
): void {
  const list = field(root, name)
  const model = list.firstElementChild
  if (!model) throw new Error(`data-field="${name}" without a model item`)
  list.replaceChildren(
    ...entries.map((entry, index) => {
      const item = model.cloneNode(true) as HTMLElement
      fill(item, entry, index)
      return item
    }),
  )
  if (section) field(root, section).hidden = entries.length === 0
}

/** Where the browser fetches an upload: through the site's origin (see `cmsAddress`). */
const safeMediaUrl = (url: string | null | undefined): string | undefined => cmsAddress(url)

export interface LiveImage {
  /** The upload, populated (depth ≥ 1); an id or nothing gives the fallback. */
  image: Media | number | string | null | undefined
  alt: string
  /** The `sizes` of the static page's picture, so the browser picks the same width. */
  sizes: string
  /**
   * The page's default image (docs/product/public-pages.md#pictures-that-fail-to-load), for a
   * missing, unsafe or broken upload.
   */
  fallback: { src: string; width: number; height: number }
}

/**
 * Fills a model's <img> with a CMS upload: the sizes the CMS generated for it as a srcset (the
 * build's image pipeline is not there), so a phone downloads the smallest that fits `sizes`; the
 * fallback image when there is no usable upload or it fails to load.
 */
export function fillImage(img: HTMLImageElement, { image, alt, sizes, fallback }: LiveImage): void {
  const showFallback = () => {
    img.removeAttribute('srcset')
    img.removeAttribute('sizes')
    img.src = fallback.src
    img.width = fallback.width
    img.height = fallback.height
  }
  img.alt = alt
  const media = populated(image)
  const src = safeMediaUrl(media?.url)
  if (!media || !src) {
    showFallback()
    return
  }
  if (media.width && media.height) {
    img.width = media.width
    img.height = media.height
  }
  const candidates = [...Object.values(media.sizes ?? {}), { url: media.url, width: media.width }]
    .map((size) => ({ url: safeMediaUrl(size?.url), width: size?.width }))
    .filter((size): size is { url: string; width: number } => Boolean(size.url && size.width))
  img.addEventListener('error', showFallback, { once: true })
  if (candidates.length > 1) {
    img.srcset = candidates.map((size) => `${size.url} ${size.width}w`).join(', ')
    img.sizes = sizes
  }
  img.src = src
}
