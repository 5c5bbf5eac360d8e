import { fileTypeFromBuffer } from 'file-type'
import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_PIXELS, extensionMatchesMime, isImageMimeType, uploadTooLargeMessage } from 'shared-types'

type UploadPolicy = {
  /** MIME types accepted, as detected from the file's bytes. */
  allowed: readonly string[]
  /** Largest size in bytes for a file of the detected type. */
  maxBytes: (mime: string) => number
  unsupportedMessage: string
}

/**
 * Trusts the bytes, never the name or the declared type: a file is accepted only when its magic
 * number is an allowed type and its extension agrees with it. SVG, HTML and scripts carry no magic
 * number and are refused with 415; an oversized file is refused with 413, and so is an image of
 * more than MAX_IMAGE_PIXELS (all frames counted), read from its header before anything decodes it.
 */
export const checkUploadedFile =
  (policy: UploadPolicy): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    if (!file?.data) return args

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
      const { width = 0, height = 0, pages = 1 } = await sharp(file.data, { limitInputPixels: false }).metadata()
      if (width * height * pages > MAX_IMAGE_PIXELS) throw new APIError(IMAGE_TOO_LARGE_MESSAGE, 413, undefined, true)
    }
    file.mimetype = detected.mime
    return args
  }
