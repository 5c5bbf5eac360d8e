// The one module of shared-types that runs in browsers only (a worker of the site's /admin screens,
// the CMS's panel), imported by its own path so that no server code loads it.
/// <reference lib="dom" />
import { MB, fittedSize, isImageMimeType, renamedFor, resizedTypeOf } from './uploads'

/** JPEG and WebP quality of a shrunk picture: no visible loss at the sizes the site shows. */
const QUALITY = 0.85
/** A picture within MAX_IMAGE_SIDE and lighter than this is sent as chosen: re-encoding gains little. */
const LIGHT_ENOUGH = MB

/**
 * A chosen photo as the admin screens and the panel send it (docs/product/staff-screens.md): turned upright by its EXIF
 * orientation, at most MAX_IMAGE_SIDE on its longest side, re-encoded as JPEG (or WebP for a PNG or
 * WebP, which keeps transparency) and so without its EXIF location. A phone photo of 4 to 12 MB
 * leaves as 1 to 2 MB, which a slow connection sends well within the static host's proxy timeout.
 * Anything the browser cannot decode or shrink (a GIF, a video, a HEIC outside Safari, a forged
 * file) is sent as chosen: the CMS resizes and checks every image itself. OffscreenCanvas, so that
 * it runs in a worker too (the site's screens run it in one).
 */
export async function shrinkImage(file: File): Promise<File> {
  const type = resizedTypeOf(file.type)
  if (!type || typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return file
  }
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height)
    if (width === bitmap.width && height === bitmap.height && file.size <= LIGHT_ENOUGH) return file
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) return file
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, width, height)
    const blob = await canvas.convertToBlob({ type, quality: QUALITY })
    // A browser without a WebP encoder answers PNG: kept only if it still weighs less.
    if (!isImageMimeType(blob.type) || blob.size >= file.size) return file
    return new File([blob], renamedFor(file.name, blob.type), { type: blob.type, lastModified: file.lastModified })
  } catch {
    return file
  } finally {
    bitmap.close()
  }
}
