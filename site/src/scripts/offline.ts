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
// its sender starts only then, once the page has loaded or the network is back, and says here what became of it.
const sendWaiting = () => {
  if (!navigator.onLine || !localStorage.getItem(WAITING_REQUESTS_FLAG)) return
  const sender = new Worker(new URL('./requestResend.worker.ts', import.meta.url))
  sender.onmessage = ({ data }: MessageEvent<ResendNotice & { left?: number }>) => {
    if (data.left === 0) localStorage.removeItem(WAITING_REQUESTS_FLAG)
    if (!data.text) return
    const notice = document.createElement('p')
    notice.setAttribute('role', 'status')
    notice.dataset.requestNotice = data.kind
    notice.className = `container-page my-4 rounded-lg px-4 py-3 font-medium ring-1 ${data.kind === 'sent' ? 'bg-green-50 text-green-900 ring-green-200' : 'bg-red-50 text-red-900 ring-red-200'}`
    notice.textContent = data.text
    if (data.href)
      notice.append(
        ' ',
        Object.assign(document.createElement('a'), {
          href: data.href,
          className: 'underline',
          textContent: data.linkText,
        }),
      )
    document.querySelector('main')?.prepend(notice)
  }
}
addEventListener('load', sendWaiting)
addEventListener('online', sendWaiting)
