/**
 * A picture that fails to load (a file gone from the host, a cut connection) shows the
 * page's default image instead of a broken one (docs/product/public-pages.md#pictures-that-fail-to-load).
 * The images carry their default in `data-fallback`
 * (components/CmsImage.astro, the gallery's lightbox). Those that failed before this script ran
 * are found by their state; later ones (lazy images) by their `error` event, which does not
 * bubble but is seen by a listener that captures.
 */
function showFallback(img: HTMLImageElement): void {
  const fallback = img.dataset.fallback
  if (!fallback || img.getAttribute('src') === fallback) return
  // Inside a <picture>, the browser would keep choosing among the sources: only the default is left.
  for (const source of img.closest('picture')?.querySelectorAll('source') ?? []) source.remove()
  img.removeAttribute('srcset')
  img.removeAttribute('sizes')
  img.src = fallback
}

document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement) showFallback(event.target)
  },
  true,
)
for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
  if (img.complete && img.naturalWidth === 0) showFallback(img)
}
