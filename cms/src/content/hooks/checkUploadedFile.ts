import { fileTypeFromBuffer } from 'file-type'
import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  extensionMatchesMime,
  isImageMimeType,
  uploadTooLargeMessage,
  type ImageMimeType,
} from 'shared-types'

type Image = ReturnType<typeof sharp>

export type UploadPolicy = {
  /** MIME types accepted, as detected from the file's bytes. */
  allowed: readonly string[]
  /** Largest size in bytes for a file of the detected type. */
  maxBytes: (mime: string) => number
  unsupportedMessage: string
}

/** Photos keep the look of a camera's own JPEG; WebP the same quality; PNG and GIF are lossless anyway. */
const ENCODE: Record<ImageMimeType, (image: Image) => Image> = {
  'image/jpeg': (image) => image.jpeg({ quality: 85 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 85 }),
  'image/gif': (image) => image.gif(),
}

const unreadable = () => new APIError(IMAGE_UNREADABLE_MESSAGE, 415, undefined, true)

/**
 * The image as stored: decoded whole once, so that a file whose header lies (a PNG signature
 * followed by HTML) is refused in French here instead of failing later in Payload's resizer; turned
 * upright by its EXIF orientation, shrunk within MAX_IMAGE_SIDE and written without its EXIF, XMP
 * and IPTC (a phone photo's location). An image with nothing to change keeps its exact bytes
 * (a GIF its palette and frames). Returns null when it is refused for its pixel count.
 */
async function storedImage(data: Buffer, mime: ImageMimeType): Promise<Buffer | null> {
  // Every frame of an animated GIF or WebP is kept and resized alike.
  const input = () => sharp(data, { animated: true, limitInputPixels: false })
  let metadata: Awaited<ReturnType<Image['metadata']>>
  try {
    metadata = await input().metadata()
  } catch {
    throw unreadable()
  }
  const { width = 0, height = 0, pages = 1, orientation = 1 } = metadata
  // Read from the header before anything decodes it: a small file can declare 16000 × 16000 pixels.
  if (width * height * pages > MAX_IMAGE_PIXELS) return null
  const frameHeight = metadata.pageHeight ?? height
  const oversized = Math.max(width, frameHeight) > MAX_IMAGE_SIDE
  const changes = oversized || orientation > 1 || Boolean(metadata.exif || metadata.xmp || metadata.iptc)

  let image = input()
  // EXIF orientation only comes with single-frame pictures (sharp does not rotate animations).
  if (pages === 1) image = image.rotate()
  if (oversized)
    image = image.resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
  try {
    // Decoded even when nothing changes: a truncated or corrupt body fails here, not in Payload.
    const output = await ENCODE[mime](image).toBuffer()
    return changes ? output : data
  } catch {
    throw unreadable()
  }
}

/**
 * Trusts the bytes, never the name or the declared type: a file is accepted only when its magic
 * number is an allowed type and its extension agrees with it. SVG, HTML and scripts carry no magic
 * number and are refused with 415, and so is an image that does not decode; an oversized file is
 * refused with 413, and so is an image of more than MAX_IMAGE_PIXELS (all frames counted).
 * An accepted image is replaced by what storedImage makes of it (upright, at most MAX_IMAGE_SIDE,
 * no location): Payload then stores it and derives its sizes from it. Videos are stored as sent.
 */
/**
 * A file as it will be stored, or the French refusal: typed by its bytes, within its size, an image
 * re-encoded by storedImage. Callers that write the file inside a transaction call it first, outside
 * it (a photo's decoding takes long), and create with PREPARED_UPLOAD in the context.
 */
export async function preparedUpload(
  policy: UploadPolicy,
  file: { name: string; data: Buffer; size?: number },
): Promise<{ data: Buffer; mimetype: string }> {
  const detected = await fileTypeFromBuffer(file.data)
  if (!detected || !policy.allowed.includes(detected.mime) || !extensionMatchesMime(file.name, detected.mime)) {
    throw new APIError(policy.unsupportedMessage, 415, undefined, true)
  }
  const size = file.size ?? file.data.length
  const limit = policy.maxBytes(detected.mime)
  if (size > limit) {
    throw new APIError(uploadTooLargeMessage(limit), 413, undefined, true)
  }
  if (isImageMimeType(detected.mime)) {
    const stored = await storedImage(file.data, detected.mime)
    if (!stored) throw new APIError(IMAGE_TOO_LARGE_MESSAGE, 413, undefined, true)
    return { data: stored, mimetype: detected.mime }
  }
  return { data: file.data, mimetype: detected.mime }
}

/** The context flag of a create whose file went through preparedUpload already, by server code. */
export const PREPARED_UPLOAD = 'preparedUpload'

export const checkUploadedFile =
  (policy: UploadPolicy): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    if (!file?.data) return args
    // Only server code sets a request's context: an API caller cannot skip the check this way.
    if (req.context[PREPARED_UPLOAD] === true) return args
    const prepared = await preparedUpload(policy, file)
    file.data = prepared.data
    file.size = prepared.data.length
    file.mimetype = prepared.mimetype
    return args
  }
