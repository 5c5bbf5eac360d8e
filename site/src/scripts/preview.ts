/**
 * The preview page's own script, kept tiny: without a link there is nothing to load; with one, the
 * preview renderer (its own chunk) reads the draft and draws it.
 */
const target = document.getElementById('apercu')!
const token = new URLSearchParams(window.location.search).get('token')

if (token) {
  void import('../lib/live/preview').then(({ showPreview }) => showPreview(target, token))
} else {
  document.getElementById('apercu-refuse')!.hidden = false
}
