/**
 * A photo made lighter before it is sent (docs/product/requests.md#the-form), off the page's thread
 * with the staff screens' worker (shared-types/shrinkImage): a phone photo of 4 to 12 MB leaves as 1
 * to 2 MB. A PDF, or anything the browser cannot shrink, goes as chosen.
 */
export function lighter(file: File): Promise<File> {
  if (!/^image\/(jpeg|png)$/.test(file.type) || typeof Worker !== 'function') return Promise.resolve(file)
  return new Promise<File>((resolve) => {
    const worker = new Worker(new URL('../../admin/shrinkImage.worker.ts', import.meta.url), { type: 'module' })
    // A message brings the file to send (the worker then closes); an error event, no data: the chosen one.
    worker.onmessage = worker.onerror = (event: Event) =>
      resolve((event as MessageEvent<File | undefined>).data ?? file)
    worker.postMessage(file)
  }).catch(() => file)
}
