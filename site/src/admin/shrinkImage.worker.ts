import { shrinkImage } from 'shared-types/shrinkImage'

// The screens' shrinkImage, off the page's thread: a phone decodes a 12-megapixel photo in a second
// or more, and the form stays responsive meanwhile. Its script is fetched only when a file is chosen.
self.onmessage = async (event: MessageEvent<File>) => {
  self.postMessage(await shrinkImage(event.data))
  self.close()
}
