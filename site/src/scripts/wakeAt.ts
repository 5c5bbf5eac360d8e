/** setTimeout's longest wait (~24.8 days); a longer one would fire at once. */
const MAX_DELAY_MS = 2 ** 31 - 1

/**
 * Calls `check` at `time` (milliseconds since the epoch), or sooner when that is further away
 * than setTimeout can wait: `check` looks at the clock again, so a long wait is taken in steps.
 */
export const wakeAt = (time: number, check: () => void): void => {
  setTimeout(check, Math.min(Math.max(0, time - Date.now()), MAX_DELAY_MS))
}
