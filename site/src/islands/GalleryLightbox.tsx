import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react'

import { keepTabInside } from '../lib/ui/focusTrap'
import { ChevronLeft, ChevronRight } from '../lib/ui/icons'
import { lockPageScroll } from '../lib/ui/scrollLock'
import { LightboxFigure, type LightboxItem } from './gallery/LightboxFigure'
import { useSwipe } from './gallery/useSwipe'

export type { LightboxItem }

/** The grid holds photos and videos: the buttons name neither. */
export const LIGHTBOX_LABELS = {
  previous: 'Élément précédent',
  next: 'Élément suivant',
  /** « 3 / 24 »: the item's place among the grid's items (those of this page of the gallery). */
  position: (number: number, count: number) => `${number} / ${count}`,
} as const

/**
 * The previous / next buttons, either side of the counter. At an end of the grid the button stays
 * focusable but says it is unavailable (aria-disabled), so pressing it there does not lose the focus.
 */
const NAV_BUTTON =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20 focus-visible:outline-white aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-white/10'

interface Props {
  items: LightboxItem[]
  /** The grid, rendered by Astro: links to the large media carrying `data-gallery-index`. */
  children?: ReactNode
}

/**
 * The gallery's viewer (docs/product/gallery.md#viewer): clicking an item of the static grid opens
 * a full-screen modal with the large media, its title and date; the close button, a click on the
 * backdrop and Escape close it. The page behind cannot scroll, and focus goes back to the grid's
 * link to the item last shown (the one that opened it, unless the visitor moved on).
 *
 * The viewer goes from item to item of the grid, newest to oldest, with its buttons, the arrow keys
 * and a swipe; it stops at the grid's ends (the button that would leave it says it is unavailable)
 * rather than going round, so « 24 / 24 » is the last one, as the grid shows it.
 */
export default function GalleryLightbox({ items, children }: Props) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const gridRef = useRef<HTMLDivElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  /** The item shown last, whose link takes the focus back when the viewer closes. */
  const shownRef = useRef(0)
  const [announcement, setAnnouncement] = useState('')
  const titleId = useId()
  const isOpen = openIndex !== null
  const item = openIndex === null ? undefined : items[openIndex]
  const position = openIndex === null ? '' : LIGHTBOX_LABELS.position(openIndex + 1, items.length)
  const hasPrevious = openIndex !== null && openIndex > 0
  const hasNext = openIndex !== null && openIndex < items.length - 1

  // The grid is static HTML inside this island: one delegated listener serves every item.
  function openFromGrid(event: MouseEvent<HTMLDivElement>) {
    // Ctrl/⌘-click and the like keep the link's own meaning (a new tab).
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
    const trigger = (event.target as Element).closest<HTMLElement>('[data-gallery-index]')
    if (!trigger || !event.currentTarget.contains(trigger)) return
    const index = Number(trigger.dataset.galleryIndex)
    if (!Number.isInteger(index) || !items[index]) return
    // The item is a link to the large media (for a tap before this island loads): show it here instead.
    event.preventDefault()
    openerRef.current = trigger
    shownRef.current = index
    setAnnouncement('')
    setOpenIndex(index)
  }

  const close = () => setOpenIndex(null)

  /** Shows the item `step` places away, if the grid has one; a playing video stops as its element goes. */
  function move(step: -1 | 1) {
    if (openIndex === null) return
    const next = openIndex + step
    const target = items[next]
    if (!target) return
    shownRef.current = next
    setOpenIndex(next)
    // Said once the new item is shown: its place and its title (the dialog's name changes silently).
    setAnnouncement(`${LIGHTBOX_LABELS.position(next + 1, items.length)} : ${target.title}`)
  }

  useEffect(() => {
    const dialog = dialogRef.current
    if (!isOpen || !dialog) return
    const unlockScroll = lockPageScroll()
    // A modal <dialog> makes the rest of the page inert, so assistive tools stay inside it.
    if (!dialog.open) dialog.showModal()
    closeRef.current?.focus()
    return () => {
      if (dialog.open) dialog.close()
      unlockScroll()
      const shown =
        gridRef.current?.querySelector<HTMLElement>(`[data-gallery-index="${shownRef.current}"]`) ?? openerRef.current
      shown?.focus()
    }
  }, [isOpen])

  // Escape: the browser fires `cancel`; the state, not the browser, decides what is shown.
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault()
    close()
  }

  // ArrowLeft / ArrowRight go from item to item; a focused video keeps its own keys (seeking), and
  // a key with a modifier keeps the browser's meaning (Alt+← goes back a page).
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    keepTabInside(event)
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    if ((event.target as Element).closest('video')) return
    event.preventDefault()
    move(event.key === 'ArrowLeft' ? -1 : 1)
  }

  // A swipe moves as the buttons do.
  const swipe = useSwipe(move)

  // Anything outside the media and its caption is backdrop.
  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as HTMLElement
    if (target === event.currentTarget || target.hasAttribute('data-lightbox-backdrop')) close()
  }

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: one listener for the grid's links, which take the keyboard themselves; without script they open the file. */}
      <div ref={gridRef} onClick={openFromGrid}>
        {children}
      </div>
      {item && (
        <dialog
          ref={dialogRef}
          aria-labelledby={titleId}
          aria-modal="true"
          className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-gray-950 p-0 text-white backdrop:bg-transparent"
          onCancel={onCancel}
          onClose={close}
          onClick={onDialogClick}
          onKeyDown={onKeyDown}
          data-testid="lightbox"
        >
          {/* Scrolls when a long title at a large text size does not fit under the media; the finger's
              sideways moves are left to the swipe. */}
          <div
            data-lightbox-backdrop
            className="flex h-full w-full touch-pan-y touch-pinch-zoom flex-col overflow-y-auto px-4 pb-6"
            onTouchStart={swipe.onTouchStart}
            onTouchEnd={swipe.onTouchEnd}
            onTouchCancel={swipe.onTouchCancel}
          >
            <div data-lightbox-backdrop className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div data-lightbox-backdrop className="flex items-center gap-2">
                {items.length > 1 && (
                  <button
                    type="button"
                    onClick={() => move(-1)}
                    aria-label={LIGHTBOX_LABELS.previous}
                    aria-disabled={!hasPrevious}
                    className={NAV_BUTTON}
                  >
                    <ChevronLeft size={28} />
                  </button>
                )}
                <p className="min-w-16 px-1 text-center font-semibold tabular-nums" data-testid="lightbox-counter">
                  {position}
                </p>
                {items.length > 1 && (
                  <button
                    type="button"
                    onClick={() => move(1)}
                    aria-label={LIGHTBOX_LABELS.next}
                    aria-disabled={!hasNext}
                    className={NAV_BUTTON}
                  >
                    <ChevronRight size={28} />
                  </button>
                )}
              </div>
              <button
                ref={closeRef}
                type="button"
                onClick={close}
                className="inline-flex items-center gap-2 rounded-lg bg-white/10 px-4 py-2 font-semibold text-white ring-1 ring-white/40 hover:bg-white/20 focus-visible:outline-white"
              >
                <svg
                  aria-hidden="true"
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                >
                  <path d="M18 6 6 18M6 6l12 12" />
                </svg>
                Fermer
              </button>
            </div>
            {/* One element per item: moving on unmounts a playing video, which stops it. */}
            <LightboxFigure key={openIndex} item={item} titleId={titleId} />
            <p className="sr-only" aria-live="polite">
              {announcement}
            </p>
          </div>
        </dialog>
      )}
    </>
  )
}
