/**
 * Stops the page behind a modal from scrolling (the gallery lightbox, the admin forms) and gives
 * back the scrollbar's width as padding, so the layout does not jump. Returns the undo.
 */
export function lockPageScroll(): () => void {
  const { body, documentElement } = document
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
  const scrollbar = window.innerWidth - documentElement.clientWidth
  body.style.overflow = 'hidden'
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
  return () => {
    body.style.overflow = previous.overflow
    body.style.paddingRight = previous.paddingRight
  }
}
