/**
 * What only this process knows, and needs once: Next may load a module in several bundles, so the
 * state lives on `globalThis` under a `Symbol.for` key, made on first use. Disposable by design:
 * whatever must survive a restart is in the database.
 */
export function processLocal<T>(key: string, init: () => T): T {
  const shared = globalThis as Record<symbol, T | undefined>
  const symbol = Symbol.for(key)
  shared[symbol] ??= init()
  return shared[symbol]
}

/** Runs the works given to it one at a time, in order; a failed one does not stop the next. */
export function serialRunner(): <T>(work: () => Promise<T>) => Promise<T> {
  let turn: Promise<unknown> = Promise.resolve()
  return (work) => {
    const run = turn.then(work, work)
    turn = run.catch(() => undefined)
    return run
  }
}

/**
 * One timer for the earliest time asked: `wake(at, fire)` calls `fire` a little after `at` (a job
 * queue runs what is strictly past its time), unless the timer already fires sooner. It never keeps
 * the process alive.
 */
export function wakeTimer(): (at: number, fire: () => void) => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let timerAt: number | undefined
  return (at, fire) => {
    if (timer && timerAt !== undefined && timerAt <= at) return
    clearTimeout(timer)
    timerAt = at
    timer = setTimeout(
      () => {
        timer = undefined
        timerAt = undefined
        fire()
      },
      Math.max(0, at - Date.now()) + 20,
    )
    timer.unref?.()
  }
}
