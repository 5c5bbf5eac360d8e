import { useRef, type TouchEvent } from 'react'

/** A horizontal move of the finger at least this long (CSS px), and mostly sideways, is a swipe. */
const SWIPE_MIN_PX = 50

/**
 * The touch handlers of the viewer's swipe: the finger going left shows the next item, going right
 * the previous one (`move(1)`, `move(-1)`). Touches that start on a video are its own (its progress bar).
 */
export function useSwipe(move: (step: -1 | 1) => void) {
  const touchStartRef = useRef<{ x: number; y: number } | null>(null)

  function onTouchStart(event: TouchEvent<HTMLDivElement>) {
    const touch = event.touches[0]
    touchStartRef.current =
      event.touches.length === 1 && touch && !(event.target as Element).closest('video')
        ? { x: touch.clientX, y: touch.clientY }
        : null
  }

  function onTouchEnd(event: TouchEvent<HTMLDivElement>) {
    const start = touchStartRef.current
    const touch = event.changedTouches[0]
    touchStartRef.current = null
    if (!start || !touch) return
    const dx = touch.clientX - start.x
    const dy = touch.clientY - start.y
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return
    move(dx < 0 ? 1 : -1)
  }

  const onTouchCancel = () => (touchStartRef.current = null)

  return { onTouchStart, onTouchEnd, onTouchCancel }
}
