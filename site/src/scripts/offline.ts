/**
 * Installs the service worker that keeps the citizen space and the services readable offline
 * (src/offline/worker.ts). Kept tiny: it is on every indexable page, within the 2 KB JavaScript budget of
 * pages without an island. Registered once the page has loaded, so that it never competes with the
 * page itself on a slow connection; not under `astro dev`, which has no worker.
 */
import { WAITING_REQUESTS_FLAG, WORKER_PATH } from '../offline/pages'

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => void navigator.serviceWorker.register(WORKER_PATH).catch(() => undefined))
}

// A request made offline waits on this phone (docs/product/requests.md#offline-and-without-javascript):
// its sender is loaded only then, once the page has loaded or the network is back.
const sendWaiting = () => {
  if (navigator.onLine && localStorage.getItem(WAITING_REQUESTS_FLAG))
    import('./requestResend').then(
      (sender) => sender.sendWaiting(),
      () => undefined,
    )
}
addEventListener('load', sendWaiting)
addEventListener('online', sendWaiting)
