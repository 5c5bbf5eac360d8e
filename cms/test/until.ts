/**
 * Polls `check` every `everyMs` until it answers something, or fails naming what never came: for
 * what the CMS does in the background (a job, a send, a rebuild).
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Toujours pas au bout de ${timeoutMs / 1000} s : ${what}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}
