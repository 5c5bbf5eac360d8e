export const MB = 1024 * 1024

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const
export const MEDIA_MIME_TYPES = [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES] as const
/** Downloadable documents and municipal decisions are PDF only: every citizen's phone opens them. */
export const PDF_MIME_TYPES = ['application/pdf'] as const

export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number]
export type VideoMimeType = (typeof VIDEO_MIME_TYPES)[number]

/** Accepted file-name extensions per MIME type, so a renamed file cannot pass as another type. */
export const EXTENSIONS_BY_MIME: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'video/mp4': ['mp4', 'm4v'],
  'video/webm': ['webm'],
  'application/pdf': ['pdf'],
}

/** Enforced upload size limits in bytes (the spec's hints, made binding). */
export const UPLOAD_LIMITS = {
  news: 5 * MB,
  projects: 5 * MB,
  services: 10 * MB,
  investments: 10 * MB,
  media: 10 * MB,
  galleryImage: 10 * MB,
  galleryVideo: 50 * MB,
  documents: 10 * MB,
  decisions: 10 * MB,
} as const

export type UploadLimitKey = keyof typeof UPLOAD_LIMITS

export const KB = 1024

const sizeFormat = /* @__PURE__ */ new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

/** 5 * MB → '5 Mo'; below a megabyte in kilobytes, 16 * KB → '16 Ko'. */
export function formatByteSize(bytes: number): string {
  const [amount, unit] = bytes < MB ? [bytes / KB, 'Ko'] : [bytes / MB, 'Mo']
  return `${sizeFormat.format(amount).replace(/\u202f/g, '\u00a0')} ${unit}`
}

export function uploadTooLargeMessage(limitBytes: number): string {
  return `Le fichier dépasse la taille maximale autorisée (${formatByteSize(limitBytes)})`
}

export function requestTooLargeMessage(limitBytes: number): string {
  return `La requête dépasse la taille maximale autorisée (${formatByteSize(limitBytes)})`
}

/**
 * Pixels an uploaded image may have (a 48-megapixel phone photo passes): a small file can declare
 * 16000 × 16000 pixels and take seconds and gigabytes to decode.
 */
export const MAX_IMAGE_PIXELS = 50_000_000

export const IMAGE_TOO_LARGE_MESSAGE = `L’image est trop grande : ${MAX_IMAGE_PIXELS / 1_000_000} millions de pixels au maximum`

export const UNSUPPORTED_FILE_MESSAGE =
  'Type de fichier non autorisé : seules les images JPEG, PNG, WebP et GIF sont acceptées'

export const UNSUPPORTED_MEDIA_MESSAGE =
  'Type de fichier non autorisé : seules les images (JPEG, PNG, WebP, GIF) et les vidéos (MP4, WebM) sont acceptées'

export const UNSUPPORTED_PDF_MESSAGE = 'Type de fichier non autorisé : seuls les documents PDF sont acceptés'

export function isImageMimeType(mime: string): mime is ImageMimeType {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(mime)
}

export function isVideoMimeType(mime: string): mime is VideoMimeType {
  return (VIDEO_MIME_TYPES as readonly string[]).includes(mime)
}

/** True when the file name's extension is one of those accepted for the MIME type. */
export function extensionMatchesMime(filename: string, mime: string): boolean {
  // Drop parameters such as '; charset=binary' and compare case-insensitively.
  const type = (mime.split(';')[0] ?? '').trim().toLowerCase()
  if (!Object.prototype.hasOwnProperty.call(EXTENSIONS_BY_MIME, type)) return false
  const dot = filename.lastIndexOf('.')
  if (dot <= 0 || dot === filename.length - 1) return false
  const extension = filename.slice(dot + 1).toLowerCase()
  return EXTENSIONS_BY_MIME[type]?.includes(extension) ?? false
}
