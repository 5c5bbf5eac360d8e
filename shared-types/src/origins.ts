/** The names one machine answers to on its loopback interface. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * The origins of a set of addresses, each loopback one in all its forms: a clerk who opens the
 * panel at http://127.0.0.1:3000 (the address `npm start` listens on) while the CMS knows itself as
 * http://localhost:3000 is on the same server, and its saves must not be refused by the CSRF check.
 */
export function withLoopbackForms(addresses: readonly string[]): string[] {
  const origins = new Set<string>()
  for (const address of addresses) {
    let url: URL
    try {
      url = new URL(address)
    } catch {
      continue
    }
    origins.add(url.origin)
    if (!LOOPBACK_HOSTS.includes(url.hostname)) continue
    for (const host of LOOPBACK_HOSTS) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
  }
  return [...origins]
}
