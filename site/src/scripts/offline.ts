/**
 * Installs the service worker that keeps the citizen space and the services readable offline
 * (src/offline/worker.ts). Kept tiny: it is on every indexable page, within the 2 KB JavaScript budget of
 * pages without an island. Registered once the page has loaded, so that it never competes with the
 * page itself on a slow connection; not under `astro dev`, which has no worker.
 */
import { WAITING_REQUESTS_FLAG, WORKER_PATH } from '../offline/pages'
import type { ResendNotice } from './requestResend.worker'

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => void navigator.serviceWorker.register(WORKER_PATH).catch(() => undefined))
}

// A request made offline waits on this phone (docs/product/requests.md#offline-and-without-javascript):
// its sender starts only then, once the page has loaded or the network is back, and what became of it
// is said in the page's offline notice (components/OfflineNotice.astro), a status read out when shown.
const sendWaiting = () => {
  if (!navigator.onLine || !localStorage.getItem(WAITING_REQUESTS_FLAG)) return
  new Worker(new URL('./requestResend.worker.ts', import.meta.url)).onmessage = ({
    data,
  }: MessageEvent<ResendNotice & { left?: number }>) => {
    if (data.left === 0) localStorage.removeItem(WAITING_REQUESTS_FLAG)
    const notice = document.querySelector<HTMLElement>('[data-offline-notice]')
    if (!data.text || !notice) return
    notice.hidden = false
    notice.append(data.text, ' ')
    if (data.href)
      notice.append(
        Object.assign(document.createElement('a'), {
          href: data.href,
          className: 'underline',
          textContent: data.linkText,
        }),
      )
  }
}
addEventListener('load', sendWaiting)
addEventListener('online', sendWaiting)
