import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react'

import { keepTabInside } from '../lib/ui/focusTrap'
import { lockPageScroll } from '../lib/ui/scrollLock'

/** What the lightbox shows for one grid item; images are pre-optimised by the build (getImage). */
export interface LightboxItem {
  title: string
  /** French long date of createdAt. */
  date: string
  /** ISO date for <time datetime>. */
  datetime?: string
  /** Address of the video file, for video items. */
  video?: string
  image?: {
    src: string
    srcSet?: string
    sizes?: string
    width: number
    height: number
    /** The default image shown if this one fails to load (scripts/imageFallback.ts). */
    fallback?: string
  }
}

interface Props {
  items: LightboxItem[]
  /** The grid, rendered by Astro: links to the large media carrying `data-gallery-index`. */
  children?: ReactNode
}

/**
 * SPEC §2 Gallery: clicking an item of the static grid opens a full-screen modal with the large
 * media, its title and date; the close button, a click on the backdrop and Escape close it. The
 * page behind cannot scroll, and focus goes back to the item that opened it.
 */
export default function GalleryLightbox({ items, children }: Props) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const isOpen = openIndex !== null
  const item = openIndex === null ? undefined : items[openIndex]

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
    setOpenIndex(index)
  }

  const close = () => setOpenIndex(null)

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
      openerRef.current?.focus()
    }
  }, [isOpen])

  // Escape: the browser fires `cancel`; the state, not the browser, decides what is shown.
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault()
    close()
  }

  // Anything outside the media and its caption is backdrop.
  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as HTMLElement
    if (target === event.currentTarget || target.hasAttribute('data-lightbox-backdrop')) close()
  }

  return (
    <>
      <div onClick={openFromGrid}>{children}</div>
      {item && (
        <dialog
          ref={dialogRef}
          aria-labelledby={titleId}
          aria-modal="true"
          className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-gray-950 p-0 text-white backdrop:bg-transparent"
          onCancel={onCancel}
          onClose={close}
          onClick={onDialogClick}
          onKeyDown={keepTabInside}
          data-testid="lightbox"
        >
          <div data-lightbox-backdrop className="flex h-full w-full flex-col items-center justify-center px-4 pt-16 pb-6">
            <button
              ref={closeRef}
              type="button"
              onClick={close}
              className="absolute top-3 right-3 inline-flex items-center gap-2 rounded-lg bg-white/10 px-4 py-2 font-semibold text-white ring-1 ring-white/40 hover:bg-white/20 focus-visible:outline-white"
            >
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
              Fermer
            </button>
            <figure className="flex max-h-full min-h-0 flex-col items-center">
              {item.video ? (
                <video
                  src={item.video}
                  controls
                  preload="metadata"
                  className="h-auto max-h-[calc(100dvh-10rem)] w-[min(100%,960px)] rounded-lg bg-black"
                >
                  <a href={item.video} className="underline">
                    Télécharger la vidéo « {item.title} »
                  </a>
                </video>
              ) : (
                item.image && (
                  <img
                    src={item.image.src}
                    srcSet={item.image.srcSet || undefined}
                    sizes={item.image.srcSet ? item.image.sizes : undefined}
                    width={item.image.width}
                    height={item.image.height}
                    alt={item.title}
                    data-fallback={item.image.fallback}
                    decoding="async"
                    className="h-auto max-h-[calc(100dvh-10rem)] w-auto max-w-[min(100%,1200px)] rounded-lg object-contain"
                  />
                )
              )}
              <figcaption className="mt-4 text-center">
                <h2 id={titleId} className="text-lg font-bold sm:text-xl">
                  {item.title}
                </h2>
                {item.date && (
                  <time dateTime={item.datetime} className="mt-1 block text-sm text-gray-200">
                    {item.date}
                  </time>
                )}
              </figcaption>
            </figure>
          </div>
        </dialog>
      )}
    </>
  )
}
