import { useEffect, useId, useRef, type ReactNode, type RefObject, type SyntheticEvent } from 'react'

import { X } from '../../lib/ui/icons'
import { FOCUSABLE, keepTabInside } from '../../lib/ui/focusTrap'
import { lockPageScroll } from '../../lib/ui/scrollLock'

export interface ModalProps {
  title: string
  onClose: () => void
  children: ReactNode
  /** `alertdialog` for confirmations, which interrupt the task at hand. */
  role?: 'dialog' | 'alertdialog'
  /** Id of the text that explains the dialog (a confirmation's question). */
  describedBy?: string
  /** What gets focus on open; by default the first field or button of the body. */
  initialFocus?: RefObject<HTMLElement | null>
  /** Where focus goes on close when the element that opened the dialog is gone (a deleted row). */
  fallbackFocus?: () => HTMLElement | null
  /** While a request runs, Escape and the close button do nothing. */
  locked?: boolean
  size?: 'sm' | 'lg'
}

/**
 * An accessible modal dialog, mounted while open: a native modal `<dialog>` (the page behind is
 * inert and the backdrop covers it), labelled by its title, Tab and Shift+Tab kept inside, Escape
 * closes it, and focus returns to what opened it.
 */
export default function Modal({
  title,
  onClose,
  children,
  role = 'dialog',
  describedBy,
  initialFocus,
  fallbackFocus,
  locked = false,
  size = 'lg',
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  // Read when the dialog opens and closes, so the open effect runs once per opening with the latest props.
  const focusRef = useRef({ initialFocus, fallbackFocus })
  focusRef.current = { initialFocus, fallbackFocus }

  // Runs once per opening: the dialog is mounted only while open.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const unlockScroll = lockPageScroll()
    if (!dialog.open) dialog.showModal()
    const target =
      focusRef.current.initialFocus?.current ?? bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog
    target.focus()
    return () => {
      if (dialog.open) dialog.close()
      unlockScroll()
      const back = opener?.isConnected ? opener : focusRef.current.fallbackFocus?.()
      back?.focus()
    }
  }, [])

  // Escape fires `cancel`: the screen's state, not the browser, decides when the dialog goes.
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault()
    if (!locked) onClose()
  }

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={onCancel}
      onKeyDown={keepTabInside}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-hidden rounded-xl bg-white p-0 text-gray-800 shadow-2xl backdrop:bg-gray-900/60 ${size === 'sm' ? 'max-w-md' : 'max-w-2xl'}`}
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-5 py-4 sm:px-6">
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => !locked && onClose()}
            aria-disabled={locked || undefined}
            className="-m-2 rounded-md p-2 text-gray-700 hover:bg-gray-100"
            aria-label="Fermer"
          >
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <div ref={bodyRef} className="overflow-y-auto px-5 py-5 sm:px-6">
          {children}
        </div>
      </div>
    </dialog>
  )
}
